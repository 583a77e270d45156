import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './PageLayout';

describe('PageLayout', () => {
  it("puts className, style, data-* and aria-* on the page's wrapper, the root", () => {
    const html = renderToStaticMarkup(
      <PageLayout className="app-shell" style={{ color: 'red' }} data-route="home" aria-busy>
        Content
      </PageLayout>,
    );
    const root = /^<div [^>]*>/.exec(html)?.[0] ?? '';
    expect(root).toMatch(/ class="[^"]+ app-shell"/);
    expect(root).toContain(' style="color:red"');
    expect(root).toContain(' data-route="home"');
    expect(root).toContain(' aria-busy="true"');
    expect(html).toMatch(/^<div [^>]*><a /);
  });
});
