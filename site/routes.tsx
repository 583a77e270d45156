import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { listPagePath, pageCount, postPath, slugFromFile } from './blog/posts';
import { posts } from './content/blog';
import { blogCategories, type BlogCategory, type PlanId } from '@beem/design-system/marketing';
import { loadFeature, type FeatureKey } from './content/features';
import { pathIn, siteLocales, spanishPageKeys, type SiteLocale } from './content/locales';
import { beemPaths as paths } from './content/paths';
import type { DocumentOptions, MarkdownModule } from './pages/DocumentPage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * The site's routes, matched by react-router when prerendering (see SiteRoutes.tsx). Only the
 * shell and the 404 page are in the first bundle; every route's own code (home, each feature's
 * content, the tax calculator, the budget planner, pricing, blog, documents, verify) is its own
 * chunk, loaded on that route.
 *
 * One table per language, made from one list of pages (`pagesIn`): US English has every page;
 * US Spanish has the pages `spanishPageKeys` lists (content/locales.ts), the blog's index and
 * category pages, and the sign-in pages, each at its English address under `/es`.
 */
const component = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

type PageKey = keyof typeof paths;
type PageRoute = (locale: SiteLocale) => RouteObject;

const feature =
  (key: FeatureKey): PageRoute =>
  (locale) => ({
    path: pathIn(locale, paths[key]),
    lazy: component(async () => {
      const [{ featurePage }, content] = await Promise.all([
        import('./pages/FeatureRoute'),
        loadFeature(key, locale),
      ]);
      return featurePage(content, locale);
    }),
  });

const tool =
  (key: 'taxCalculator' | 'budget'): PageRoute =>
  (locale) => ({
    path: pathIn(locale, paths[key]),
    lazy: component(async () => {
      const [pages, content] = await Promise.all([
        import('./pages/ToolPages'),
        loadFeature(key, locale),
      ]);
      return (key === 'budget' ? pages.budgetPlannerPage : pages.taxCalculatorPage)(
        content,
        locale,
      );
    }),
  });

const plan =
  (id: PlanId, key: PageKey): PageRoute =>
  (locale) => ({
    path: pathIn(locale, paths[key]),
    lazy: component(async () => (await import('./pages/PricingPages')).planPage(id, locale)),
  });

/** A company or legal page: its Markdown in each language it is written in. */
const document =
  (
    key: PageKey,
    load: Record<SiteLocale, () => Promise<MarkdownModule>>,
    options?: DocumentOptions,
  ): PageRoute =>
  (locale) => {
    const path = pathIn(locale, paths[key]);
    return {
      path,
      lazy: component(async () => {
        const [{ documentPage }, doc] = await Promise.all([
          import('./pages/DocumentPage'),
          load[locale](),
        ]);
        return documentPage(path, doc, options, locale);
      }),
    };
  };

/** Every page of the blog index, or of one category: as many as its posts need. */
function listRoutes(locale: SiteLocale, category?: BlogCategory): RouteObject[] {
  const count = pageCount(
    category ? posts.filter((post) => post.category === category).length : posts.length,
  );
  return Array.from({ length: count }, (_, index) => ({
    path: pathIn(locale, listPagePath(index + 1, category)),
    lazy: component(async () =>
      (await import('./pages/BlogPages')).listPage(index + 1, category, locale),
    ),
  }));
}

/** The marketing pages, by their key in `beemPaths`; the blog's are the list routes below. */
const pages: Record<Exclude<PageKey, 'blog'>, PageRoute> = {
  home: (locale) => ({
    path: pathIn(locale, paths.home),
    lazy: component(async () => (await import('./pages/HomePage')).homePage(locale)),
  }),
  about: document('about', {
    'en-US': () => import('./content/pages/about.md'),
    'es-US': () => import('./content/es-US/pages/about.md'),
  }),
  howToCancel: document('howToCancel', {
    'en-US': () => import('./content/pages/how-to-cancel.md'),
    'es-US': () => import('./content/es-US/pages/how-to-cancel.md'),
  }),
  terms: document(
    'terms',
    {
      'en-US': () => import('./content/pages/terms.md'),
      'es-US': () => import('./content/es-US/pages/terms.md'),
    },
    { legal: true },
  ),
  privacy: document(
    'privacy',
    {
      'en-US': () => import('./content/pages/privacy.md'),
      'es-US': () => import('./content/es-US/pages/privacy.md'),
    },
    { legal: true },
  ),
  ccpa: document(
    'ccpa',
    {
      'en-US': () => import('./content/pages/ccpa.md'),
      'es-US': () => import('./content/es-US/pages/ccpa.md'),
    },
    { legal: true },
  ),
  accessibility: document(
    'accessibility',
    {
      'en-US': () => import('./content/pages/accessibility.md'),
      'es-US': () => import('./content/es-US/pages/accessibility.md'),
    },
    { dated: false },
  ),
  pricing: (locale) => ({
    path: pathIn(locale, paths.pricing),
    lazy: component(async () => (await import('./pages/PricingPages')).pricingPage(locale)),
  }),
  pricingLite: plan('lite', 'pricingLite'),
  pricingBasic: plan('basic', 'pricingBasic'),
  pricingPlus: plan('plus', 'pricingPlus'),
  pricingPro: plan('pro', 'pricingPro'),
  customerStories: (locale) => ({
    path: pathIn(locale, paths.customerStories),
    lazy: component(async () =>
      (await import('./pages/CustomerStoriesPage')).customerStoriesPage(locale),
    ),
  }),
  cashAdvance: feature('cashAdvance'),
  sendReceive: feature('sendReceive'),
  taxFiling: feature('taxFiling'),
  taxCalculator: tool('taxCalculator'),
  budget: tool('budget'),
  creditMonitoring: feature('creditMonitoring'),
  identityTheft: feature('identityTheft'),
  carInsurance: feature('carInsurance'),
  personalLoan: feature('personalLoan'),
  savings: feature('savings'),
  incomeLoss: feature('incomeLoss'),
  healthInsurance: feature('healthInsurance'),
  arcade: feature('arcade'),
  deals: feature('deals'),
};

/** Post bodies by file: only the file names are in the first bundle, each body is a chunk. */
const postModules = import.meta.glob<MarkdownModule>('@blog-posts/*.md');

const verify = (path: string, locale: SiteLocale): RouteObject => ({
  path,
  lazy: component(async () => (await import('./pages/VerifyPage')).verifyPage(path, locale)),
});

/** Every route of one language. */
function pagesIn(locale: SiteLocale): RouteObject[] {
  const keys = locale === 'en-US' ? Object.keys(pages) : spanishPageKeys;
  return [
    ...keys
      .filter((key): key is keyof typeof pages => key in pages)
      .map((key) => pages[key](locale)),
    ...listRoutes(locale),
    ...blogCategories.flatMap((category) => listRoutes(locale, category)),
    verify(pathIn(locale, '/auth/verify'), locale),
    verify(pathIn(locale, '/d/auth/verify'), locale),
  ];
}

export const routes: RouteObject[] = [
  ...siteLocales.flatMap(pagesIn),
  // The posts are written in English only.
  ...Object.entries(postModules).map(([file, load]) => ({
    path: postPath(slugFromFile(file)),
    lazy: component(async () => {
      const [{ postPage }, doc] = await Promise.all([import('./pages/PostPage'), load()]);
      return postPage(file, doc);
    }),
  })),
  { path: '*', element: <NotFoundPage /> },
];
