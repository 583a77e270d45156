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
const label = (item: { type: string; name: string; tags: string[] }) =>
  sidebar.renderLabel(item, {}) as ReactElement | undefined;

describe('sidebar status badge', () => {
  it('labels a component with its name and status', () => {
    const element = label({ type: 'component', name: 'TaxCalculator', tags: ['dev', 'beta'] });
    if (!element) throw new Error('no label');
    const html = renderToStaticMarkup(element);
    expect(html).toContain('TaxCalculator');
    expect(html).toMatch(/data-status="beta"[^>]*>Beta</);
  });

  it('labels a group whose components share a status', () => {
    const element = label({ type: 'group', name: 'ErrorScreen', tags: ['dev', 'stable'] });
    if (!element) throw new Error('no label');
    expect(renderToStaticMarkup(element)).toMatch(/data-status="stable"[^>]*>Stable</);
  });

  it('leaves nodes without a status, roots and stories to the default label', () => {
    expect(label({ type: 'component', name: 'Token gallery', tags: ['dev'] })).toBeUndefined();
    expect(label({ type: 'root', name: 'Forms', tags: ['stable'] })).toBeUndefined();
    expect(label({ type: 'story', name: 'Primary', tags: ['stable'] })).toBeUndefined();
    expect(label({ type: 'docs', name: 'Docs', tags: ['stable'] })).toBeUndefined();
  });
});
