/**
 * Storybook's story files and docs pages, read as text the way its indexer reads titles: for the
 * unit tests that hold the sidebar's groups and every component's docs page. A meta is the
 * object literal `const meta = { … }` a story file exports as default, as Prettier lays it out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');

const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

export const read = (file: string) => readFileSync(join(root, file), 'utf8');

export const storybookFiles = ['docs', 'tokens', 'src', 'site', 'patterns'].flatMap(walk);
export const storyFiles = storybookFiles.filter((file) => file.endsWith('.stories.tsx'));
export const docsFiles = storybookFiles.filter((file) => file.endsWith('.mdx'));

export interface StoryMeta {
  file: string;
  title: string | undefined;
  component: string | undefined;
  subcomponents: string[];
}

const metaSource = (file: string) => {
  const source = read(file);
  const start = source.indexOf('const meta = {');
  const end = source.indexOf('\n}', start);
  if (start === -1 || end === -1) throw new Error(`${file}: no \`const meta = { … }\` found.`);
  return source.slice(start, end);
};

export const metaOf = (file: string): StoryMeta => {
  const meta = metaSource(file);
  const subcomponents = /^ {2}subcomponents: \{([^}]*)\}/m.exec(meta)?.[1] ?? '';
  return {
    file,
    title: /^ {2}title: '([^']+)'/m.exec(meta)?.[1],
    // `component: RadioGroup<Delivery>,` names RadioGroup.
    component: /^ {2}component: (\w+)(?:<[^>]*>)?,/m.exec(meta)?.[1],
    subcomponents: subcomponents
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  };
};

/** The package's code entries: the main one, and the one only the marketing site uses. */
export const codeEntries = ['src/index.ts', 'src/marketing.ts'];

/**
 * The components the public entries export, by name: the PascalCase values of their
 * `export { … }` statements (not `export type { … }`, nor `type X` inside a block).
 */
export const exportedComponents = (): string[] =>
  codeEntries
    .flatMap((entry) => [...read(entry).matchAll(/^export \{([^}]*)\} from/gm)])
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.replace(/\/\/[^\n]*/g, '').trim())
    .filter((name) => /^[A-Z][a-z]\w*$/.test(name));
