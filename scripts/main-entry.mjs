/**
 * The main entry is the design system: components, hooks, types, the theme and tokens, and the
 * formatting components share. This reads the names `@beem/design-system` exports from its API
 * report (`api/beem-design-system.api.md`, which `npm run api:check` holds to the source) and
 * sorts them:
 *
 * - admitted by their kind, with no listing: a type or interface; a component (a PascalCase
 *   value, the icons included); a hook (`useX`); and a component's own option arrays and
 *   defaults, named after it (`buttonSizes`, `stackDefaults`);
 * - every other value, which must be listed in `api/main-entry.md` with the reason an app needs it
 *   from the design system.
 *
 * So an app SDK or a marketing bundle cannot creep back in: a new client, settings object,
 * storage key or string set fails the unit tests until someone lists it and says why, and review
 * reads that reason.
 */

/**
 * The names an API Extractor report declares at its top level, each with whether it is a type.
 * @param {string} report
 */
export function reportedExports(report) {
  /** @type {Map<string, 'type' | 'value'>} */
  const names = new Map();
  for (const [, kind, name] of report.matchAll(
    /^(?:export |declare )+(const|function|class|enum|namespace|interface|type) (\w+)/gm,
  ))
    if (name) names.set(name, kind === 'interface' || kind === 'type' ? 'type' : 'value');
  // API Extractor renames a declaration that clashes with a global (`Text_2`) and re-exports it.
  for (const [, local, exported] of report.matchAll(/^export \{ (\w+)(?: as (\w+))? \}/gm)) {
    const name = exported ?? local;
    if (!name || !local) continue;
    names.set(name, names.get(local) ?? 'value');
    if (exported) names.delete(local);
  }
  return names;
}

const pascalCase = /^[A-Z][a-z0-9]+(?:[A-Z0-9][a-z0-9]*)*$/;

/**
 * Why a name needs no listing, or `undefined` when it does.
 * @param {string} name
 * @param {'type' | 'value'} kind
 * @param {readonly string[]} components
 */
export function admittedKind(name, kind, components) {
  if (kind === 'type') return 'type';
  if (pascalCase.test(name)) return 'component';
  if (/^use[A-Z]/.test(name)) return 'hook';
  const owner = components.find((component) => {
    const prefix = component.charAt(0).toLowerCase() + component.slice(1);
    return name.startsWith(prefix) && /[A-Z]/.test(name.charAt(prefix.length));
  });
  return owner ? `${owner}'s options` : undefined;
}

/**
 * The reviewed list: each row of `api/main-entry.md`'s tables, `` | `name` | reason | ``.
 * @param {string} markdown
 */
export function reviewedNames(markdown) {
  /** @type {Map<string, string>} */
  const reviewed = new Map();
  for (const [, name, reason] of markdown.matchAll(/^\|\s*`(\w+)`\s*\|\s*(.*?)\s*\|\s*$/gm))
    if (name) reviewed.set(name, reason ?? '');
  return reviewed;
}

/**
 * What the report exports that the list does not admit, what the list names that the entry no
 * longer exports, and listed names with no reason.
 * @param {string} report
 * @param {string} markdown
 */
export function checkMainEntry(report, markdown) {
  const exported = reportedExports(report);
  const components = [...exported]
    .filter(([name, kind]) => kind === 'value' && pascalCase.test(name))
    .map(([name]) => name)
    // The longest name first, so `cardGridDefaults` is CardGrid's, not Card's.
    .sort((a, b) => b.length - a.length);
  const reviewed = reviewedNames(markdown);
  const unlisted = [...exported]
    .filter(([name, kind]) => !admittedKind(name, kind, components) && !reviewed.has(name))
    .map(([name]) => name);
  const stale = [...reviewed.keys()].filter((name) => !exported.has(name));
  const unexplained = [...reviewed].filter(([, reason]) => reason.length < 12).map(([n]) => n);
  return { count: exported.size, unlisted, stale, unexplained };
}
