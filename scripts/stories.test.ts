/**
 * Story names are what a designer scans in Storybook's sidebar, so they stay short; the claim a
 * story checks goes in the doc comment above it. Stories that exist only to test an edge carry the
 * `test-only` tag, hidden from the sidebar by default, and `!autodocs`, which keeps them off the
 * docs pages. A showcase story (not test-only) takes its props from args, so Storybook's controls
 * change it and "Show code" shows the component's own usage; one that renders a fixed layout of
 * many instances (a states matrix, a composition) says so with the `matrix` tag. The story files
 * are read as text: a story is `export const X: Story = { … };` as
 * Prettier lays it out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import storybookConfig from '../.storybook/main';

const root = join(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const storyFiles = ['src', 'site', 'patterns', 'tokens']
  .flatMap(walk)
  .filter((file) => file.endsWith('.stories.tsx'));

interface StoryEntry {
  file: string;
  exportName: string;
  name: string;
  tags: string[];
  /** It renders with `render: () =>`, ignoring its args. */
  rendersWithoutArgs: boolean;
}

/** Storybook's own name for a story without `name`: `DefaultOpen` reads "Default Open". */
const nameFromExport = (exportName: string) =>
  exportName
    .replace(/([^\n])([A-Z])([a-z])/g, '$1 $2$3')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-z])([0-9])/gi, '$1 $2')
    .replace(/([0-9])([a-z])/gi, '$1 $2')
    .replace(/(\s|^)(\w)/g, (_, space: string, letter: string) => space + letter.toUpperCase())
    .replace(/ +/g, ' ')
    .trim();

// A quoted string, any of the three quotes, escapes allowed.
const quoted = String.raw`(['"\x60])((?:\\.|(?!\1).)*)\1`;
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

const storiesIn = (file: string): StoryEntry[] => {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  return lines.flatMap((line, index) => {
    const start = /^export const (\w+)(?::[^=]+)? = \{/.exec(line);
    if (!start?.[1]) return [];
    const exportName = start[1];
    // One line (`{ ...shared, name: '…' };`), or a body that ends at the next `};` in column one.
    const end = line.trimEnd().endsWith('};')
      ? index
      : lines.findIndex((candidate, at) => at > index && candidate.startsWith('};'));
    const body = lines.slice(index, end + 1).join('\n');
    const own = end === index ? '\\b' : '^ {2}';
    const name = new RegExp(`${own}name:\\s*${quoted}`, 'm').exec(body)?.[2];
    const tags = new RegExp(`${own}tags:\\s*\\[([^\\]]*)\\]`, 'm').exec(body)?.[1] ?? '';
    return [
      {
        file,
        exportName,
        name: name === undefined ? nameFromExport(exportName) : unescape(name),
        tags: [...tags.matchAll(new RegExp(quoted, 'g'))].map((match) => match[2] ?? ''),
        rendersWithoutArgs: new RegExp(`${own}render:\\s*\\(\\)\\s*=>`, 'm').test(body),
      },
    ];
  });
};

const stories = storyFiles.flatMap(storiesIn);
const inFile = (file: string) => stories.filter((story) => story.file === file);
const label = (story: StoryEntry) => `${story.exportName} ("${story.name}")`;

describe('story names a designer scans', () => {
  it.each(storyFiles)('%s holds stories this check can read', (file) => {
    expect(inFile(file).length).toBeGreaterThan(0);
  });

  it('the median story name is at most 30 characters', () => {
    const lengths = stories.map((story) => story.name.length).sort((a, b) => a - b);
    const middle = Math.floor(lengths.length / 2);
    const median =
      lengths.length % 2
        ? lengths[middle]
        : ((lengths[middle - 1] ?? 0) + (lengths[middle] ?? 0)) / 2;
    const longest = [...stories]
      .sort((a, b) => b.name.length - a.name.length)
      .slice(0, 10)
      .map((story) => `${story.file}: ${label(story)}`);
    expect(median, `the longest names:\n${longest.join('\n')}`).toBeLessThanOrEqual(30);
  });

  it.each(storyFiles)('%s names no story longer than 40 characters', (file) => {
    const long = inFile(file).filter((story) => story.name.length > 40);
    expect(long.map(label), 'move the claim into the doc comment above the story').toEqual([]);
  });

  it.each(storyFiles)('%s gives each story its own name', (file) => {
    const names = inFile(file).map((story) => story.name);
    const repeated = inFile(file).filter((story, at) => names.indexOf(story.name) !== at);
    expect(repeated.map(label)).toEqual([]);
  });
});

describe('stories that only test an edge', () => {
  it('are hidden from the sidebar until a reader turns the test-only tag on', () => {
    // A preset may give tags as a function; this project states them as an object.
    const { tags } = storybookConfig;
    const options = typeof tags === 'function' ? undefined : tags?.['test-only'];
    expect(options?.defaultFilterSelection).toBe('exclude');
  });

  it.each(storyFiles)('%s keeps every test-only story off the docs page (!autodocs)', (file) => {
    const onDocsPage = inFile(file).filter(
      (story) => story.tags.includes('test-only') && !story.tags.includes('!autodocs'),
    );
    expect(onDocsPage.map(label)).toEqual([]);
  });
});

describe('showcase stories', () => {
  it.each(storyFiles)('%s takes each showcase story from its args, or tags it matrix', (file) => {
    const fixed = inFile(file).filter(
      (story) =>
        story.rendersWithoutArgs &&
        !story.tags.includes('test-only') &&
        !story.tags.includes('matrix'),
    );
    expect(
      fixed.map(label),
      "render: (args) => <Component {...args} /> (or the meta's render); a states matrix or a composition takes the matrix tag",
    ).toEqual([]);
  });
});
