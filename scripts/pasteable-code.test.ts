/**
 * Every story's "Show code" is code a developer can paste into an app: built the way the docs
 * build it (Storybook's React snippet, finished by .storybook/pasteable-code.ts), then compiled
 * with the package's public entries as the only Beem modules it can see. A snippet that reads
 * a test spy, a play helper, a private file or a name the package does not export fails here,
 * with the story and the reason.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { experimental_enrichCsf } from '@storybook/react/preset';
import { loadCsf } from 'storybook/internal/csf-tools';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatPasteable,
  loadModule,
  pasteableCode,
  readPublicEntries,
  readStoriesFile,
  type PublicEntries,
} from '../.storybook/pasteable-code';
import { storySnippets } from '../.storybook/pasteable-snippets';

const root = join(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const storyFiles = ['src', 'patterns', 'tokens']
  .flatMap(walk)
  .filter((file) => file.endsWith('.stories.tsx'));

interface Pasted {
  story: string;
  code: string;
  problems: string[];
}

let entries: PublicEntries;
const pasted: Pasted[] = [];

beforeAll(async () => {
  entries = readPublicEntries(root);
  const enrich = await experimental_enrichCsf(undefined, {
    presets: { apply: () => Promise.resolve({ experimentalCodeExamples: true }) },
  });
  for (const file of storyFiles) {
    const text = readFileSync(join(root, file), 'utf8');
    const csf = loadCsf(text, { fileName: file, makeTitle: (title) => title }).parse();
    const source = loadCsf(text, { fileName: file, makeTitle: (title) => title }).parse();
    await enrich?.(csf, source);
    const stories = readStoriesFile(join(root, file), text, Object.keys(csf._stories));
    for (const [name, snippet] of storySnippets(csf)) {
      // A test-only story is not on a docs page, so it has no Show code to paste from.
      const tags = csf._stories[name]?.tags ?? [];
      if (tags.includes('test-only') || tags.includes('!autodocs')) continue;
      const { code: written, problems } = pasteableCode(
        stories,
        name,
        snippet,
        entries,
        loadModule,
      );
      const code = await formatPasteable(written, root).catch((error: unknown) => {
        problems.push(`its code does not parse: ${String(error).split('\n')[0]}`);
        return written;
      });
      pasted.push({ story: `${relative(root, join(root, file))} ${name}`, code, problems });
    }
  }
}, 120_000);

describe('Show code', () => {
  it('reads only what an app has: the package, React and React Aria', () => {
    const found = pasted.filter((entry) => entry.problems.length > 0);
    expect(
      found.map((entry) => `${entry.story}: ${entry.problems.join('; ')}`),
      `${found.length} of ${pasted.length} stories`,
    ).toEqual([]);
  });

  it('compiles against the public entries alone', () => {
    const dir = join(root, 'node_modules/.cache/pasteable-code');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files = pasted.map((entry, index) => {
      const path = join(dir, `story-${index}.tsx`);
      writeFileSync(path, entry.code);
      return { path, story: entry.story };
    });
    const program = ts.createProgram(
      // Markdown modules, as an app that renders Article declares them.
      [...files.map((file) => file.path), join(root, 'site/markdown.d.ts')],
      {
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        isolatedModules: true,
        types: [],
        paths: {
          '@beem/design-system': [join(root, 'src/index.ts')],
          '@beem/design-system/marketing': [join(root, 'src/marketing.ts')],
          '@beem/design-system/services': [join(root, 'src/services.ts')],
          '@beem/design-system/tokens': [join(root, 'tokens/index.ts')],
        },
      },
    );
    const byPath = new Map(files.map((file) => [file.path, file.story]));
    const errors = ts.getPreEmitDiagnostics(program).flatMap((diagnostic) => {
      const story = diagnostic.file && byPath.get(diagnostic.file.fileName);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      return story ? [`${story}: ${message}`] : [];
    });
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('a story’s own words', () => {
  it('are pasted as the English they are written in, with no story text table', () => {
    const states = pasted.find((entry) => entry.story.endsWith('TextField.stories.tsx States'));
    expect(states?.code).toContain('label="Focus visible"');
    expect(states?.code).not.toMatch(/\bt\(|storyText/);
  });

  it('never bring the story text table into any story’s code', () => {
    expect(
      pasted.filter((entry) => entry.code.includes('storyText')).map((entry) => entry.story),
    ).toEqual([]);
  });
});
