/**
 * Breadcrumbs: where the current page sits in the app ("Home › Settings › Notifications"), each
 * page above it a link, the current page last and not a link.
 *
 * Why the platform and not react-aria-components: RAC's `Breadcrumbs` gives an `<ol>`, marks the
 * last item current and routes its links through `RouterProvider`; every part of that is a
 * platform element or a library component already here. A `<nav>` landmark holds an `<ol>`
 * (screen readers say how many pages deep), each ancestor is the library's `Link`, which goes
 * through the app's router from `BeemProvider` as every link does, and the current page is text
 * with `aria-current="page"`. RAC's `Breadcrumbs` alone is 8.8 kB of JavaScript (8.5 kB over
 * `Button`), before the RAC `Link` each item needs, for no behaviour a reader would notice.
 * - Bytes: 3.8 kB of JavaScript, minified and gzipped, with `Link`, its anchor and the catalogue
 *   runtime (react and react-dom external); 1.5 kB of JavaScript and 0.4 kB of CSS over what
 *   `Button` already brings.
 *   A Server Component: its client parts are the links' anchor and the landmark's name.
 * - Keyboard: Tab goes through the links in order; the current page is not a link and takes no
 *   focus. Enter follows a link, through the app's router.
 * - Phones: collapsed by default to the page above this one, as a back link ("← Settings");
 *   `collapse={false}` keeps the whole trail, wrapped over lines.
 * - Without JavaScript: complete; the links load documents.
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Glyph } from '../Icon/Glyph';
import { ArrowLeft, ChevronRight } from '../Icon/glyphs';
import { Link } from '../Link/Link';
import { BreadcrumbsNav } from './BreadcrumbsNav';
import * as styles from './Breadcrumbs.css';

/** One page in the trail: its name and, unless it is the current page, its address. */
export interface BreadcrumbItem {
  /** The page's name, as its own title says it, shortened if need be ("Settings"). */
  label: ReactNode;
  /** Its address. The last item is the current page and is not a link: its `href` is ignored. */
  href?: string;
  /** React's key, when the label is not a string unique in the trail. */
  id?: string;
}

/** The trail and how it shows: the props Breadcrumbs reads itself. */
export interface BreadcrumbsOwnProps {
  /** From the top (usually "Home") down to the current page, which is last. */
  items: readonly BreadcrumbItem[];
  /**
   * On a phone, only the page above this one, as a back link ("← Settings"); the whole trail from
   * the `sm` breakpoint up. `false` keeps the whole trail on phones too, wrapped.
   * @default true
   */
  collapse?: boolean;
  /**
   * The landmark's name; the catalogue's in the reader's language when left out.
   * @default Breadcrumb
   */
  label?: string;
  /** For the `<nav>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** The trail's own props with its `<nav>`'s: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type BreadcrumbsProps = BreadcrumbsOwnProps &
  Omit<ComponentPropsWithRef<'nav'>, keyof BreadcrumbsOwnProps | 'children'>;

/** What a Breadcrumbs is when a prop is left out. */
export const breadcrumbsDefaults = {
  collapse: true,
} as const satisfies Partial<BreadcrumbsOwnProps>;

/** The trail of pages above the current one, each a link. A Server Component. */
export function Breadcrumbs({
  items,
  collapse = breadcrumbsDefaults.collapse,
  label,
  className,
  ...props
}: BreadcrumbsProps) {
  const last = items.length - 1;
  return (
    <BreadcrumbsNav
      {...props}
      label={label}
      className={clsx(collapse && styles.collapsed, className)}
    >
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li
            // By address before name: a crumb keeps its element (and focus) when its name changes
            // language.
            key={item.id ?? item.href ?? (typeof item.label === 'string' ? item.label : index)}
            className={clsx(styles.item, index === last - 1 && styles.parent)}
          >
            {index > 0 && <Glyph glyph={ChevronRight} className={styles.separator} />}
            {index === last ? (
              <span className={styles.current} aria-current="page">
                {item.label}
              </span>
            ) : item.href === undefined ? (
              // A section with no page of its own ("Account"): named, but nowhere to go.
              <span>{item.label}</span>
            ) : (
              <Link href={item.href} className={styles.link}>
                <Glyph glyph={ArrowLeft} className={styles.back} />
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </BreadcrumbsNav>
  );
}
