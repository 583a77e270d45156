/**
 * HTML invoker commands (`<button commandfor="id" command="show-modal">`): a button opens or
 * closes a `<dialog>` or popover with no script at all. React 19 passes the lowercase attributes
 * through to the DOM unchanged, but its types do not list them yet.
 *
 * Support: Chromium 135, Firefox 144 and Safari 26.2 (Baseline since December 2025). Where a
 * browser lacks them, a component that relies on them opens its target itself once its script
 * runs, and the site's entry loads `invokers-polyfill` for the time before that.
 */
import 'react';

declare module 'react' {
  // Merging with React's own interface: its type parameter must keep React's name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button commands. */
    commandfor?: string | undefined;
    /** What it does to that element. */
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | undefined;
  }
}
