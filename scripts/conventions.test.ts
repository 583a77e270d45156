/** Repository conventions that a reviewer would otherwise have to remember. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultsObjects, destructuredDefaults, documentedProps } from './prop-defaults';
import { codeEntries } from './storybook-files';
import { snapshotsToReview } from './visual/snapshots.mjs';

const root = join(import.meta.dirname, '..');
const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** `src/components` holds one PascalCase folder per component; helpers and internals are lower case. */
const componentDirs = folders('src/components');

const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const storyFiles = [...walk('src'), ...walk('tokens'), ...walk('site')].filter((file) =>
  file.endsWith('.stories.tsx'),
);

describe('the layout of the library', () => {
  it('has components, helpers and internals, and nothing else beside the entries', () => {
    expect(folders('src').sort()).toEqual(['components', 'helpers', 'internal']);
  });

  it.each(componentDirs)('src/components/%s has its component and its stories', (dir) => {
    expect(dir).toMatch(/^[A-Z][A-Za-z]+$/);
    expect(existsSync(join(root, 'src/components', dir, `${dir}.tsx`))).toBe(true);
    expect(existsSync(join(root, 'src/components', dir, `${dir}.stories.tsx`))).toBe(true);
  });

  it.each(folders('src/helpers'))('src/helpers/%s is a lower-case module folder', (dir) => {
    expect(dir).toMatch(/^[a-z]+$/);
  });

  // The main entry, or the marketing entry for what only the marketing site composes.
  const entries = codeEntries.map((entry) => readFileSync(join(root, entry), 'utf8'));
  it.each(componentDirs)('a public entry exports %s', (dir) => {
    expect(entries.join('\n')).toContain(`'./components/${dir}/${dir}'`);
  });

  it('exports each name from one entry only', () => {
    // An app that finds a name in two entries cannot tell which import its docs and types mean.
    const names = entries.map(
      (source) =>
        new Set(
          [...source.matchAll(/^export (?:type )?\{([^}]*)\} from/gm)].flatMap((match) =>
            (match[1] ?? '')
              .replace(/\/\/[^\n]*/g, '')
              .split(',')
              .map((name) => name.replace(/^\s*type\s+/, '').trim())
              .filter(Boolean),
          ),
        ),
    );
    const [main = new Set<string>(), marketing = new Set<string>()] = names;
    expect(main.size).toBeGreaterThan(100);
    expect(marketing.size).toBeGreaterThan(50);
    expect([...marketing].filter((name) => main.has(name))).toEqual([]);
  });
});

describe('screenshot opt-outs', () => {
  it.each(storyFiles)('%s explains every no-screenshot tag in a comment', (file) => {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (!line.includes("'no-screenshot'")) return;
      const context = [lines[index - 1] ?? '', line].join('\n');
      expect(context, `${file}:${index + 1}`).toMatch(/\/\/|\/\*/);
    });
  });
});

describe('visual baselines', () => {
  const orphaned = snapshotsToReview().filter((shot) => shot.status === 'orphaned');
  it.each(storyFiles)('%s has no baseline left over from a renamed or deleted story', (file) => {
    const baselines = orphaned.filter((shot) => shot.storyFile === file);
    expect(baselines.map((shot) => shot.baseline)).toEqual([]);
  });
});

describe('the repository stands on its own', () => {
  // Comments, test titles and docs state a rule in full: they never send the reader to a numbered
  // section of a document the repository does not hold. Public law is cited with the section in
  // words (IRC 32(b), Rev. Proc. 2024-40 sec. 2.06).
  const pointers = [/spec\s+section/i, /\u00a7\s?\d/];
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !/\.(png|jpe?g|gif|webp|ico|woff2?)$/.test(file));

  it('no tracked file points to a section of a document outside it', () => {
    const found = tracked.flatMap((file) => {
      // A file deleted in the working tree but not yet committed has nothing left to read.
      if (!existsSync(join(root, file))) return [];
      const text = readFileSync(join(root, file), 'utf8');
      if (text.includes('\0')) return [];
      return text
        .split('\n')
        .flatMap((line, index) =>
          pointers.some((pointer) => pointer.test(line))
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        );
    });
    expect(found).toEqual([]);
  });
});

describe('site', () => {
  it('styles its features and machinery, not its pages or content: pages compose components', () => {
    const unstyled = [join('site', 'pages'), join('site', 'content')];
    expect(
      walk('site').filter(
        (file) => file.endsWith('.css.ts') && unstyled.some((dir) => file.startsWith(dir)),
      ),
    ).toEqual([]);
  });
});

/**
 * What only the browser's React has: state, effects, refs, contexts, and the libraries built on
 * them. A module that uses any of it must say `"use client"`, or a Server Component importing it
 * fails (React's server build has no `createContext` or `useState`). `useId` is the server's too.
 */
const clientOnly =
  /\buse(State|Effect|LayoutEffect|InsertionEffect|Ref|Context|Reducer|Callback|Memo|SyncExternalStore|EffectEvent|Transition|Optimistic|ActionState|Imperative\w*|Messages|Locale|Settings|Router|FieldControl|Toast|ErrorCatalogue|LiveSearchParams|ViewportHeight|ControllableValue)\(|\bcreateContext\(|from 'react-aria-components'|from 'embla-carousel-react'/;

/** A module's code without its comments, which may name a hook without calling it. */
const code = (file: string) =>
  readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

describe('client boundaries', () => {
  const modules = walk('src').filter(
    (file) =>
      /\.(ts|tsx)$/.test(file) &&
      !/\.(stories|test)\.tsx?$|\.css\.ts$|\.d\.ts$/.test(file) &&
      !file.includes('/internal/storybook/') &&
      !file.includes('/internal/testing/'),
  );

  it('finds the library modules', () => {
    expect(modules.length).toBeGreaterThan(100);
  });

  it.each(modules.filter((file) => clientOnly.test(code(file))))(
    '%s uses what only the browser has, and says "use client"',
    (file) => {
      expect(readFileSync(join(root, file), 'utf8').trimStart()).toMatch(/^'use client';/);
    },
  );
});

describe('props tables state each default', () => {
  // Storybook's props tables (react-docgen-typescript) fill the Default column from `@default`
  // on the props interface: it reads a default from code only when the component takes its props
  // apart in its signature, and many take them apart in the body or through a `…Defaults` object.
  // So the tag is the column, and these hold it to what the code does.
  const place = (row: { file: string; component: string; prop: string }) =>
    `${row.component}.${row.prop} (${row.file})`;
  const fromCode = [...destructuredDefaults(), ...defaultsObjects()];
  const documented = documentedProps();

  it('finds the components and their defaults', () => {
    expect(new Set(fromCode.map((row) => row.component)).size).toBeGreaterThan(60);
    expect(fromCode.length).toBeGreaterThan(150);
  });

  it('tags every default the code gives with the same value', () => {
    const wrong = fromCode.flatMap((row) =>
      row.tags.flatMap((tag) => {
        if (tag === undefined) return [`${place(row)} defaults to ${row.source}: no @default`];
        if (row.value !== null && tag !== row.value)
          return [`${place(row)}: @default ${tag}, but the code gives ${row.value}`];
        return [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('tags every prop whose description speaks of its default', () => {
    const untagged = documented.filter(
      (row) =>
        row.tag === undefined &&
        /\bby default\b|\bthe default\b|\bdefaults to\b/i.test(row.description),
    );
    expect(untagged.map((row) => `${place(row)}: ${row.description}`)).toEqual([]);
  });

  it('writes words bare, as the table prints quotes escaped', () => {
    // Storybook printed `@default "Dismiss"` as "\"Dismiss\"" in the column.
    const quoted = documented.filter((row) => /^".*"$/.test(row.tag ?? ''));
    expect(quoted.map((row) => `${place(row)}: @default ${row.tag ?? ''}`)).toEqual([]);
  });

  it('gives no required prop a default', () => {
    const required = documented.filter((row) => !row.optional && row.tag !== undefined);
    expect(required.map(place)).toEqual([]);
  });
});
