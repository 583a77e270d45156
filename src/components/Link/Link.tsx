import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { config } from '../../helpers/config/config';
import { Icon } from '../Icon/Icon';
import { RouterAnchor } from '../BeemProvider/RouterAnchor';
import { NewTabNote } from './NewTabNote';
import { isExternalHref, newTabRel, splitLastWord } from './href';
import * as styles from './Link.css';
import type { LinkTone } from './Link.css';
import { ExternalLink as ExternalIcon } from '../Icon/glyphs/ExternalLink';

export { linkTones, type LinkTone } from './Link.css';
export { isExternalHref } from './href';

/** What a Link takes besides the anchor's own attributes. */
export interface LinkOwnProps {
  /** Where it leads. */
  href: string;
  /**
   * The colour; every tone is underlined.
   * @default brand
   */
  tone?: LinkTone;
  /**
   * Leads off Beem's sites: shows the external-link icon. Left out, it is worked out from
   * `href` (an absolute address on another host than the site's domain and its subdomains).
   */
  external?: boolean;
  /**
   * Opens in a new tab, which screen readers are told after the link's name and the icon shows.
   * Only when leaving the page would lose the visitor's work (a half-filled form); otherwise let
   * people choose.
   * @default false
   */
  newTab?: boolean;
  /** The destination or the action, in words that make sense on their own ("Read our fees"). */
  children: ReactNode;
  /** On the `<a>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

// `target` is left out: a new tab is asked for with `newTab`, which also tells screen readers.
/**
 * A link's own props with its `<a>`'s, but `target`: `ref`, `className`, `style`, `data-*`,
 * `aria-*`.
 */
export type LinkProps = LinkOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof LinkOwnProps | 'target'>;

/** What a Link is when a prop is left out. */
export const linkDefaults = {
  tone: 'brand',
  newTab: false,
} as const satisfies Partial<LinkOwnProps>;

/**
 * A text link, underlined, for use in and beside running text. A Server Component: its anchor
 * (the app's router) and its new-tab note (the locale) are the client parts. On the server it
 * tells an external address by the process's `siteUrl`; pass `external` where that is not enough.
 */
export function Link({
  href,
  tone = linkDefaults.tone,
  external,
  newTab = linkDefaults.newTab,
  rel,
  className,
  children,
  ...props
}: LinkProps) {
  // The icon tells sighted visitors what the note tells screen readers: this link takes them
  // away, to another site or another tab.
  const leaves = newTab || (external ?? isExternalHref(href, config.siteUrl));
  const icon = leaves ? <Icon icon={ExternalIcon} className={styles.icon} /> : null;
  let label: ReactNode = (
    <>
      {children}
      {icon}
    </>
  );
  if (icon && typeof children === 'string') {
    const [head, last] = splitLastWord(children);
    label = (
      <>
        {head}
        <span className={styles.nowrap}>
          {last}
          {icon}
        </span>
      </>
    );
  }
  const opening = newTab ? { target: '_blank', rel: newTabRel(rel) } : { rel };
  return (
    <RouterAnchor
      {...props}
      {...opening}
      href={href}
      className={clsx(styles.link({ tone }), className)}
    >
      {label}
      {newTab && <NewTabNote />}
    </RouterAnchor>
  );
}
