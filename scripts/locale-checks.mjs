/**
 * What the locale tests of the library and the site share: which message namespaces a module can
 * write, and what a rendering under another locale still says in English.
 *
 * A component writes its own strings from the en-US namespace modules it imports
 * (helpers/locale/messages/en-US/<namespace>), so the namespaces a screen needs under another
 * locale are those its modules import, followed through every module they import at run time.
 * Read from the source rather than from a rendering, so that a step a test does not reach (a code
 * step, an error) still counts. A site module's imports of '@beem/design-system' (and of its
 * '/marketing' entry) are followed to the modules the entry takes each name from.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const repo = join(import.meta.dirname, '..');
/** The package's code entries, by the specifier a site module imports them with. */
const publicEntries = new Map([
  ['@beem/design-system', join(repo, 'src/index.ts')],
  ['@beem/design-system/marketing', join(repo, 'src/marketing.ts')],
]);
const namespaceModule = /\/helpers\/locale\/messages\/en-US\/(\w+)$/;

/** @param {string} path */
const sourceOf = (path) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);

/**
 * The file a relative specifier names (`.ts`, `.tsx` or a folder's index), if it is source.
 * @param {string} from
 * @param {string} specifier
 */
function resolveRelative(from, specifier) {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/**
 * The value names of a named import or export (`{ a, b as c }` → `a`, `b`), leaving out types.
 * @param {import('typescript').NamedImports | import('typescript').NamedExports} list
 */
const valueNames = (list) =>
  list.elements
    .filter((element) => !element.isTypeOnly)
    .map((element) => (element.propertyName ?? element.name).text);

/**
 * The run-time imports and re-exports of a module: each specifier, with the names it takes
 * (none for a whole module: `import './x'`, `export *`, a namespace import).
 * @param {string} path
 * @returns {{ specifier: string; names: string[] | null }[]}
 */
function importsOf(path) {
  /** @type {{ specifier: string; names: string[] | null }[]} */
  const found = [];
  for (const statement of sourceOf(path).statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const specifier = statement.moduleSpecifier.text;
      let names;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (clause?.isTypeOnly) continue;
        const bindings = clause?.namedBindings;
        names =
          bindings && ts.isNamedImports(bindings) && !clause.name ? valueNames(bindings) : null;
      } else {
        if (statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        names = clause && ts.isNamedExports(clause) ? valueNames(clause) : null;
      }
      // Only types named: the module brings in no code, so none of its messages.
      if (names?.length === 0) continue;
      found.push({ specifier, names });
    }
  }
  return found;
}

/** @type {Map<string, Map<string, string>>} */
const publicNames = new Map();
/**
 * Each name a public entry exports, with the module it comes from.
 * @param {string} publicEntry
 */
function publicModules(publicEntry) {
  const known = publicNames.get(publicEntry);
  if (known) return known;
  /** @type {Map<string, string>} */
  const names = new Map();
  publicNames.set(publicEntry, names);
  for (const statement of sourceOf(publicEntry).statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const module = resolveRelative(publicEntry, specifier.text);
    if (!module) continue;
    const clause = statement.exportClause;
    if (clause && ts.isNamedExports(clause))
      for (const element of clause.elements) names.set(element.name.text, module);
    else if (clause && ts.isNamespaceExport(clause)) names.set(clause.name.text, module);
  }
  return names;
}

/**
 * The message namespaces a module can write: every en-US namespace module it or a module it
 * imports at run time imports, by namespace, with the modules that import it.
 * @param {string} entry a path from the repository's root
 * @returns {Map<string, string[]>}
 */
export function namespacesOf(entry) {
  /** @type {Map<string, string[]>} */
  const namespaces = new Map();
  const seen = new Set();
  /** @param {string} path */
  const visit = (path) => {
    if (seen.has(path) || path.endsWith('.css.ts')) return;
    seen.add(path);
    for (const { specifier, names } of importsOf(path)) {
      const publicEntry = publicEntries.get(specifier);
      if (publicEntry) {
        const modules = publicModules(publicEntry);
        for (const name of names ?? [...modules.keys()]) {
          const module = modules.get(name);
          if (module) visit(module);
        }
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      const namespace = namespaceModule.exec(specifier)?.[1];
      if (namespace) {
        namespaces.set(namespace, [...(namespaces.get(namespace) ?? []), relative(repo, path)]);
        continue;
      }
      const module = resolveRelative(path, specifier);
      if (module) visit(module);
    }
  };
  visit(join(repo, entry));
  return namespaces;
}

/** Whether a text has a phrase as whole words (not "slide" inside another word). */
export const hasPhrase = (/** @type {string} */ text, /** @type {string} */ phrase) =>
  new RegExp(
    `(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
    'u',
  ).test(text);

/** What a reader meets in the markup: its text, and the names and labels in its attributes. */
export const readableText = (/** @type {string} */ html) =>
  [
    ...[
      ...html.matchAll(/\s(?:aria-label|aria-roledescription|title|alt|placeholder)="([^"]*)"/g),
    ].map(([, value]) => value),
    html.replace(/<[^>]*>/g, ' '),
  ]
    .join(' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/[ \t\n]+/g, ' ');

/** Common English words no Spanish sentence has: a sign of a string left out of the catalogue. */
const englishWords = [
  'the',
  'and',
  'your',
  'you',
  'of',
  'to',
  'with',
  'is',
  'are',
  'not',
  'on',
  'for',
  'by',
  'please',
  'go',
  'back',
  'done',
  'skip',
  'share',
  'read',
  'all',
  'sign',
  'send',
  'get',
  'page',
  'close',
  'next',
  'previous',
  'home',
  'help',
  'login',
  'log',
  'included',
  'left',
  'characters',
  'too',
  'many',
];
export const englishWordsIn = (/** @type {string} */ text) =>
  englishWords.filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu').test(text));

/**
 * What the Spanish rendering of a node still says in English, against the English rendering of
 * the same node: English words, and en-US messages the English one shows that es-US writes
 * differently (with their Spanish missing). `checked` counts what the English rendering gave to
 * look for: none means the comparison proves nothing.
 * @param {{ englishHtml: string; spanishHtml: string; enUS: Readonly<Record<string, unknown>>;
 *   esUS: Readonly<Record<string, unknown>> }} renderings
 */
export function englishLeft({ englishHtml, spanishHtml, enUS, esUS }) {
  const english = readableText(englishHtml);
  const text = readableText(spanishHtml);
  const found = Object.entries(enUS)
    .filter(([key, en]) => typeof en === 'string' && en !== esUS[key] && hasPhrase(english, en))
    .map(([key, en]) => ({ key, en: /** @type {string} */ (en) }));
  // A phrase inside a longer one that is shown ("Get the app" in "Get the app by text") is that
  // longer string's words, not a string of its own.
  const shown = found.filter(
    ({ en }) => !found.some((other) => other.en !== en && other.en.includes(en)),
  );
  const problems = [
    // A string written in the component and never put in the catalogue shows as English words.
    ...englishWordsIn(text).map((word) => `the English word "${word}" in: ${text}`),
    ...shown.flatMap(({ key, en }) => {
      const es = esUS[key];
      return [
        ...(hasPhrase(text, en) ? [`${key}: "${en}" in: ${text}`] : []),
        ...(typeof es === 'string' && !hasPhrase(text, es)
          ? [`${key}: no "${es}" in: ${text}`]
          : []),
      ];
    }),
  ];
  return { checked: shown.length + englishWordsIn(english).length, problems };
}
