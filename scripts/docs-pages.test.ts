/**
 * Every component the package exports has a usage page beside it, written the way Polaris and
 * GOV.UK write theirs: what it is for, when to use it and when not, its variants and anatomy,
 * do and don't as live canvases, accessibility (keyboard, screen readers, forced colours),
 * content guidance, the props with their defaults, and the changes that touched it. A page
 * without one of these sections fails here, naming the page and the section.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedComponents, metaOf, read, root, storyFiles } from './storybook-files';

const sections = [
  '## When to use',
  '## When not to use',
  '## Variants and anatomy',
  "## Do and don't",
  '## Accessibility',
  '### Keyboard',
  '### Screen readers',
  '### Forced colours',
  '## Content guidance',
  '## Reference',
  '## Changes',
];

const exported = new Set(exportedComponents());
const pages = storyFiles
  .filter((file) => file.startsWith('src/'))
  .map(metaOf)
  .filter(({ component }) => component !== undefined && exported.has(component))
  .map(({ file, component }) => ({
    component,
    stories: file,
    page: join(dirname(file), `${basename(file, '.stories.tsx')}.mdx`),
  }));

/** The text under one `## ` heading, up to the next. */
const section = (source: string, heading: string) => {
  const start = source.indexOf(`\n${heading}\n`);
  const next = source.indexOf('\n## ', start + heading.length + 2);
  return source.slice(start, next === -1 ? undefined : next);
};

describe("every exported component's docs page", () => {
  it('covers the components the entry exports', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  describe.each(pages)('$component ($page)', ({ stories, page }) => {
    it('exists beside its stories and replaces their autodocs page', () => {
      expect(existsSync(join(root, page))).toBe(true);
      const source = read(page);
      const name = `${basename(stories, '.tsx').replace('.stories', '')}Stories`;
      expect(source).toContain(`import * as ${name} from './${basename(stories, '.tsx')}';`);
      expect(source).toContain(`<Meta of={${name}} />`);
    });

    it('has every section, once and in order', () => {
      const source = existsSync(join(root, page)) ? read(page) : '';
      const found = sections.map((heading) => source.split(`\n${heading}\n`).length - 1);
      expect(Object.fromEntries(sections.map((heading, at) => [heading, found[at]]))).toEqual(
        Object.fromEntries(sections.map((heading) => [heading, 1])),
      );
      const positions = sections.map((heading) => source.indexOf(`\n${heading}\n`));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    it("shows do and don't as live canvases, the props and the changes", () => {
      const source = existsSync(join(root, page)) ? read(page) : '';
      const guidance = section(source, "## Do and don't");
      for (const verdict of ['Do', 'Dont']) {
        const blocks = [
          ...guidance.matchAll(new RegExp(`<${verdict}>([\\s\\S]*?)</${verdict}>`, 'g')),
        ];
        expect(blocks.length, `<${verdict}> blocks`).toBeGreaterThan(0);
        expect(
          blocks.some(([, body]) => /<Canvas |<Example>/.test(body ?? '')),
          `a <${verdict}> with a <Canvas> or an <Example>`,
        ).toBe(true);
      }
      expect(section(source, '## Reference')).toContain('<Controls />');
      expect(section(source, '## Changes')).toMatch(/<Changes( names=\{[^}]+\})? \/>/);
    });
  });
});
