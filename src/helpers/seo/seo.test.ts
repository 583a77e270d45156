import { describe, expect, it } from 'vitest';
import { canonicalUrl, jsonForScript, organizationJsonLd, resolveMeta, robotsFor } from './seo';

const site = 'https://www.trybeem.com';

describe('canonical addresses', () => {
  it.each([
    ['/', `${site}/`],
    ['/about', `${site}/about`],
    ['//about', `${site}/about`],
    ['/blog/save/', `${site}/blog/save/`],
  ])('%s → %s', (path, url) => {
    expect(canonicalUrl(path, site)).toBe(url);
  });
});

describe('robots', () => {
  it('indexes only in production', () => {
    expect(robotsFor('production')).toBe('index, follow');
    expect(robotsFor('staging')).toBe('noindex, nofollow');
    expect(robotsFor('development')).toBe('noindex, nofollow');
  });

  it('never indexes a noindex page', () => {
    expect(robotsFor('production', true)).toBe('noindex, nofollow');
  });
});

describe('resolveMeta', () => {
  it('falls back to the defaults', () => {
    const meta = resolveMeta({ path: '/' }, 'production', site);
    expect(meta.title).toBe('Beem: instant cash, transfers and deals for college students');
    expect(meta.description).toContain('quick cash');
    expect(meta.image).toEqual({
      url: `${site}/og/default.png`,
      width: 1300,
      height: 750,
      alt: meta.title,
    });
    expect(meta.locale).toBe('en_US');
  });

  it('uses the page title with the product name', () => {
    expect(resolveMeta({ path: '/about', title: 'About us' }, 'development', site)).toMatchObject({
      title: 'About us | Beem',
      canonical: `${site}/about`,
      robots: 'noindex, nofollow',
    });
  });
});

describe('Organization JSON-LD', () => {
  it('has name, brand, legal name, url, logo, a founder and a support contact point', () => {
    const data = organizationJsonLd();
    expect(Object.keys(data)).toEqual([
      '@context',
      '@type',
      'name',
      'brand',
      'legalName',
      'url',
      'logo',
      'founder',
      'contactPoint',
    ]);
    expect(data.contactPoint.contactType).toBe('customer support');
  });

  it('cannot close its script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
    expect(JSON.parse(jsonForScript({ a: '</b>' }))).toEqual({ a: '</b>' });
  });
});
