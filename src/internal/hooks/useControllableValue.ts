'use client';
/**
 * A value an input owns until its parent does: `value` given makes it controlled (the parent
 * keeps it, and hears each change through `onChange`); `value` left out makes it uncontrolled,
 * starting at `defaultValue`, with `onChange` still told. The same rule as React's own inputs,
 * so every Beem input reads the same whichever way an app holds its state.
 *
 * Whatever else the setter is given (the event that caused the change) goes on to `onChange`
 * after the value: every Beem input calls `onChange(value, event)`, so an app reads the value
 * without digging into the event, and still has the event when it needs the element or the form.
 *
 * The third item goes back to `defaultValue` when the value is the input's own (a form reset,
 * `useFormReset`); a controlled value is the parent's, and stays.
 */
import { useState } from 'react';

export function useControllableValue<T, Rest extends unknown[] = []>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T, ...rest: Rest) => void,
): [T, (next: T, ...rest: Rest) => void, () => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  return [
    controlled ? value : own,
    (next, ...rest) => {
      if (!controlled) setOwn(next);
      onChange?.(next, ...rest);
    },
    () => {
      if (!controlled) setOwn(defaultValue);
    },
  ];
}
