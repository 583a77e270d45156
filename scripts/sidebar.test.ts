/**
 * One information architecture, used everywhere a reader meets it: the sidebar's top-level groups,
 * the Components sub-groups (by what a designer looks for), the order `storySort` gives them, and
 * the sections of the public entry. Every component the package exports has an entry of its own,
 * or is documented on its parent's page as a subcomponent (`Tab` on Tabs, `CardGrid` on Card).
 * Story files and docs pages are read as text, as Storybook's indexer reads their titles.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const files = ['docs', 'tokens', 'src', 'site', 'patterns'].flatMap(walk);
const storyFiles = files.filter((file) => file.endsWith('.stories.tsx'));

const topGroups = [
  'Introduction',
  'Guides',
  'Foundations',
  'Components',
  'Beem components',
  'Patterns',
  'Site',
];
const componentGroups = [
  'Actions',
  'Forms',
  'Feedback',
  'Layout',
  'Navigation',
  'Overlays',
  'Typography',
  'Media',
  'Data display',
];

/** A story file's meta: the object literal `const meta = { … }` that it exports as default. */
const metaOf = (file: string) => {
  const source = read(file);
  const start = source.indexOf('const meta = {');
  const end = source.indexOf('\n}', start);
  if (start === -1 || end === -1) throw new Error(`${file}: no \`const meta = { … }\` found.`);
  return source.slice(start, end);
};
const titleOf = (file: string) => /^ {2}title: '([^']+)'/m.exec(metaOf(file))?.[1];

const metas = storyFiles.map((file) => {
  const meta = metaOf(file);
  const subcomponents = /^ {2}subcomponents: \{([^}]*)\}/m.exec(meta)?.[1] ?? '';
  return {
    file,
    title: titleOf(file),
    component: /^ {2}component: (\w+)(?:<[^>]*>)?,/m.exec(meta)?.[1],
    subcomponents: subcomponents
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  };
});
const docsTitles = files
  .filter((file) => file.endsWith('.mdx'))
  .flatMap((file) => [...read(file).matchAll(/<Meta title="([^"]+)"/g)].map((match) => match[1]));
const titles = [...metas.map(({ title }) => title), ...docsTitles].filter(
  (title): title is string => title !== undefined,
);

describe("Storybook's sidebar", () => {
  it.each(storyFiles)('%s has a title', (file) => {
    expect(titleOf(file)).toBeDefined();
  });

  it('has exactly the top-level groups a reader is told about', () => {
    expect(new Set(titles.map((title) => title.split('/')[0]))).toEqual(new Set(topGroups));
  });

  it('puts every component in one of the groups a designer looks for', () => {
    const groups = titles
      .filter((title) => title.startsWith('Components/'))
      .map((title) => title.split('/')[1]);
    expect(new Set(groups)).toEqual(new Set(componentGroups));
  });

  it('is sorted in that order', () => {
    const preview = read('.storybook/preview.tsx');
    const sort = preview.slice(preview.indexOf('storySort'));
    const at = (name: string) => sort.indexOf(`'${name}'`);
    for (const group of [...topGroups, ...componentGroups]) expect(at(group)).toBeGreaterThan(-1);
    const order = (names: string[]) => [...names].sort((a, b) => at(a) - at(b));
    expect(order(topGroups)).toEqual(topGroups);
    expect(order(componentGroups)).toEqual(componentGroups);
  });
});

describe('the public entry', () => {
  it("lists its components in the sidebar's groups, in the same order", () => {
    const sections = [
      ...read('src/index.ts').matchAll(/^\/\/ (Components: [^\n]+|Beem components)/gm),
    ].map((match) => match[1]?.replace(/^Components: /, ''));
    expect(sections).toEqual([...componentGroups, 'Beem components']);
  });

  it("gives every exported component an entry, or a place on its parent's page", async () => {
    const entry: Record<string, unknown> = await import('../src/index');
    const components = Object.entries(entry)
      .filter(
        ([name, value]) =>
          /^[A-Z][a-z]/.test(name) &&
          (typeof value === 'function' ||
            (typeof value === 'object' && value !== null && '$$typeof' in value)),
      )
      .map(([name]) => name);
    const documented = new Set(
      metas.flatMap(({ component, subcomponents }) => [component, ...subcomponents]),
    );
    expect(components.length).toBeGreaterThan(50);
    expect(components.filter((name) => !documented.has(name))).toEqual([]);
    // Compiling every component's styles to import the entry takes a few seconds.
  }, 60_000);

  it('gives each such entry a title in its group', () => {
    const libraryEntries = metas.filter(({ file }) => file.startsWith('src/'));
    const outside = libraryEntries.filter(
      ({ title }) => !/^(Components\/[^/]+|Beem components)\//.test(title ?? ''),
    );
    expect(outside.map(({ file, title }) => `${file}: ${title}`)).toEqual([]);
  });
});
