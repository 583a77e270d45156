/**
 * The second argument every Beem input gives `onChange`: React's event for the interaction that
 * made the change, around the browser's own (`nativeEvent`). A play function asserts it is there
 * with the value, `toHaveBeenLastCalledWith('in', reactEvent())`, and names its type where the
 * step says which interaction it was.
 *
 * Matched by shape, not with `expect.any(Event)`: Storybook's instrumented `expect` wraps the
 * functions it is handed, and a wrapped constructor cannot be tested with `instanceof`.
 */
import { expect } from 'storybook/test';

const eventType = /^[a-z]+$/;

export function reactEvent(type?: string): unknown {
  const anyType: unknown = expect.stringMatching(eventType);
  const named: unknown = type ?? anyType;
  // React's `change` of a text field wraps the browser's `input`, and of a checkbox its `click`.
  const native: unknown = expect.objectContaining({ type: anyType });
  return expect.objectContaining({ type: named, nativeEvent: native }) as unknown;
}
