/**
 * Matchers that say what a play function checks about an element, for states that Testing
 * Library's matchers have no word for. A step in Storybook's Interactions panel then reads as a
 * sentence about the element ("expect(dialog).toBeModal()"), never as `expect(true).toBe(true)`,
 * which tells a reviewer nothing and fails with nothing to go on. Registered by the preview, so
 * they hold in Storybook's UI and in the story tests alike. The module is listed in package.json's
 * `sideEffects`: its import exports nothing, and a production build (the built Storybook) would
 * otherwise drop it, leaving every play that uses these matchers to fail there.
 */
import { expect } from 'storybook/test';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the matchers' declared home
  namespace jest {
    interface Matchers<R> {
      /** A popover shown, a `<dialog>` or `<details>` open. */
      toBeOpen(): R;
      /** A `<dialog>` shown modally: the rest of the page is inert behind it. */
      toBeModal(): R;
      /** Focus is on the element or inside it. */
      toContainFocus(): R;
      /** The element comes before `later` in the document (reading and tab order). */
      toPrecede(later: Element): R;
      /** Some of the element lies inside the window, where the visitor sees it. */
      toBeInViewport(): R;
      /** An image that loaded and decoded a picture. */
      toHaveLoadedImage(): R;
    }
  }
}

interface Result {
  pass: boolean;
  message: () => string;
}

function describe(element: unknown): string {
  if (!(element instanceof Element)) return String(element);
  const name = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40);
  return `<${element.localName}>${name ? ` "${name}"` : ''}`;
}

function element(received: unknown, matcher: string): Element {
  if (received instanceof Element) return received;
  throw new TypeError(`${matcher}: expected an element, received ${String(received)}`);
}

function result(pass: boolean, received: unknown, is: string, isNot: string): Result {
  return {
    pass,
    message: () => `${describe(received)} ${pass ? isNot : is}`,
  };
}

expect.extend({
  toBeOpen(received: unknown): Result {
    const target = element(received, 'toBeOpen');
    const open = target.matches('[popover]')
      ? target.matches(':popover-open')
      : target instanceof HTMLDialogElement || target instanceof HTMLDetailsElement
        ? target.open
        : target.matches('[open]');
    return result(open, received, 'is not open', 'is open');
  },
  toBeModal(received: unknown): Result {
    const modal = element(received, 'toBeModal').matches(':modal');
    return result(modal, received, 'is not shown modally', 'is shown modally');
  },
  toContainFocus(received: unknown): Result {
    const focused = document.activeElement;
    const pass = element(received, 'toContainFocus').contains(focused);
    return {
      pass,
      message: () =>
        `${describe(received)} ${pass ? 'holds' : 'does not hold'} the focus (on ${describe(focused)})`,
    };
  },
  toPrecede(received: unknown, later: Element): Result {
    const position = element(received, 'toPrecede').compareDocumentPosition(later);
    const pass = Boolean(position & Node.DOCUMENT_POSITION_FOLLOWING);
    return result(
      pass,
      received,
      `does not come before ${describe(later)}`,
      `comes before ${describe(later)}`,
    );
  },
  toBeInViewport(received: unknown): Result {
    const box = element(received, 'toBeInViewport').getBoundingClientRect();
    const pass =
      box.bottom > 0 &&
      box.top < window.innerHeight &&
      box.right > 0 &&
      box.left < window.innerWidth;
    return result(pass, received, 'lies outside the window', 'lies inside the window');
  },
  toHaveLoadedImage(received: unknown): Result {
    const target = element(received, 'toHaveLoadedImage');
    const pass = target instanceof HTMLImageElement && target.complete && target.naturalWidth > 0;
    return result(pass, received, 'has not loaded its picture', 'has loaded its picture');
  },
});
