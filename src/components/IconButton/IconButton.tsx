'use client';
/**
 * IconButton: a `Button` that shows one glyph of the open icon set and no words, named by its
 * `label`, which also shows as its tooltip, so the name a screen reader reads is the one a
 * sighted pointer or keyboard user sees.
 *
 * Why react-aria-components: the button is Beem's own `Button` (a platform `<button>`, or an
 * anchor through the app's router with `href`), and only the tooltip is React Aria's, through
 * `Tooltip`: the delay on hover, opening at once on keyboard focus, one open at a time across the
 * page, Escape to hide it and a position that stays on screen. The platform's `title` never shows
 * on keyboard focus or touch, and is read as a second name.
 * - Bytes: 13.0 kB of JavaScript and 0.2 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external; 16.1 kB and 2.5 kB alone): nearly all of it the
 *   tooltip's, which `Tooltip`, `Tabs` and `Menu` share.
 * - Keyboard: a plain button (or link) in the tab order: Enter or Space presses it (Enter alone
 *   for a link); keyboard focus shows the tooltip at once, Escape hides it. A disabled icon button
 *   stays focusable, inert, so a keyboard user can still learn what it would do.
 * - Server rendering: the button and its glyph render as they are, with their name; the tooltip
 *   only exists once shown.
 * - Without JavaScript: the button (or link) works and is named; the tooltip never shows.
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Button, type ButtonProps, type ButtonSize, type ButtonTone } from '../Button/Button';
import { Glyph, type GlyphData } from '../Icon/Glyph';
import { Tooltip, type TooltipPlacement } from '../Tooltip/Tooltip';
import * as styles from './IconButton.css';
import type { IconButtonVariant } from './IconButton.css';

export { iconButtonVariants, type IconButtonVariant } from './IconButton.css';

/**
 * What an IconButton takes besides its `<button>`'s (or, with `href`, its anchor's) own attributes.
 */
export interface IconButtonOwnProps {
  /** What it shows: any glyph of the open icon set (`MoreIcon`, `CloseIcon`, `EditIcon`…) or an app's own. */
  icon: GlyphData;
  /**
   * Its name, required: read by screen readers and shown as its tooltip. A verb and its object,
   * as a button's words would say ("Edit card", "Close", "More actions").
   */
  label: string;
  /**
   * Button's weights but `link`: `ghost` beside content, `primary` for the main one.
   * @default ghost
   */
  variant?: IconButtonVariant;
  /**
   * Button's sizes: the circle is as wide as a button of that size is high.
   * @default md
   */
  size?: ButtonSize;
  /**
   * `critical` for an action that cannot be undone (delete the card), as on Button.
   * @default neutral
   */
  tone?: ButtonTone;
  /**
   * Cannot be pressed. A disabled icon button stays in the tab order, inert, so its tooltip can
   * still say what it would do; as a link it goes nowhere.
   * @default false
   */
  disabled?: boolean;
  /**
   * The side its tooltip prefers; it flips when there is no room.
   * @default top
   */
  tooltipPlacement?: TooltipPlacement;
  /** On the `<button>` (or anchor), as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** The props IconButton sets itself, which the element's own props may not override. */
export type IconButtonReservedProps =
  keyof IconButtonOwnProps | 'children' | 'aria-label' | 'aria-labelledby';

/**
 * An icon button's own props with a `<button>`'s, or with an anchor's when it has `href`: all but
 * its children and its name, which `icon` and `label` give.
 */
export type IconButtonProps = IconButtonOwnProps &
  (
    | (Omit<ComponentPropsWithRef<'button'>, IconButtonReservedProps> & { href?: undefined })
    | (Omit<ComponentPropsWithRef<'a'>, IconButtonReservedProps> & { href: string })
  );

/** What an IconButton is when a prop is left out; the docs' prop table reads it from here too. */
export const iconButtonDefaults = {
  variant: 'ghost',
  size: 'md',
  tone: 'neutral',
  disabled: false,
  tooltipPlacement: 'top',
} as const satisfies Partial<IconButtonOwnProps>;

/**
 * The tooltip points its trigger at itself with `aria-describedby` while it shows. Here its text
 * is the button's own name, which a screen reader would then read twice: the describedby is
 * dropped, and only one the app gives is kept.
 */
function Trigger({
  describedBy,
  'aria-describedby': _fromTooltip,
  ...props
}: ButtonProps & { describedBy?: string }) {
  return <Button {...props} aria-describedby={describedBy} />;
}

/** An action shown as an icon alone, named by its label, which shows as its tooltip. */
export function IconButton({
  icon,
  label,
  variant = iconButtonDefaults.variant,
  size = iconButtonDefaults.size,
  tone = iconButtonDefaults.tone,
  disabled = iconButtonDefaults.disabled,
  tooltipPlacement = iconButtonDefaults.tooltipPlacement,
  className,
  'aria-describedby': describedBy,
  ...props
}: IconButtonProps) {
  // A disabled <button> takes no focus and no hover, so its tooltip could never say what it is:
  // Button's `aria-disabled` keeps it focusable and inert instead. A link keeps Button's own
  // disabled state (no href: nothing to follow).
  const inert =
    props.href === undefined ? { 'aria-disabled': disabled || undefined } : { disabled };
  const button: ButtonProps = {
    ...props,
    ...inert,
    variant,
    size,
    tone,
    'aria-label': label,
    className: clsx(styles.circle[size], className),
    children: <Glyph glyph={icon} size={1.25} className={styles.glyph} />,
  };
  // Spread on the trigger itself, not nested, so the tooltip (and a menu trigger) find its ref
  // and handlers and chain their own with them.
  return (
    <Tooltip content={label} placement={tooltipPlacement}>
      <Trigger {...button} describedBy={describedBy} />
    </Tooltip>
  );
}
