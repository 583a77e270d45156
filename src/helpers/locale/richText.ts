import { Fragment, createElement, type ReactNode } from 'react';

/**
 * A message with elements in it (a link in a sentence). The catalogues hold plain ICU text, as
 * `@internationalized/string` formats it, so the sentence is written with a marker for each
 * element, `placeholders(names)` gives the markers as its arguments, and `withElements` puts the
 * elements where the markers landed: each locale orders its sentence its own way.
 */
// A private-use character, which no catalogue's text contains.
const marker = (name: string) => `\uE000${name}\uE000`;

/** The arguments that mark where each named element goes. */
export const placeholders = <Name extends string>(...names: Name[]): Record<Name, string> =>
  Object.fromEntries(names.map((name) => [name, marker(name)])) as Record<Name, string>;

/** The formatted message with each marker replaced by its element. */
export function withElements(message: string, elements: Record<string, ReactNode>): ReactNode[] {
  return message
    .split(/\uE000(\w+)\uE000/)
    .map((part, index) =>
      createElement(Fragment, { key: index }, index % 2 === 1 ? elements[part] : part),
    );
}
