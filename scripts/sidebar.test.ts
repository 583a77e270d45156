/**
 * One information architecture, used everywhere a reader meets it: the sidebar's top-level groups,
 * the Components sub-groups (by what a designer looks for), the order `storySort` gives them, and
 * the sections of the public entry. Every component the package exports has an entry of its own,
 * or is documented on its parent's page as a subcomponent (`Tab` on Tabs, `CardGrid` on Card).
 * Story files and docs pages are read as text, as Storybook's indexer reads their titles.
 */
import { describe, expect, it } from 'vitest';
import { docsFiles, metaOf, read, storyFiles } from './storybook-files';

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

const metas = storyFiles.map(metaOf);
const docsTitles = docsFiles.flatMap((file) =>
  [...read(file).matchAll(/<Meta title="([^"]+)"/g)].map((match) => match[1]),
);
const titles = [...metas.map(({ title }) => title), ...docsTitles].filter(
  (title): title is string => title !== undefined,
);

describe("Storybook's sidebar", () => {
  it.each(storyFiles)('%s has a title', (file) => {
    expect(metaOf(file).title).toBeDefined();
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
    // Component groups are looked up after 'Components': Foundations has a Typography page too.
    const at = (name: string, from = 0) => sort.indexOf(`'${name}'`, from);
    const components = at('Components');
    for (const group of topGroups) expect(at(group), group).toBeGreaterThan(-1);
    for (const group of componentGroups) expect(at(group, components), group).toBeGreaterThan(-1);
    const order = (names: string[], from = 0) =>
      [...names].sort((a, b) => at(a, from) - at(b, from));
    expect(order(topGroups)).toEqual(topGroups);
    expect(order(componentGroups, components)).toEqual(componentGroups);
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
    const entry: Record<string, unknown> = {
      ...(await import('../src/index')),
      ...(await import('../src/marketing')),
    };
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
