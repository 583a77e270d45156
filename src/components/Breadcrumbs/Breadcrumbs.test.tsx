import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Account' },
  { label: 'Settings', href: '/settings' },
  { label: 'Notifications', href: '/settings/notifications' },
];

describe('the server markup', () => {
  const html = renderToStaticMarkup(<Breadcrumbs items={items} />);

  it('is a navigation landmark named from the catalogue, holding an ordered list', () => {
    expect(html).toMatch(/^<nav class="[^"]+" aria-label="Breadcrumb"><ol /);
    expect(html.match(/<li /g)).toHaveLength(4);
  });

  it('writes the current page last, as text marked current, never a link', () => {
    expect(html).toMatch(/aria-current="page">Notifications<\/span><\/li><\/ol>/);
    expect(html).not.toContain('href="/settings/notifications"');
  });

  it('links each page above it, and names one with no page of its own as text', () => {
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).toContain('href="/settings"');
    expect(html).toContain('<span>Account</span>');
  });

  it('hides the separators and the back arrow from screen readers', () => {
    const glyphs = html.match(/<svg[^>]*>/g) ?? [];
    expect(glyphs.length).toBeGreaterThan(0);
    for (const glyph of glyphs) expect(glyph).toContain('aria-hidden="true"');
  });
});

describe('the landmark’s name', () => {
  it('is in Spanish under an es-US provider', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="es-US" messages={esUS}>
        <Breadcrumbs items={items} />
      </LocaleProvider>,
    );
    expect(html).toContain('aria-label="Ruta de navegación"');
  });

  it('is the app’s own when it gives one', () => {
    const html = renderToStaticMarkup(<Breadcrumbs items={items} label="Settings pages" />);
    expect(html).toContain('aria-label="Settings pages"');
  });
});
