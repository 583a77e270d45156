import type { ProductIconName } from '../Icon/productIcons';
import type { IllustrationScene } from '../ProductIllustration/ProductIllustration';

/** The typed content one feature page is made of (the site fills one per feature route). */
export interface FeatureContent {
  /** The page's path on the site. */
  path: string;
  /**
   * The page's search title and description, for the page's `Seo`: `FeaturePage` does not render
   * them.
   */
  seo: {
    /** Page title, without the brand (the brand is appended). Up to about 55 characters. */
    title: string;
    /** Search description, 120 to 160 characters. */
    description: string;
  };
  /** A short label above the headline, e.g. "Instant cash advance". */
  eyebrow: string;
  /** The page's one `<h1>`. */
  title: string;
  /**
   * The headline claim. A claim that carries a figure ends with "*" and has a `footnote`; the
   * footnote is shown under the hero and repeated in the footer's asterisk line.
   */
  claim: string;
  /** The note for a starred claim, in small muted text under the lead. None when unset. */
  footnote?: string;
  /** One or two sentences under the claim. */
  lead: string;
  /** The product's icon, as its menu item shows it: drawn in the hero's illustration. */
  icon: ProductIconName;
  /** The illustration's screen, where the product has one of its own (`product` otherwise). */
  scene?: IllustrationScene;
  /** "How it works": three steps. */
  steps: readonly { title: string; body: string }[];
  /** Benefits: three to six. */
  benefits: readonly { title: string; body: string }[];
  /** A short FAQ: three to five questions. */
  faq: readonly { question: string; answer: string }[];
}
