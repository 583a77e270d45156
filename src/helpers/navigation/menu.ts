/**
 * The typed shape of a Beem app's navigation: the header's menu groups (the desktop mega-menu and
 * the phone drawer) and the footer's link sections. The entries themselves are each app's
 * content, passed to `Header` and `Footer` as props: no menu item, price or page address lives
 * in the library (the marketing site keeps its own in its content).
 */
import type { ProductIconName } from '../../components/Icon/productIcons';

/** A mega-menu and drawer entry: a product or plan page, its icon, a short line, a tag. */
export interface MegaMenuItem {
  name: string;
  /** The analytics event its click sends. */
  event: string;
  href: string;
  /** The product whose icon it shows (drawn by `ProductIcon`, chosen in `productIcons`). */
  icon: ProductIconName;
  /** What the icon depicts. The icon is decorative, as the item's name carries the meaning. */
  alt: string;
  desc: string;
  tag?: string;
  /** Semantic tag colours (tokens' `tag` pair when unset). */
  tagBg?: 'tag' | 'brand';
  tagColor?: 'tag' | 'brand';
}

/** One group of the menu: a desktop panel, and an accordion group in the phone drawer. */
export interface MenuGroup {
  /** The group's button and the name of its list. */
  name: string;
  items: readonly MegaMenuItem[];
}

/** A plain link of the phone drawer, under the menu groups (About, Blog). */
export interface NavLink {
  name: string;
  href: string;
}

/** A footer link: its text, its address and the analytics event its click sends. */
export interface FooterLink {
  name: string;
  href: string;
  event: string;
}

/** One of the footer's link sections: a navigation landmark named by its title. */
export interface FooterSection {
  name: string;
  links: readonly FooterLink[];
}
