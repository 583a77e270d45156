/**
 * Avatar: a person's photo in a circle, their initials where there is no photo or it fails to
 * load, and a generic person glyph where there is no name either.
 *
 * Why the platform: the photo is a CSS background laid over the initials, and that is the whole
 * of it. The fallback is CSS alone: a background that fails to load draws nothing (an `<img>`
 * draws a broken-image icon in Chromium, even with an empty `alt`), and the initials under it
 * show through; so there is no `onError` state, no script, and it is a Server Component. The
 * trade-off: no `srcset` and no lazy loading, which an avatar, at most 64px, does not need.
 * The person's name is said once, by the avatar's root (`role="img"` with the name), or not at
 * all when the name is written beside it (`decorative`).
 * - Bytes: 1.4 kB of JavaScript and 1.6 kB of CSS alone, minified and gzipped (react and
 *   react-dom external); 0.6 kB of JavaScript and 0.2 kB of CSS over what `Button` already brings.
 * - Keyboard: none; an avatar is never a control. Put it in a `ListRow` or a `Button` to act.
 * - Server rendering: a Server Component, the same HTML on the server and in the browser: the
 *   initials are taken by grapheme with `Intl.Segmenter` and upper-cased without a locale, and
 *   the colour is a hash of the name.
 * - Without JavaScript: works in full, fallback included.
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Glyph } from '../Icon/Glyph';
import { User } from '../Icon/glyphs';
import * as styles from './Avatar.css';
import type { AvatarSize } from './Avatar.css';
import { hueIndex, initialsOf } from './initials';

export { avatarSizes, type AvatarSize } from './Avatar.css';
export { initialsOf } from './initials';

/** What an avatar shows and how big: the props it reads itself. */
export interface AvatarOwnProps {
  /**
   * The person's name ("Ana María Torres"): the initials are taken from it, it picks the colour,
   * and screen readers read it as the avatar's name unless `decorative`.
   */
  name?: string;
  /** The photo's address. Left out, or failing to load, the initials show. */
  src?: string;
  /**
   * 24px (`xs`), 32px (`sm`), 40px (`md`, a row's), or 64px (`lg`, a profile).
   * @default md
   */
  size?: AvatarSize;
  /**
   * The name is written beside the avatar (a `ListRow`'s title, a greeting): screen readers skip
   * the avatar so they do not read the name twice. Left false, the avatar is an image named by
   * `name`.
   * @default false
   */
  decorative?: boolean;
  /** For the root `<span>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** An avatar's own props with its root `<span>`'s: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type AvatarProps = AvatarOwnProps &
  Omit<ComponentPropsWithRef<'span'>, keyof AvatarOwnProps | 'children'>;

/** What an Avatar is when a prop is left out. */
export const avatarDefaults = {
  size: 'md',
  decorative: false,
} as const satisfies Partial<AvatarOwnProps>;

/** A person: their photo, else their initials, else a generic person glyph. */
export function Avatar({
  name,
  src,
  size = avatarDefaults.size,
  decorative = avatarDefaults.decorative,
  className,
  ...props
}: AvatarProps) {
  const initials = name ? initialsOf(name) : '';
  const named = Boolean(name) && !decorative;
  return (
    <span
      {...(named ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      {...props}
      className={clsx(
        styles.avatar,
        styles.size[size],
        styles.hue[name ? hueIndex(name, styles.hue.length) : styles.hue.length - 1],
        className,
      )}
    >
      {initials ? <span aria-hidden="true">{initials}</span> : <Glyph glyph={User} size={1.25} />}
      {src && (
        // A background rather than an <img>: Chromium draws its broken-image icon over a sized
        // <img> that fails, even with an empty alt, where a background that fails draws nothing.
        <span className={styles.image} style={{ backgroundImage: `url(${JSON.stringify(src)})` }} />
      )}
    </span>
  );
}
