'use client';
/**
 * A control that keeps its own value outside a native input (its state in React, its form value
 * on a hidden input) hears its form's reset here, as a native input does without help: a reset
 * button, `form.reset()`, or React's own reset after a form `action` completes. `reset` goes
 * back to `defaultValue`. The event comes before the browser resets the native fields, and the
 * state it sets renders after, so the hidden input ends on the default too.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useFormReset(element: RefObject<Element | null>, reset: () => void) {
  const latest = useRef(reset);
  useEffect(() => {
    latest.current = reset;
  });
  useEffect(() => {
    const form = element.current?.closest('form');
    if (!form) return;
    const onReset = () => {
      latest.current();
    };
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('reset', onReset);
    };
  }, [element]);
}
