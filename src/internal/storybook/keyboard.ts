/**
 * Key presses the browser itself answers. Storybook's `userEvent` dispatches synthetic key
 * events: scripts see them, but the browser's own behaviour ignores them, so Enter and Space do
 * not toggle a `<summary>` and Escape does not close a modal `<dialog>` (a close request only
 * ever comes from a real key). In the story tests the keys are pressed for real, through the test
 * browser's driver. Storybook's UI has no driver: there the synthetic press is followed by what
 * the browser would have done, so a reviewer's play function still reaches the state it claims.
 */
import { userEvent } from 'storybook/test';

interface Driver {
  keyboard: (text: string) => Promise<void>;
}

let driver: Promise<Driver | null> | undefined;

/** The test browser's keyboard; the module throws on import outside the story tests. */
const testDriver = () =>
  (driver ??= import('vitest/browser').then(
    (module) => module.userEvent as Driver,
    () => null,
  ));

const activates = new Set(['{Enter}', ' ', '[Space]']);

function actAsTheBrowser(key: string) {
  const focused = document.activeElement;
  if (activates.has(key) && focused instanceof HTMLElement && focused.localName === 'summary') {
    focused.click();
  }
  if (key === '{Escape}') {
    const modal = Array.from(document.querySelectorAll('dialog')).findLast((dialog) =>
      dialog.matches(':modal'),
    );
    modal?.requestClose();
  }
}

/**
 * Presses `key` (user-event syntax: `{Enter}`, `' '`, `{Escape}`, `{Tab}`, `{ArrowRight}`) on
 * whatever has focus, as a visitor would.
 */
export async function pressKey(key: string) {
  const real = await testDriver();
  if (real) {
    await real.keyboard(key);
    return;
  }
  await userEvent.keyboard(key);
  actAsTheBrowser(key);
}
