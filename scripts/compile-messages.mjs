/**
 * Compiles the library's message catalogues (src/helpers/locale/messages/<locale>.json, ICU message
 * syntax) into TypeScript modules that `@internationalized/string` reads at run time, the way
 * React Aria ships its own strings: the ICU parser runs here, at build time, and never reaches a
 * visitor's browser. Each message becomes a string or a small function of its arguments.
 *
 * Writes, under src/helpers/locale/messages, a module per namespace of each locale
 * (`<locale>/<namespace>.ts`), `<locale>.ts` putting each locale's together in two catalogues
 * (the app namespaces' `enUS`, the marketing ones' `enUSMarketing`: `marketingNamespaces`),
 * `<locale>/index.ts` naming the app namespaces of each translated locale, and `keys.ts` (every
 * key and the arguments it takes, from en-US, the source locale). `npm run messages` runs it; a
 * unit test compiles again and fails when a checked-in module differs from its JSON, when a key
 * is in one locale and not the other, or when a translation drops or adds an argument.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileString } from '@internationalized/string-compiler';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { format, resolveConfig } from 'prettier';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
export const messagesDir = join(repo, 'src/helpers/locale/messages');
export const sourceLocale = 'en-US';
export const catalogueLocales = ['en-US', 'es-US'];
/** The locales translated from the source one. */
export const translatedLocales = catalogueLocales.filter((locale) => locale !== sourceLocale);

/**
 * The argument names a message uses, at any depth (inside plural and select branches too).
 * @param {string} message
 */
export function argumentsOf(message) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {import('@formatjs/icu-messageformat-parser').MessageFormatElement[]} parts */
  const walk = (parts) => {
    for (const part of parts) {
      if (part.type === TYPE.literal || part.type === TYPE.pound) continue;
      names.add(part.value);
      if ('options' in part) for (const option of Object.values(part.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/**
 * @param {string} locale
 * @returns {Record<string, string>}
 */
export function readCatalogue(locale) {
  return JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8'));
}

/**
 * @param {string} source
 * @param {string[]} [lines] the module's compiled messages
 */
const header = (source, lines = []) =>
  `// Generated from ${source} by scripts/compile-messages.mjs: edit the JSON, then run\n// \`npm run messages\`.\n` +
  // A message that is one plural or select compiles to a template around a single expression.
  (lines.some((line) => /\)\.(plural|select)\(/.test(line))
    ? '/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */\n'
    : '');

/**
 * Each message of a catalogue compiled to code, by key.
 * @param {Record<string, string>} messages
 */
function compileEntries(messages) {
  return Object.entries(messages).map(([key, message]) => {
    let code = compileString(message);
    // Plural, select and number parts call the formatter's helpers, which its type keeps
    // protected: the compiled call goes through the narrower public shape below.
    code = code
      .replace(/^\(args, formatter\) =>/, '(args: Variables = {}, formatter?: unknown) =>')
      .replace(/^\(args\) =>/, '(args: Variables = {}) =>')
      .replaceAll('formatter.', '(formatter as IcuFormatter).')
      // A non-breaking space ("EE.\u00a0UU.") is written as its escape, which reads in review.
      .replaceAll('\u00a0', '\\u00a0');
    return `  ${JSON.stringify(key)}: ${code},`;
  });
}

/**
 * The imports a module of compiled messages needs.
 * @param {string[]} lines
 * @param {string} up the path from the module to src/helpers/locale
 */
function importsFor(lines, up) {
  return [
    ...(lines.some((line) => line.includes('Variables'))
      ? ["import type { Variables } from '@internationalized/string';"]
      : []),
    ...(lines.some((line) => line.includes('IcuFormatter'))
      ? [`import type { IcuFormatter } from '${up}/icuFormatter';`]
      : []),
  ];
}

/** The part of a key before its first dot: the component or helper that writes the message. */
export const namespaceOf = (/** @type {string} */ key) => key.slice(0, key.indexOf('.'));

/**
 * The namespaces only the marketing entry's components write (`@beem/design-system/marketing`:
 * Header, Footer, PreFooter, ShareLinks, Faq, Pricing, PostList, Article, Seo, the blog
 * navigation, TestimonialCarousel, FeaturePage, TextMeTheAppForm, CustomerStories). The main
 * entry is the design system any Beem app uses, so an app's catalogue (`enUS`, `esUS`,
 * `esUSNamespaces`) carries no marketing strings: these go in a catalogue of their own per locale
 * (`enUSMarketing`, `esUSMarketing`), which only the marketing entry exports. A namespace a
 * marketing component and an app component both write (`link`, `phone`) is the app's.
 */
export const marketingNamespaces = [
  'header',
  'footer',
  'preFooter',
  'social',
  'faq',
  'pricing',
  'share',
  'postList',
  'article',
  'seo',
  'blog',
  'carousel',
  'featurePage',
  'textMe',
  'stories',
];

/**
 * A locale's namespaces, in its catalogue's order: the app's, and the marketing entry's. A
 * marketing namespace the locale has no message in fails, as a renamed namespace would otherwise
 * move its strings into the app's catalogue unnoticed.
 * @param {string} locale
 */
export function namespacesIn(locale) {
  const namespaces = [...new Set(Object.keys(readCatalogue(locale)).map(namespaceOf))];
  const unknown = marketingNamespaces.filter((namespace) => !namespaces.includes(namespace));
  if (unknown.length > 0)
    throw new Error(
      `compile-messages: ${locale}.json has no message in the namespace ` +
        `${unknown.map((namespace) => `"${namespace}"`).join(', ')}, which marketingNamespaces ` +
        'lists: take it out of the list, or rename it there as the keys were.',
    );
  return {
    app: namespaces.filter((namespace) => !marketingNamespaces.includes(namespace)),
    marketing: namespaces.filter((namespace) => marketingNamespaces.includes(namespace)),
  };
}

/**
 * A locale's messages, one module per namespace. A component bundles only the en-US strings it
 * writes, as each React Aria component carries its own; an app that provides another locale can
 * bundle only the namespaces a screen writes (its `<locale>Namespaces` export) rather than the
 * whole catalogue.
 * @param {string} [locale]
 */
export function compileNamespaces(locale = sourceLocale) {
  const messages = readCatalogue(locale);
  /** @type {Map<string, Record<string, string>>} */
  const byNamespace = new Map();
  for (const [key, message] of Object.entries(messages)) {
    const namespace = namespaceOf(key);
    byNamespace.set(namespace, { ...byNamespace.get(namespace), [key]: message });
  }
  return new Map(
    [...byNamespace].map(([namespace, entries]) => {
      const lines = compileEntries(entries);
      const text = [
        header(`${locale}.json`, lines),
        ...importsFor(lines, '../..'),
        "import type { Catalogue } from '../keys';",
        '',
        `/** The ${locale} messages whose keys start with "${namespace}.". */`,
        `export const ${namespace}Strings = {`,
        ...lines,
        `} satisfies Partial<Catalogue>;`,
        '',
      ].join('\n');
      return [namespace, text];
    }),
  );
}

/**
 * The module for one locale, put together from its namespace modules in two catalogues: the app
 * namespaces' (`enUS`, the main entry's) and the marketing ones' (`enUSMarketing`, the marketing
 * entry's). The second `satisfies` every key the first lacks, so together they hold every key of
 * the key list, which the type check holds them to.
 * @param {string} locale
 */
export function compileCatalogue(locale) {
  const name = locale.replace('-', '');
  const { app, marketing } = namespacesIn(locale);
  return [
    header(`${locale}.json`),
    "import type { Catalogue } from './keys';",
    ...[...app, ...marketing].map(
      (namespace) => `import { ${namespace}Strings } from './${locale}/${namespace}';`,
    ),
    '',
    `/** The library's own strings in ${locale}: its main entry's, which any Beem app writes. */`,
    `export const ${name} = {`,
    ...app.map((namespace) => `  ...${namespace}Strings,`),
    '} satisfies Partial<Catalogue>;',
    '',
    `/** The marketing entry's own strings in ${locale}: every key \`${name}\` leaves out. */`,
    `export const ${name}Marketing = {`,
    ...marketing.map((namespace) => `  ...${namespace}Strings,`),
    `} satisfies Omit<Catalogue, keyof typeof ${name}>;`,
    '',
  ].join('\n');
}

/**
 * A translated locale's app namespace modules under one name each, which the library exports as
 * `<locale>Namespaces` (`esUSNamespaces.verify`). Read by name, as a property, a bundler keeps
 * only the namespaces an app uses. The marketing namespaces are not named here: they are the
 * marketing entry's, in `<locale>Marketing`.
 * @param {string} locale
 */
export function compileNamespaceIndex(locale) {
  const { app } = namespacesIn(locale);
  return [
    header(`${locale}.json`),
    `// The ${locale} messages of the app components by namespace: each holds the keys that start`,
    '// with its name. The marketing namespaces are in the marketing entry only.',
    ...app.map(
      (namespace) => `export { ${namespace}Strings as ${namespace} } from './${namespace}';`,
    ),
    '',
  ].join('\n');
}

/** The keys module: every key of the source locale, and the arguments each takes. */
export function compileKeys() {
  const messages = readCatalogue(sourceLocale);
  const entries = Object.entries(messages).map(([key, message]) => {
    const names = argumentsOf(message);
    const args = names.length
      ? `{ ${names.map((arg) => `${arg}: string | number`).join('; ')} }`
      : 'undefined';
    // The English message as the key's doc line, so an editor's hover and the API report say what
    // each key reads as. `*/` cannot end the comment early: a message with one is escaped.
    const doc = `  /** en-US: “${JSON.stringify(message).slice(1, -1).replaceAll('*/', '*\\/')}” */`;
    return `${doc}\n  ${JSON.stringify(key)}: ${args};`;
  });
  return [
    header(`${sourceLocale}.json`),
    "import type { LocalizedString } from '@internationalized/string';",
    '',
    '/** Every message key, with the arguments its message takes (`undefined`: none). */',
    'export interface MessageArgs {',
    ...entries,
    '}',
    '',
    "/** The name of a message in every locale's catalogue: `toast.dismiss`, `comboBox.empty`. */",
    'export type MessageKey = keyof MessageArgs;',
    '',
    "/** A locale's catalogue: a message for every key, and no other key. */",
    'export type Catalogue = Record<MessageKey, LocalizedString>;',
    '',
  ].join('\n');
}

/** Every generated file, by path, as it should read (formatted as the repository's code is). */
export async function compiledFiles() {
  const files = {
    [join(messagesDir, 'keys.ts')]: compileKeys(),
    ...Object.fromEntries(
      catalogueLocales.map((locale) => [
        join(messagesDir, `${locale}.ts`),
        compileCatalogue(locale),
      ]),
    ),
    ...Object.fromEntries(
      catalogueLocales.flatMap((locale) =>
        [...compileNamespaces(locale)].map(([namespace, text]) => [
          join(messagesDir, locale, `${namespace}.ts`),
          text,
        ]),
      ),
    ),
    ...Object.fromEntries(
      translatedLocales.map((locale) => [
        join(messagesDir, locale, 'index.ts'),
        compileNamespaceIndex(locale),
      ]),
    ),
  };
  /** @type {Record<string, string>} */
  const formatted = {};
  for (const [path, text] of Object.entries(files)) {
    formatted[path] = await format(text, { ...(await resolveConfig(path)), filepath: path });
  }
  return formatted;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Compiled before anything is removed: a message that does not parse leaves the files as they were.
  const files = await compiledFiles();
  for (const locale of catalogueLocales) {
    rmSync(join(messagesDir, locale), { recursive: true, force: true });
    mkdirSync(join(messagesDir, locale));
  }
  for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
  console.log(
    `Compiled ${catalogueLocales.join(' and ')} into ${messagesDir.slice(repo.length + 1)}.`,
  );
}
