/**
 * The typed shape of a Beem app's navigation: the header's menu groups (the desktop mega-menu and
 * the phone drawer) and the footer's link sections. The entries themselves are each app's
 * content, passed to `Header` and `Footer` as props: no menu item, price or page address lives
 * in the library (the marketing site keeps its own in its content).
 */
import type { ProductIconName } from '../../components/Icon/productIcons';

/** A mega-menu and drawer entry: a product or plan page, its icon, a short line, a tag. */
export interface MegaMenuItem {
  /** The item's link text, also the label of the analytics event its click sends. */
  name: string;
  /** The analytics event its click sends. */
  event: string;
  /** The page it leads to. Items are keyed by it, so each item in a group needs its own. */
  href: string;
  /** The product whose icon it shows (drawn by `ProductIcon`, chosen in `productIcons`). */
  icon: ProductIconName;
  /** What the icon depicts. The icon is decorative, as the item's name carries the meaning. */
  alt: string;
  /** The short line under the name. */
  desc: string;
  /** A short label in a pill after the name ("New"). No pill when unset. */
  tag?: string;
  /** Semantic tag colours (tokens' `tag` pair when unset). */
  tagBg?: 'tag' | 'brand';
  /**
   * The tag's text colour: `brand` writes it in the inverse text colour, for a tag on the brand
   * background.
   * @default tag
   */
  tagColor?: 'tag' | 'brand';
}

/** One group of the menu: a desktop panel, and an accordion group in the phone drawer. */
export interface MenuGroup {
  /** The group's button and the name of its list. */
  name: string;
  /** The group's entries, in the order they are listed. */
  items: readonly MegaMenuItem[];
}

/** A plain link of the phone drawer, under the menu groups (About, Blog). */
export interface NavLink {
  /** The link text. */
  name: string;
  /** Where it leads. Links are keyed by it, so each needs its own. */
  href: string;
}

/** A footer link: its text, its address and the analytics event its click sends. */
export interface FooterLink {
  /** The link text, also the label of the analytics event its click sends. */
  name: string;
  /** Where it leads. Links are keyed by it, so each in a section needs its own. */
  href: string;
  /** The analytics event its click sends. */
  event: string;
}

/** One of the footer's link sections: a navigation landmark named by its title. */
export interface FooterSection {
  /** The section's heading, which also names its navigation landmark. Unique per footer. */
  name: string;
  /** The section's links, in order. */
  links: readonly FooterLink[];
}
