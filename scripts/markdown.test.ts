import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './markdown';

const doc = `---
title: "A post"
date: 2026-03-14
---
Intro with <script>alert(1)</script> and a [link](/pricing).

## Save first
Text.

### Save first

## <img src=x onerror=alert(1)>Pay later
`;

describe('compileMarkdown', () => {
  const { meta, tree } = compileMarkdown(doc);

  it('reads front matter, keeping dates as written', () => {
    expect(meta.frontMatter).toEqual({ title: 'A post', date: '2026-03-14' });
  });

  it('gives every heading a unique id and lists sections and subsections', () => {
    expect(meta.headings).toEqual([
      { depth: 2, id: 'save-first', text: 'Save first' },
      { depth: 3, id: 'save-first-1', text: 'Save first' },
      { depth: 2, id: 'pay-later', text: 'Pay later' },
    ]);
  });

  it('drops raw HTML instead of passing it through', () => {
    const json = JSON.stringify(tree);
    expect(json).not.toContain('script');
    expect(json).not.toContain('onerror');
    expect(json).toContain('"href":"/pricing"');
  });

  it('keeps the words of a link with an unsafe scheme and drops its target', () => {
    const unsafe = compileMarkdown('[Click me](javascript:alert(1)) and [mail](mailto:a@b.co)');
    expect(JSON.stringify(unsafe.tree)).not.toContain('javascript');
    expect(JSON.stringify(unsafe.tree)).toContain('Click me');
    expect(unsafe.meta.links).toEqual(['mailto:a@b.co']);
  });

  it('compiles to plain data with React prop names, ready for createElement', () => {
    const compiled = compileMarkdown('Some *text*.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n').tree;
    expect(compiled[0]).toEqual({
      type: 'p',
      props: {},
      children: ['Some ', { type: 'em', props: {}, children: ['text'] }, '.'],
    });
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
    expect(compileMarkdown('## A heading').tree).toEqual([
      { type: 'h2', props: { id: 'a-heading' }, children: ['A heading'] },
    ]);
  });

  it('counts words and collects links', () => {
    expect(meta.links).toEqual(['/pricing']);
    expect(meta.words).toBeGreaterThan(8);
  });
});
