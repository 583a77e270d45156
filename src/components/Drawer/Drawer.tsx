/**
 * Drawer: a side sheet, full height, on `Dialog`'s modal `<dialog>`.
 *
 * Built on `Dialog`, so every reason recorded there holds here: the platform's modal gives the
 * inert page, the focus moved in and returned, Escape and the scroll lock, before and without
 * scripts, with no focus trap written by hand.
 * - Bytes: 0.1 kB of JavaScript and 0.1 kB of CSS, minified and gzipped, over `Dialog`; with
 *   `DialogTrigger`, 1.1 kB and 0.4 kB over what `Button` and `Icon` already bring (react and
 *   react-dom external).
 * - `side="bottom"`, the bottom sheet: the same element with `Dialog`'s `bottom` layout, in CSS
 *   alone (no JavaScript; the figures above still hold to 0.1 kB). Rounded top corners, a grab handle drawn by a pseudo-element (decoration:
 *   nothing drags it, so nothing announces it), a height that follows its content up to most of
 *   the window and scrolls inside itself beyond, padding clear of the home indicator
 *   (`safe-area-inset-bottom`), and a rise from the bottom edge unless reduced motion is asked.
 * - Keyboard: Tab moves through the sheet and cannot leave it; Escape or the close button closes
 *   it and focus goes back to the trigger.
 * - Server rendering and no JavaScript: the sheet's content is in the HTML, closed; a
 *   `DialogTrigger` (the invoker command `show-modal`) opens it with no script where the browser
 *   has invoker commands (Chromium 135, Firefox 144, Safari 26.2). WebKitGTK 2.50 and older
 *   Safari have none, so there it opens only once scripts run. A drawer that must open without
 *   scripts there too is also a popover: `popover="auto"` on the drawer and
 *   `popoverTarget={id}` on the trigger, as the site header's menu does. The close button then
 *   carries `popovertarget` too, and a script that runs later reopens it as the modal.
 */
import { clsx } from 'clsx';
import { DialogFrame, type DialogProps } from '../Dialog/Dialog';
import * as styles from './Drawer.css';
import type { DrawerSide, DrawerSize } from './Drawer.css';

export { drawerSides, drawerSizes, type DrawerSide, type DrawerSize } from './Drawer.css';

/**
 * A dialog's props, with the edge and the width of the sheet. `className`, `style`, `ref`, `id`
 * and any `data-*` or `aria-*` prop go to the `<dialog>`.
 */
export type DrawerProps = DialogProps & {
  /**
   * The edge it slides from: `end` (the right in English) unless the layout asks otherwise;
   * `bottom` for a phone's bottom sheet (a short choice, a few actions), as tall as its content.
   * @default end
   */
  side?: DrawerSide;
  /**
   * `phone` beside the page; `full` covers the window, for a menu that replaces the page.
   * @default phone
   */
  size?: DrawerSize;
};

/**
 * A sheet at the side of the window for navigation, filters or a short task beside the page.
 * Open it with a `DialogTrigger` naming its `id`, or control it with `open`.
 */
export function Drawer({ side = 'end', size = 'phone', className, ...props }: DrawerProps) {
  return (
    <DialogFrame
      {...props}
      layout={side === 'bottom' ? 'bottom' : 'sheet'}
      className={clsx(styles.drawer({ side, size }), className)}
    />
  );
}
