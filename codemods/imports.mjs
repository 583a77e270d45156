/**
 * What the codemods share: which local names a file gives to the package's exports, so a
 * transform changes `<Stack>` only where `Stack` is Beem's (an app may have its own `Stack`, or
 * import ours under another name).
 */

/** The package's specifiers, the main entry first. */
export const packageName = '@beem/design-system';

/**
 * The local name of each export a file imports from `source`: `{ Stack: 'Stack' }`, or
 * `{ Stack: 'Layout' }` for `import { Stack as Layout }`.
 * @param {import('jscodeshift').JSCodeshift} j
 * @param {import('jscodeshift').Collection} root
 * @param {string} source
 * @returns {Map<string, string>}
 */
export function importedNames(j, root, source = packageName) {
  /** @type {Map<string, string>} */
  const names = new Map();
  root.find(j.ImportDeclaration, { source: { value: source } }).forEach((path) => {
    for (const specifier of path.node.specifiers ?? [])
      if (specifier.type === 'ImportSpecifier')
        names.set(
          String(specifier.imported.name),
          String(specifier.local?.name ?? specifier.imported.name),
        );
  });
  return names;
}
