'use client';
/**
 * Selection as the library hands it to an app: an array of keys, never React Aria's `Set`, since
 * a `Set` does not survive JSON, a server action or a story's controls, and two equal Sets are
 * not `===`. React Aria takes arrays as they are (it reads any iterable); only what it gives back
 * is turned into one here.
 */
import type { Key, Selection } from 'react-aria-components';

/** React Aria's selection, in the order the keys were selected; `'all'` stays `'all'`. */
export function keysOf(selection: Selection): Key[] | 'all' {
  return selection === 'all' ? 'all' : [...selection];
}
