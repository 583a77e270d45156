/**
 * Runs a version's codemods over an app's files (the `beem-codemod` command, cli.mjs).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import entries from './1.0/entries.mjs';
import icons from './1.0/icons.mjs';
import props from './1.0/props.mjs';
import tokens from './1.0/tokens.mjs';

/** Each version's transforms, in the order they run. */
export const versions = {
  '1.0': [entries, props, icons, tokens],
};

const extensions = new Set(['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts']);
const skipped = new Set(['node_modules', 'dist', 'build', '.git', '.next', 'coverage']);

/** @param {string} path @returns {Promise<string[]>} */
async function sourceFiles(path) {
  const info = await stat(path);
  if (info.isFile()) return extensions.has(extname(path)) ? [path] : [];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !skipped.has(entry.name))
      .map((entry) => sourceFiles(join(path, entry.name))),
  );
  return nested.flat();
}

/** @param {string} file */
const parserFor = (file) => (/\.[mc]?ts$/.test(file) ? 'ts' : 'tsx');

/**
 * Runs a version's transforms over files; returns what changed and what to do by hand.
 * @param {string} version
 * @param {string[]} paths
 * @param {{ dry?: boolean }} [options]
 */
export async function migrate(version, paths, { dry = false } = {}) {
  const transforms = versions[/** @type {keyof typeof versions} */ (version)];
  if (!transforms)
    throw new Error(`No codemod for ${version}: there are ${Object.keys(versions).join(', ')}.`);
  const { default: jscodeshift } = await import('jscodeshift').catch(() => {
    throw new Error('beem-codemod needs jscodeshift: npm i -D jscodeshift, then run it again.');
  });
  const files = (await Promise.all(paths.map(sourceFiles))).flat();
  /** @type {string[]} */
  const changed = [];
  /** @type {string[]} */
  const manual = [];
  for (const file of files) {
    const original = await readFile(file, 'utf8');
    const j = jscodeshift.withParser(parserFor(file));
    let source = original;
    for (const transform of transforms) {
      const api = {
        jscodeshift: j,
        j,
        stats: () => undefined,
        report: (/** @type {string} */ message) => manual.push(message),
      };
      const result = transform({ path: file, source }, api, {});
      if (typeof result === 'string') source = result;
    }
    if (source !== original) {
      changed.push(file);
      if (!dry) await writeFile(file, source);
    }
  }
  return { files: files.length, changed, manual };
}
