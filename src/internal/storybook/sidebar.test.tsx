import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const setConfig = vi.hoisted(() => vi.fn());
vi.mock('storybook/manager-api', () => ({ addons: { setConfig } }));
// The manager also registers the Visual review panel, which needs a browser's document; its own
// check builds Storybook and drives it in Chromium (scripts/test-review.mjs).
vi.mock('../../../.storybook/visual-review', () => ({}));

// Storybook runs the manager entry for its side effect: the sidebar configuration.
await import('../../../.storybook/manager');

interface SidebarConfig {
  sidebar: { renderLabel: (item: unknown, api: unknown) => unknown };
}
const { sidebar } = setConfig.mock.calls[0]?.[0] as SidebarConfig;

interface Entry {
  type: string;
  name: string;
  tags: string[];
  children?: string[];
}
/** Storybook's manager API as the sidebar uses it: the index's entries by id. */
const apiOver = (index: Record<string, Entry>) => ({ resolveStory: (id: string) => index[id] });
const label = (item: Entry, index: Record<string, Entry> = {}) =>
  sidebar.renderLabel(item, apiOver(index)) as ReactElement | undefined;
const html = (element: ReactElement | undefined) => {
  if (!element) throw new Error('no label');
  return renderToStaticMarkup(element);
};

const component = (name: string, status: string): Entry => ({
  type: 'component',
  name,
  tags: ['dev', status],
  children: [`${name.toLowerCase()}--docs`],
});
/** A folder and its index, as Storybook builds them: the folder's tags are those all share. */
const folder = (name: string, children: Record<string, Entry>) => {
  const statuses = Object.values(children).map((child) => child.tags);
  const shared = statuses.reduce((all, tags) => all.filter((tag) => tags.includes(tag)));
  const entry: Entry = { type: 'group', name, tags: shared, children: Object.keys(children) };
  return { entry, index: children };
};

describe('sidebar status badge', () => {
  it('labels a component with its name and status', () => {
    const element = label({ type: 'component', name: 'TaxCalculator', tags: ['dev', 'beta'] });
    if (!element) throw new Error('no label');
    const html = renderToStaticMarkup(element);
    expect(html).toContain('TaxCalculator');
    expect(html).toMatch(/data-status="beta"[^>]*>Beta</);
  });

  it('labels a group whose components are all stable as Stable', () => {
    const { entry, index } = folder('ErrorScreen', {
      'errorscreen-errorscreen': component('ErrorScreen', 'stable'),
      'errorscreen-errorcatalogue': component('ErrorCatalogue', 'stable'),
    });
    expect(html(label(entry, index))).toMatch(/data-status="stable"[^>]*>Stable</);
  });

  it('sums up a folder of mixed statuses, with a name that says the whole count', () => {
    const { entry, index } = folder('Forms', {
      'forms-textfield': component('TextField', 'stable'),
      'forms-select': component('Select', 'beta'),
      'forms-slider': component('Slider', 'beta'),
      'forms-legacypicker': component('LegacyPicker', 'deprecated'),
    });
    // Storybook's own intersection leaves such a folder no status at all.
    expect(entry.tags).toEqual(['dev']);
    const markup = html(label(entry, index));
    expect(markup).toContain('Forms');
    expect(markup).toMatch(/role="img" aria-label="2 beta, 1 deprecated and 1 stable components"/);
    expect(markup).toMatch(/data-status="beta"[^>]*>2 beta</);
    expect(markup).toMatch(/data-status="deprecated"[^>]*>1 deprecated</);
    expect(markup).not.toContain('data-status="stable"');
  });

  it("counts a nested folder's components as its own", () => {
    const inner = folder('ErrorScreen', {
      'x-errorscreen': component('ErrorScreen', 'beta'),
      'x-errorcatalogue': component('ErrorCatalogue', 'beta'),
    });
    const outer = folder('Screens', {
      'x-errorscreen-group': inner.entry,
      'x-blocked': component('BlockedScreen', 'stable'),
    });
    const markup = html(label(outer.entry, { ...outer.index, ...inner.index }));
    expect(markup).toMatch(/aria-label="2 beta and 1 stable components"/);
  });

  it('gives a folder with no component status no badge', () => {
    const { entry, index } = folder('Guides', {
      'guides-intro': { type: 'docs', name: 'Intro', tags: ['dev'] },
    });
    expect(label(entry, index)).toBeUndefined();
  });

  it('leaves nodes without a status, roots and stories to the default label', () => {
    expect(label({ type: 'component', name: 'Token gallery', tags: ['dev'] })).toBeUndefined();
    expect(label({ type: 'root', name: 'Forms', tags: ['stable'] })).toBeUndefined();
    expect(label({ type: 'story', name: 'Primary', tags: ['stable'] })).toBeUndefined();
    expect(label({ type: 'docs', name: 'Docs', tags: ['stable'] })).toBeUndefined();
  });
});
