import { describe, expect, it } from 'vitest';
import { findPlaceholders } from '../profile/placeholder';
import { organization, productProfile } from '../profile/profile';
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
  it('has name, brand, url, logo and a support contact point; each placeholder is left out', () => {
    const data = organizationJsonLd();
    expect(Object.keys(data)).toEqual([
      '@context',
      '@type',
      'name',
      'brand',
      'url',
      'logo',
      'contactPoint',
    ]);
    expect(data.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: 'support@trybeem.com',
    });
  });

  it('publishes the legal name, founder and phone once they are real', () => {
    const data = organizationJsonLd({
      ...organization,
      legalName: 'Example Legal Name, Inc.',
      founder: 'A. Founder',
      contactPoint: { ...organization.contactPoint, telephone: '+1 212 000 0000' },
    });
    expect(data).toMatchObject({
      legalName: 'Example Legal Name, Inc.',
      founder: { '@type': 'Person', name: 'A. Founder' },
      contactPoint: { telephone: '+1 212 000 0000' },
    });
  });

  it('cannot close its script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
    expect(JSON.parse(jsonForScript({ a: '</b>' }))).toEqual({ a: '</b>' });
  });
});

/**
 * Every string a page publishes as a fact, from the real profile: each leaf of the JSON-LD and
 * each value of the resolved meta tags.
 */
const leaves = (value: unknown): string[] => {
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];
};

describe('placeholders in metadata', () => {
  const placeholders = findPlaceholders({ productProfile, organization }).map((use) =>
    String(use.value),
  );
  // A short stand-in such as the handle "trybeem" is also part of the real site address and
  // e-mail: those are held to no exact match, the others to not appearing anywhere.
  const real = [productProfile.siteUrl, productProfile.support.email];
  const distinctive = placeholders.filter((value) => !real.some((fact) => fact.includes(value)));
  const published = [
    ...leaves(organizationJsonLd()),
    ...['/', '/about', '/customer-stories', '/pricing/plus'].flatMap((path) =>
      leaves(resolveMeta({ path }, 'production', site)),
    ),
  ];

  it('the real profile has placeholders to look for', () => {
    expect(placeholders).toEqual(
      expect.arrayContaining(['+1 (415) 555-0142', 'Beem founding team']),
    );
    expect(distinctive.some((value) => value.includes('1234567890'))).toBe(true);
  });

  it('no JSON-LD field or meta tag carries one', () => {
    for (const value of published) {
      expect(placeholders, value).not.toContain(value);
      for (const standIn of distinctive) expect(value, standIn).not.toContain(standIn);
    }
    expect(resolveMeta({ path: '/' }, 'production', site)).not.toHaveProperty('twitterHandle');
  });
});
