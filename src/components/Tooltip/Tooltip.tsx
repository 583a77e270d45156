'use client';
/**
 * Tooltip: react-aria-components' `TooltipTrigger` and `Tooltip`, around one focusable trigger.
 *
 * Why react-aria-components: the platform's own tooltips do not fit. The `title` attribute never
 * shows on keyboard focus or touch, and `popover="hint"` with interest invokers (hover and focus,
 * no script) is in Chromium alone. A tooltip needs a delay on hover, opening at once on keyboard
 * focus, one open at a time across the page, Escape to hide it, the trigger described by it
 * while it shows, and a position that stays on screen: all from the library, none written here.
 * - Bytes: 14.6 kB of JavaScript and 0.2 kB of CSS, minified and gzipped, over what `Button` and
 *   `Icon` already bring (react and react-dom external); `Tabs` shares most of it (the two
 *   together add 39.7 kB).
 * - Keyboard: it shows when the trigger gets keyboard focus and hides on Escape or blur; the
 *   trigger stays a plain control in the tab order.
 * - Server rendering: the trigger renders as it is; the tooltip only exists once opened.
 * - Without JavaScript: the trigger works and the tooltip never shows, which is why a tooltip may
 *   hold only supplementary text.
 */
import { clsx } from 'clsx';
import type { ComponentProps, CSSProperties, Ref } from 'react';
import {
  Focusable,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';
import type { TooltipPlacement } from './Tooltip.css';

export { tooltipPlacements, type TooltipPlacement } from './Tooltip.css';

/**
 * A tooltip's text, its trigger and where it shows, with React Aria's `delay` and `closeDelay`: how
 * long, in milliseconds, before it shows on hover and before it hides.
 */
export interface TooltipProps extends Pick<TooltipTriggerComponentProps, 'delay' | 'closeDelay'> {
  /**
   * Supplementary text: a hint that the trigger's own label does not need. Never a label,
   * instructions, a price or an error, which must be on the page itself.
   */
  content: string;
  /**
   * The trigger: one focusable control (a `Button`, a link) that passes on its props and ref.
   * Never text, an icon or another element that cannot take focus.
   */
  children: ComponentProps<typeof Focusable>['children'];
  /**
   * The side it prefers; it flips when there is no room.
   * @default top
   */
  placement?: TooltipPlacement;
  /**
   * Never shows: the trigger stays as it is, still focusable and working, with no description.
   * @default false
   */
  disabled?: boolean;
  /** On the tooltip's bubble, with `style`, `ref` and any `data-*` prop: the trigger keeps its own. */
  className?: string;
  /** Inline styles for the tooltip's bubble. */
  style?: CSSProperties;
  /** The tooltip's bubble element, while it shows. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A short hint about a control, shown while the pointer rests on it or it has keyboard focus,
 * and read as the control's description.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay,
  closeDelay,
  disabled,
  className,
  ...bubble
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} isDisabled={disabled}>
      <Focusable>{children}</Focusable>
      <AriaTooltip {...bubble} placement={placement} className={clsx(styles.tooltip, className)}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
