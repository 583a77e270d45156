/**
 * Compiles the library's message catalogues (src/helpers/locale/messages/<locale>.json, ICU message
 * syntax) into TypeScript modules that `@internationalized/string` reads at run time, the way
 * React Aria ships its own strings: the ICU parser runs here, at build time, and never reaches a
 * visitor's browser. Each message becomes a string or a small function of its arguments.
 *
 * Writes `src/helpers/locale/messages/<locale>.ts` for every locale and `src/helpers/locale/messages/keys.ts` (every
 * key and the arguments it takes, from en-US, the source locale). `npm run messages` runs it; a
 * unit test compiles again and fails when a checked-in module differs from its JSON, when a key
 * is in one locale and not the other, or when a translation drops or adds an argument.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileString } from '@internationalized/string-compiler';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { format, resolveConfig } from 'prettier';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
export const messagesDir = join(repo, 'src/helpers/locale/messages');
export const sourceLocale = 'en-US';
export const catalogueLocales = ['en-US', 'es-US'];

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

/** @param {string} source */
const header = (source) =>
  `// Generated from ${source} by scripts/compile-messages.mjs: edit the JSON, then run\n// \`npm run messages\`.\n`;

/**
 * The module for one locale: every key compiled, checked against the key list by `satisfies`.
 * @param {string} locale
 */
export function compileCatalogue(locale) {
  const messages = readCatalogue(locale);
  const name = locale.replace('-', '');
  const lines = Object.entries(messages).map(([key, message]) => {
    let code = compileString(message);
    // Plural, select and number parts call the formatter's helpers, which its type keeps
    // protected: the compiled call goes through the narrower public shape below.
    code = code
      .replace(/^\(args, formatter\) =>/, '(args: Variables = {}, formatter?: unknown) =>')
      .replace(/^\(args\) =>/, '(args: Variables = {}) =>')
      .replaceAll('formatter.', '(formatter as IcuFormatter).');
    return `  ${JSON.stringify(key)}: ${code},`;
  });
  const usesFormatter = lines.some((line) => line.includes('IcuFormatter'));
  const usesArgs = lines.some((line) => line.includes('Variables'));
  return [
    header(`${locale}.json`),
    ...(usesArgs ? ["import type { Variables } from '@internationalized/string';"] : []),
    ...(usesFormatter ? ["import type { IcuFormatter } from '../icuFormatter';"] : []),
    "import type { Catalogue } from './keys';",
    '',
    `/** The library's own strings in ${locale}. */`,
    `export const ${name} = {`,
    ...lines,
    '} satisfies Catalogue;',
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
    return `  ${JSON.stringify(key)}: ${args};`;
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
  };
  /** @type {Record<string, string>} */
  const formatted = {};
  for (const [path, text] of Object.entries(files)) {
    formatted[path] = await format(text, { ...(await resolveConfig(path)), filepath: path });
  }
  return formatted;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of Object.entries(await compiledFiles())) writeFileSync(path, text);
  console.log(
    `Compiled ${catalogueLocales.join(' and ')} into ${messagesDir.slice(repo.length + 1)}.`,
  );
}
