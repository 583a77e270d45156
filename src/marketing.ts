/**
 * `@beem/design-system/marketing`: what only Beem's marketing site composes. The main entry
 * (`@beem/design-system`, `src/index.ts`) holds what Beem's apps share; the pieces here are
 * built on the same primitives, tokens and helpers, but no other app renders them, so they sit
 * behind an entry of their own: an app's autocomplete, its docs and its bundle analysis then
 * list only what it could use, not the site's header, pricing or blog.
 *
 * What goes where: a component belongs here when only the marketing site composes it (its header
 * and footer, page templates and sections, pricing, blog, testimonials, SEO), and a helper or
 * type when only those components and the site's own content use it (menus, blog categories,
 * social and app-store links, the text-me-the-app request, metadata, compiled documents).
 * Anything a Beem app could compose, and the helpers such pieces share, stay in the main entry;
 * a piece here that a second app starts to use moves there. The types these signatures share
 * with the main entry (`ProductIconName`, `Translate`, `BeemLocale`…) are exported there only.
 *
 * Like the main entry, these modules import no styles: the one stylesheet,
 * `@beem/design-system/styles.css`, carries theirs too.
 */

// Page chrome: the header, the footer and the band before it
export {
  Header,
  headerBackgrounds,
  headerVariants,
  type Announcement,
  type HeaderBackground,
  type HeaderProps,
  type HeaderVariant,
  type LanguageLink,
} from './components/Header/Header';
export { followHeaderScroll } from './components/Header/followHeaderScroll';
export {
  Footer,
  footerVariants,
  type FooterContact,
  type FooterProps,
  type FooterVariant,
} from './components/Footer/Footer';
export { trackFooterClicks } from './components/Footer/footerClicks';
// A prerendered page whose PageLayout is never hydrated keeps the phone's visible height with
// this, as a hydrated PageLayout does itself.
export { watchViewportHeight } from './components/PageLayout/useViewportHeight';
export { PreFooter, type PreFooterProps } from './components/PreFooter/PreFooter';

// Page templates and sections
export {
  FeaturePage,
  type FeatureContent,
  type FeaturePageProps,
} from './components/FeaturePage/FeaturePage';
export { PageBody, PageIntro, type PageIntroProps } from './components/PageIntro/PageIntro';
export { LinkCards, type LinkCard, type LinkCardsProps } from './components/LinkCards/LinkCards';
export { Faq, type FaqItem, type FaqProps } from './components/Faq/Faq';
export {
  TextMeTheAppForm,
  formStates,
  type FormState,
  type TextMeTheAppFormProps,
} from './components/TextMeTheAppForm/TextMeTheAppForm';
export { ShareLinks, type ShareLinksProps } from './components/ShareLinks/ShareLinks';
export { Seo, type SeoProps } from './components/Seo/Seo';

// Pricing
export {
  PlanCards,
  PlanComparison,
  PlanDetail,
  formatPrice,
  planIds,
  type ComparisonRow,
  type Plan,
  type PlanCardsProps,
  type PlanComparisonProps,
  type PlanDetailProps,
  type PlanId,
} from './components/Pricing/Pricing';

// Testimonials and illustrations
export {
  CustomerStories,
  illustrativeNote,
  type CustomerStoriesProps,
} from './components/CustomerStories/CustomerStories';
export {
  TestimonialCard,
  TestimonialCarousel,
  type Testimonial,
  type TestimonialCarouselProps,
} from './components/TestimonialCarousel/TestimonialCarousel';
export {
  ProductIllustration,
  illustrationScenes,
  type IllustrationScene,
  type ProductIllustrationProps,
} from './components/ProductIllustration/ProductIllustration';

// The blog and long-form pages
export {
  Article,
  MarkdownBody,
  formatDate,
  type ArticleCover,
  type ArticleProps,
} from './components/Article/Article';
export {
  CategoryNav,
  PostList,
  type CategoryNavProps,
  type PostListProps,
  type PostSummary,
} from './components/PostList/PostList';

// Helpers: the shape of the navigation the site gives the header, drawer and footer, and the
// blog's categories
export {
  blogCategories,
  blogCategoryLabel,
  blogCategoryPath,
  blogPath,
  type BlogCategory,
  type BlogKey,
} from './helpers/navigation/blog';
export type {
  FooterLink,
  FooterSection,
  MegaMenuItem,
  MenuGroup,
  NavLink,
} from './helpers/navigation/menu';

// Helpers: the social profiles and app-store listings the footer, share links and form link to
export {
  socialNetworkNames,
  socialNetworks,
  type AppLinks,
  type SocialLink,
  type SocialNetwork,
} from './helpers/profile/profile';

// Helpers: the text-me-the-app request
export {
  SEND_APP_LINK_FAILURE,
  sendAppLink,
  SEND_APP_LINK_MUTATION,
  sendAppLinkFailures,
  type SendAppLinkFailure,
  type SendAppLinkOptions,
  type SendAppLinkResult,
} from './helpers/api/sendAppLink';

// Helpers: SEO and documents
export {
  canonicalUrl,
  organizationJsonLd,
  resolveMeta,
  type OrganizationFacts,
  type OrganizationJsonLd,
  type AlternateLink,
  type OpenGraphLocale,
  type PageMeta,
  type ResolvedMeta,
  type SiteMeta,
} from './helpers/seo/seo';
export {
  readingMinutes,
  type DocumentHeading,
  type MarkdownElement,
  type MarkdownMeta,
  type MarkdownNode,
  type MarkdownTree,
} from './helpers/markdown/markdown';

// The marketing components' own strings: give `{ ...esUS, ...esUSMarketing }` to a Spanish
// page's LocaleProvider. The main entry's catalogues (`enUS`, `esUS`) leave them out, as no app
// writes them.
export { enUSMarketing } from './helpers/locale/messages/en-US';
export { esUSMarketing } from './helpers/locale/messages/es-US';
