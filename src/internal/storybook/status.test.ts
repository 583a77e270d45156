import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { componentStatuses, statusOf, statusTags } from './status';

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
