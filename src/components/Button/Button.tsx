import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { RouterAnchor } from '../BeemProvider/RouterAnchor';
import { Icon, type GlyphData } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';
import type { ButtonIconPosition, ButtonSize, ButtonTone, ButtonVariant } from './Button.css';

export {
  buttonIconPositions,
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonIconPosition,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './Button.css';

/** How a button looks and behaves: the props Button reads itself, as a `<button>` or a link. */
export interface ButtonOwnProps {
  /**
   * Visual weight: `primary` for the one main action of a view, `link` inside running text.
   * @default primary
   */
  variant?: ButtonVariant;
  // The sizes are the tokens' size presets, xs to xl.
  /**
   * How big: `md` for most actions, smaller beside dense content, `lg` or `xl` for a page's main call.
   * @default md
   */
  size?: ButtonSize;
  /**
   * From the shared tone list: `neutral`, the variant's own look, or `critical` for an action
   * that cannot be undone (close the account, delete the card): a red fill for `primary`, a red
   * label and outline for `secondary`, a red label for `ghost` and `link`.
   * @default neutral
   */
  tone?: ButtonTone;
  /**
   * An icon beside the label, drawn at the label's size; decorative. Any glyph of the open set
   * (`ArrowRightIcon`, `CheckIcon`…) or an app's own.
   */
  icon?: GlyphData;
  /**
   * Which side of the label the icon sits on, in the reading direction.
   * @default start
   */
  iconPosition?: ButtonIconPosition;
  /**
   * Takes the whole width of its container: a form's submit on a phone.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Shows a spinner in place of the label and marks the control busy. A loading button keeps
   * focus and its size, and ignores clicks until it is done.
   * @default false
   */
  loading?: boolean;
  /**
   * Cannot be pressed; as a link, it leaves the tab order and goes nowhere.
   * @default false
   */
  disabled?: boolean;
  /**
   * The label: a verb that says what happens ("Text me the app"). Left out only for a button
   * that is an icon alone, which then needs `aria-label` (or `aria-labelledby`).
   */
  children?: ReactNode;
  /**
   * For the `<button>`, or the `<a>` with `href`, as are `style`, `ref` and any `data-*` or
   * `aria-*` prop.
   */
  className?: string;
}

/**
 * What names the button: its words, or, for an icon alone, `aria-label` or `aria-labelledby`.
 * The type system holds an icon-only button to one of them.
 */
export type ButtonLabelling =
  | { children: ReactNode }
  | { children?: undefined; icon: GlyphData; 'aria-label': string }
  | { children?: undefined; icon: GlyphData; 'aria-labelledby': string };

/** What a Button is when a prop is left out; the docs' prop table reads it from here too. */
export const buttonDefaults = {
  variant: 'primary',
  size: 'md',
  tone: 'neutral',
  iconPosition: 'start',
  fullWidth: false,
  loading: false,
  disabled: false,
} as const satisfies Partial<ButtonOwnProps>;

/**
 * The `<button>`'s own props that a button passes on: `type` (`button` unless set), `onClick`,
 * `form`, `ref`, `data-*`, `aria-*`…
 */
export type ButtonElementProps = Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps>;
/**
 * The `<a>`'s own props that a button with `href` passes on: `target`, `rel`, `onClick`, `ref`,
 * `data-*`, `aria-*`…
 */
export type ButtonAnchorProps = Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps>;

/**
 * A button's own props with a `<button>`'s, or, given `href`, with a link's; and what names it
 * (see `ButtonLabelling`).
 */
export type ButtonProps = (
  | (ButtonOwnProps & ButtonElementProps & { href?: undefined })
  | (ButtonOwnProps & ButtonAnchorProps & { href: string })
) &
  ButtonLabelling;

/**
 * An action. With `href` it renders a link that looks like a button, for navigation, through the
 * app's router when a `BeemProvider` gives one. A Server Component: a link's anchor is its only
 * client part.
 */
export function Button(props: ButtonProps) {
  const {
    variant = buttonDefaults.variant,
    size = buttonDefaults.size,
    tone = buttonDefaults.tone,
    icon,
    iconPosition = buttonDefaults.iconPosition,
    fullWidth = buttonDefaults.fullWidth,
    loading = buttonDefaults.loading,
    disabled = buttonDefaults.disabled,
    children,
    className,
  } = props;
  const iconOnly = icon !== undefined && (children === undefined || children === null);
  const classes = clsx(styles.button({ variant, size, tone, fullWidth, iconOnly }), className);
  const glyph = icon && <Icon icon={icon} />;
  const content = (
    <>
      {loading && <Spinner size="inline" className={styles.busySpinner} />}
      <span className={clsx(loading ? styles.labelHidden : styles.label, icon && styles.withIcon)}>
        {iconPosition === 'start' && glyph}
        {children}
        {iconPosition === 'end' && glyph}
      </span>
    </>
  );

  if (props.href !== undefined) {
    const {
      variant: _variant,
      size: _size,
      tone: _tone,
      icon: _icon,
      iconPosition: _iconPosition,
      fullWidth: _fullWidth,
      loading: _loading,
      disabled: _disabled,
      children: _children,
      className: _className,
      href,
      onClick,
      ...anchorProps
    } = props;
    // A link has no disabled state: without `href` it leaves the tab order and does nothing.
    // Without `href` the anchor goes nowhere, so an inert link needs no handler.
    if (disabled || loading) {
      return (
        <a
          {...anchorProps}
          role="link"
          aria-disabled
          aria-busy={loading || undefined}
          className={classes}
        >
          {content}
        </a>
      );
    }
    return (
      <RouterAnchor {...anchorProps} href={href} onClick={onClick} className={classes}>
        {content}
      </RouterAnchor>
    );
  }

  const {
    variant: _variant,
    size: _size,
    tone: _tone,
    icon: _icon,
    iconPosition: _iconPosition,
    fullWidth: _fullWidth,
    loading: _loading,
    disabled: _disabled,
    children: _children,
    className: _className,
    href: _href,
    type = 'button',
    onClick,
    'aria-disabled': ariaDisabled,
    ...buttonProps
  } = props;
  // Not `disabled` while loading: that would drop focus from the control the user just used.
  // The same goes for `aria-disabled` buttons (a carousel arrow at its end): focusable, inert. An
  // inert button is `type="button"` with no handler, so a press neither submits its form nor
  // runs an action, and it needs no script: a Server Component cannot give an element a handler.
  // It stays the same element, so toggling `loading` keeps focus where it was.
  const inert = loading || ariaDisabled === true || ariaDisabled === 'true';
  return (
    <button
      {...buttonProps}
      type={inert ? 'button' : type}
      disabled={disabled}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={inert ? undefined : onClick}
      className={classes}
    >
      {content}
    </button>
  );
}
