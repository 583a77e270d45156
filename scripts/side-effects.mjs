/**
 * The public entry re-exports every component, so without help the bundler must assume each
 * module it reaches through the entry runs code on import, and would put the whole library in
 * every chunk. Library modules are pure (what the package's `sideEffects` field also says), except
 * the stylesheets: vanilla-extract's generated CSS, and the global rules and font faces.
 */
/**
 * @param {string} id
 * @returns {boolean | undefined}
 */
export function librarySideEffects(id) {
  if (id.includes('node_modules')) return undefined;
  if (/\.css$/.test(id) || /[\\/]tokens[\\/]global\.css\.ts$/.test(id)) return true;
  if (/[\\/]src[\\/]styles\.ts$/.test(id)) return true;
  if (/[\\/](src|tokens)[\\/]/.test(id)) return false;
  // The site, Storybook and scripts keep the default: a module may run code on import.
  return true;
}
