/** The item at `index`, or a clear failure: for tests that index into what a query found. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`Expected an item at index ${index} of ${list.length}.`);
  return item;
}
