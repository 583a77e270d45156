import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { componentStatuses, renderingOf, statusOf, statusTags } from './status';

const repo = join(import.meta.dirname, '../../..');
const componentsDir = join(repo, 'src/components');

const storyFiles = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(join(componentsDir, entry.name))
      .filter((name) => name.endsWith('.stories.tsx'))
      .map((name) => join(componentsDir, entry.name, name)),
  );

/**
 * Storybook's own CSF parser, as its indexer runs it: a status the parser cannot read statically
 * (a tag computed at run time, a spread meta) would reach neither the sidebar nor the docs.
 */
const metaTags = (file: string) =>
  loadCsf(readFileSync(file, 'utf8'), { fileName: file, makeTitle: (title) => title }).parse().meta
    .tags;

describe('component status tags', () => {
  it('finds the story files', () => {
    expect(storyFiles.length).toBeGreaterThan(20);
  });

  it.each(storyFiles.map((file) => [relative(repo, file), file]))(
    '%s: exactly one status in its meta',
    (_name, file) => {
      expect(statusTags(metaTags(file))).toHaveLength(1);
    },
  );
});

/**
 * The module a story file's meta takes its component from, when it imports it (a demo defined in
 * the story file has none).
 */
function componentModule(file: string): string | undefined {
  const source = readFileSync(file, 'utf8');
  const name = /^\s{2}component: (\w+)/m.exec(source)?.[1];
  if (!name) return undefined;
  for (const [, names = '', from = ''] of source.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g,
  )) {
    const imported = names.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    );
    if (!imported.includes(name)) continue;
    const base = resolve(dirname(file), from);
    return ['.tsx', '.ts'].map((extension) => base + extension).find((path) => existsSync(path));
  }
  return undefined;
}

describe('component rendering tags', () => {
  const withModules = storyFiles
    .map((file) => [relative(repo, file), file, componentModule(file)] as const)
    .filter((entry): entry is readonly [string, string, string] => entry[2] !== undefined);

  it('finds the components behind the stories', () => {
    expect(withModules.length).toBeGreaterThan(60);
  });

  it.each(withModules)(
    "%s: says where its component renders, as its module's directive does",
    (_name, file, module) => {
      const client = readFileSync(module, 'utf8').trimStart().startsWith("'use client'");
      expect(renderingOf(metaTags(file))).toBe(client ? 'client' : 'server');
    },
  );
});

describe('statusOf', () => {
  it('reads the status among other tags', () => {
    expect(statusOf(['dev', 'test', 'autodocs', 'beta'])).toBe('beta');
  });

  it('is undefined without one', () => {
    expect(statusOf(['dev', 'test'])).toBeUndefined();
    expect(statusOf(undefined)).toBeUndefined();
  });

  it('knows every status', () => {
    for (const status of componentStatuses) expect(statusOf([status])).toBe(status);
  });
});
