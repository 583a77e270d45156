'use client';
/**
 * A value an input owns until its parent does: `value` given makes it controlled (the parent
 * keeps it, and hears each change through `onChange`); `value` left out makes it uncontrolled,
 * starting at `defaultValue`, with `onChange` still told. The same rule as React's own inputs,
 * so every Beem input reads the same whichever way an app holds its state.
 */
import { useState } from 'react';

export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  return [
    controlled ? value : own,
    (next) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
  ];
}
