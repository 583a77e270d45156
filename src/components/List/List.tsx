import { clsx } from 'clsx';
import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { Icon, type GlyphData } from '../Icon/Icon';
import * as styles from './List.css';
import type { ListIconTone } from './List.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

import { withDefault, type ResponsiveSpace } from '../Stack/space';

export { listIconTones, type ListIconTone } from './List.css';

interface ItemDefaults {
  listIcon?: GlyphData | undefined;
  listTone?: ListIconTone | undefined;
}

/** What a List takes besides the list element's own attributes. */
export interface ListOwnProps {
  /**
   * An `ol`, for steps whose order matters; a `ul` otherwise.
   * @default false
   */
  ordered?: boolean;
  /**
   * Every item's icon, in place of the bullet or number (an item can set its own): any glyph of
   * the open set (`CheckIcon`…) or an app's own.
   */
  icon?: GlyphData;
  /**
   * Every item's icon colour (an item can set its own).
   * @default neutral
   */
  tone?: ListIconTone;
  /**
   * Space between the items: a step of the space scale, or one per screen size
   * (`{ mobile: '2', desktop: '3' }`).
   * @default 2
   */
  space?: ResponsiveSpace;
  /** `ListItem` elements. */
  children: ReactNode;
  /** On the `<ul>` or `<ol>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * A list's own props with its `<ul>`'s (or `<ol>`'s): `ref`, `className`, `style`, `data-*`,
 * `aria-*`.
 */
export type ListProps = ListOwnProps & Omit<ComponentPropsWithRef<'ul'>, keyof ListOwnProps>;

/** What a List is when a prop is left out; the docs' prop table reads it from here too. */
export const listDefaults = {
  ordered: false,
  tone: 'neutral',
  space: '2',
} as const satisfies Partial<ListOwnProps>;

/**
 * A list with the token spacing, with bullets or numbers, or with an icon per item (a check-mark
 * feature list).
 */
export function List({
  ordered = listDefaults.ordered,
  icon,
  tone = listDefaults.tone,
  space,
  className,
  children,
  ...props
}: ListProps) {
  const Element = ordered ? 'ol' : 'ul';
  const icons = icon !== undefined;
  // The list's icon and tone reach its items as props, not through a context, so that a List
  // stays a Server Component (the server's React has no context). They reach the ListItems that
  // are its children, arrays of them included, not ListItems inside a fragment or another
  // component.
  const items = Children.map(children, (child) =>
    isValidElement<ListItemProps & ItemDefaults>(child) && child.type === ListItem
      ? cloneElement(child, { listIcon: icon, listTone: tone })
      : child,
  );
  return (
    <Element
      {...(props as ComponentPropsWithRef<'ol'>)}
      // Safari drops the list role of a list drawn without markers; saying it keeps the
      // "list, 4 items" that tells a screen-reader user how long it is.
      role={icons ? 'list' : undefined}
      className={clsx(
        styles.list({ icons }),
        styles.listSprinkles({ gap: withDefault(space, listDefaults.space) }),
        className,
      )}
    >
      {items}
    </Element>
  );
}

/** What a ListItem takes besides the `<li>`'s own attributes. */
export interface ListItemOwnProps {
  /** This item's icon, in place of the list's; `null` for none. */
  icon?: GlyphData | null;
  /** This item's icon colour, in place of the list's. */
  tone?: ListIconTone;
  /**
   * What the icon means, for screen readers, when the text does not say it ("Included", "Not
   * included"). Without it the icon is decorative.
   */
  iconLabel?: string;
  /** The item's content, after its icon when it has one. */
  children: ReactNode;
  /** On the `<li>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** A list item's own props with its `<li>`'s: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type ListItemProps = ListItemOwnProps &
  Omit<ComponentPropsWithRef<'li'>, keyof ListItemOwnProps>;

/** One item of a `List`. */
export function ListItem({ icon, tone, iconLabel, className, children, ...rest }: ListItemProps) {
  // The list's icon and tone are props only a List adds (above): an app never passes them, so
  // they stay out of the public signature.
  const { listIcon, listTone, ...props } = rest as typeof rest & ItemDefaults;
  const glyph = icon === null ? undefined : (icon ?? listIcon);
  if (glyph === undefined) {
    return (
      <li {...props} className={className}>
        {children}
      </li>
    );
  }
  return (
    <li {...props} className={clsx(styles.item, className)}>
      {/* The colour on a wrapper, not on the SVG: Chromium keeps an SVG's own colour in forced
          colours, and a brand green on a high-contrast black ground is unreadable. */}
      <span className={styles.icon({ tone: tone ?? listTone ?? listDefaults.tone })}>
        <Icon icon={glyph} />
      </span>
      {iconLabel && <VisuallyHidden>{`${iconLabel}: `}</VisuallyHidden>}
      <span className={styles.content}>{children}</span>
    </li>
  );
}
