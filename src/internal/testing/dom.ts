/**
 * A component mounted in a DOM, for unit tests of what only a browser's React does: events,
 * focus, state. The test file runs in happy-dom (`// @vitest-environment happy-dom` at its top)
 * and gives `unmountAll` to `afterEach`. Every update goes through act(), so a test reads the DOM
 * as React left it.
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

// React's act() environment flag: without it every update in a mount warns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: (() => void)[] = [];

/** Renders `element` into a fresh container in the document. */
export function mount(element: ReactElement): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => {
    root.render(element);
  });
  mounted.push(() => {
    act(() => {
      root.unmount();
    });
    container.remove();
  });
  return container;
}

/** Unmounts everything `mount` rendered, and anything left in the body (a popover's portal). */
export function unmountAll() {
  for (const unmount of mounted.splice(0)) unmount();
  document.body.replaceChildren();
}

/** A press: React Aria takes a click with no pointer before it as a whole (virtual) press. */
export function press(element: Element) {
  act(() => {
    (element as HTMLElement).click();
  });
}

/** A key pressed and released on `target`, the focused element as a rule. */
export function key(target: Element, name: string, modifiers: KeyboardEventInit = {}) {
  const init = { key: name, bubbles: true, cancelable: true, ...modifiers };
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', init));
    target.dispatchEvent(new KeyboardEvent('keyup', init));
  });
}

/**
 * Focus moved to `element` as Tab would move it: React Aria reads the key first, so it treats
 * the focus as keyboard focus (a tooltip opens at once, a collection focuses its item).
 */
export function tabTo(element: Element) {
  key(document.body, 'Tab');
  act(() => {
    (element as HTMLElement).focus();
  });
}

/** The one element `selector` finds in `within`, or a clear failure. */
export function one(within: ParentNode, selector: string): HTMLElement {
  const [found, ...more] = within.querySelectorAll<HTMLElement>(selector);
  if (!found || more.length)
    throw new Error(`Expected one ${selector}, found ${more.length + (found ? 1 : 0)}.`);
  return found;
}
