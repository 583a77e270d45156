'use client';
/**
 * Popover: a short interactive panel anchored to its trigger (a filter, an explanation with a
 * link), on react-aria-components' `DialogTrigger`, `Popover` and `Dialog`.
 *
 * Why react-aria-components and not the platform's `popover` attribute: `popover` itself is in
 * every browser, and gives light dismiss and Escape with no script, but placing the panel beside
 * its trigger needs CSS anchor positioning, which came to Safari in 26 and Firefox in 147, and
 * whose defaults differed between browsers until Chrome 151, Firefox 151 and Safari 27: the
 * older iPhones many of Beem's readers carry would show the panel at the corner of the window.
 * The library gives, none of it written here:
 * - a position beside the trigger that flips to the other side and shifts to stay on screen, and
 *   follows the trigger as the page scrolls or resizes;
 * - focus moved into the panel when it opens and back to the trigger when it closes, by Escape,
 *   a press outside (light dismiss) or a button inside;
 * - the trigger's `aria-expanded` and `aria-controls`, and the panel's `dialog` role, named by its
 *   title (`aria-labelledby`).
 * While it is open the rest of the page is hidden from assistive technology, as the library does
 * for a dialog popover, so a screen reader's cursor cannot wander off behind it; to the eye it is
 * not modal (no scrim, and a press outside simply closes it).
 * - Bytes: 27.9 kB of JavaScript and 0.5 kB of CSS, minified and gzipped, over `Button` (react
 *   and react-dom external); 17.9 kB of JavaScript over `Tooltip`, which shares the positioning.
 *   The platform's `popover` with anchor positioning would cost next to nothing, and is the way
 *   to go once the browsers Beem's readers use all place it the same way.
 * - Keyboard: Enter or Space on the trigger opens it with focus on the panel; Tab moves through
 *   its links and buttons; Escape closes it and focus goes back to the trigger.
 * - Server rendering: the trigger renders as it is; the panel exists only once opened.
 * - Without JavaScript: the trigger does nothing, so the panel may hold only what the page also
 *   offers another way (a filter's choices are also a page of their own; an explanation's link is
 *   also in the help centre).
 */
import { clsx } from 'clsx';
import { useId, type ComponentProps, type CSSProperties, type ReactNode, type Ref } from 'react';
import {
  Dialog,
  DialogTrigger,
  I18nProvider,
  OverlayArrow,
  Popover as AriaPopover,
  Pressable,
} from 'react-aria-components';
import { useLocale } from '../../helpers/locale/context';
import { Heading } from '../Heading/Heading';
import * as styles from './Popover.css';
import type { PopoverPlacement } from './Popover.css';

export { popoverPlacements, type PopoverPlacement } from './Popover.css';

/** The panel's side of the trigger in react-aria-components' words, which flip in RTL. */
const ariaPlacement = {
  bottom: 'bottom start',
  top: 'top start',
  start: 'start top',
  end: 'end top',
} as const satisfies Record<PopoverPlacement, string>;

/**
 * A popover's trigger, title and content, whether it is open, and the attributes its panel takes.
 */
export interface PopoverProps {
  /**
   * The trigger: one `Button` (or another control that passes on its props and ref). It gets
   * `aria-expanded` and opens the panel on press.
   */
  trigger: ComponentProps<typeof Pressable>['children'];
  /** The panel's heading, which names it. Short: "Filter activity", "What's a cash advance?". */
  title: ReactNode;
  /**
   * A few lines, a link, a few controls. A function gets `close`, for a button inside that
   * applies a choice and closes the panel.
   */
  children: ReactNode | ((close: () => void) => ReactNode);
  /**
   * The side of the trigger it prefers; it flips when there is no room.
   * @default bottom
   */
  placement?: PopoverPlacement;
  /**
   * A small arrow pointing at the trigger.
   * @default false
   */
  arrow?: boolean;
  /** Controlled: open when true. Leave it out and the trigger opens and closes it. */
  open?: boolean;
  /**
   * Open on the first render, uncontrolled: the trigger, Escape, a press outside and `close` close
   * it from there.
   * @default false
   */
  defaultOpen?: boolean;
  /** Each time it opens or closes: the trigger, Escape, a press outside, `close`. */
  onOpenChange?: (open: boolean) => void;
  /** On the panel, with `style`, `ref` and any `data-*` or `aria-*` prop; the trigger keeps its own. */
  className?: string;
  /** Inline styles for the panel. */
  style?: CSSProperties;
  /** The panel element, the one with the `dialog` role. */
  ref?: Ref<HTMLElement>;
  /** Any `data-*` attribute, written on the panel as given. */
  [data: `data-${string}`]: string | number | boolean | undefined;
  /** The `id`s of elements whose text is read as the panel's description, after its title. */
  'aria-describedby'?: string;
}

/**
 * A small panel beside a control, for a short task or explanation that keeps the reader on the
 * page: a filter, a definition with a link to more. Not for anything the page needs to work.
 */
export function Popover({
  trigger,
  title,
  children,
  placement = 'bottom',
  arrow = false,
  open,
  defaultOpen,
  onOpenChange,
  className,
  ref,
  ...panel
}: PopoverProps) {
  const titleId = useId();
  const locale = useLocale();
  return (
    <DialogTrigger isOpen={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Pressable>{trigger}</Pressable>
      {/* React Aria's own words (the hidden "Dismiss" button a screen reader finds at each end of
          the panel) in the page's locale, not the browser's. */}
      <I18nProvider locale={locale}>
        <AriaPopover
          placement={ariaPlacement[placement]}
          offset={arrow ? 12 : 8}
          className={styles.popover}
        >
          {arrow && (
            <OverlayArrow className={styles.arrow}>
              <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden>
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          <Dialog
            {...panel}
            ref={ref}
            aria-labelledby={titleId}
            className={clsx(styles.panel, className)}
          >
            {({ close }) => (
              <>
                <Heading level={2} size="md" id={titleId}>
                  {title}
                </Heading>
                {typeof children === 'function' ? children(close) : children}
              </>
            )}
          </Dialog>
        </AriaPopover>
      </I18nProvider>
    </DialogTrigger>
  );
}
