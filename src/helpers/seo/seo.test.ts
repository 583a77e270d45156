import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  jsonForScript,
  organizationJsonLd,
  resolveMeta,
  robotsFor,
  type OrganizationFacts,
  type SiteMeta,
} from './seo';

const site = 'https://www.example.test';

/** A sample site's facts: the metadata rules are the same whoever's facts they publish. */
const sampleSite: SiteMeta = {
  name: 'Example',
  title: 'Example: a sample site',
  description: 'A sample site, to show the fallbacks.',
  image: '/og/default.png',
};

const sampleOrganization: OrganizationFacts = {
  name: 'Example',
  brand: 'Example',
  url: site,
  logo: `${site}/logo.png`,
  contactPoint: { contactType: 'customer support', email: 'support@example.test' },
};

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
  it('falls back on the site’s title, description and sharing image', () => {
    const meta = resolveMeta({ path: '/' }, sampleSite, 'production', site);
    expect(meta.title).toBe(sampleSite.title);
    expect(meta.description).toBe(sampleSite.description);
    expect(meta.image).toEqual({
      url: `${site}/og/default.png`,
      width: 1300,
      height: 750,
      alt: meta.title,
    });
    expect(meta.locale).toBe('en_US');
    expect(meta.siteName).toBe(sampleSite.name);
  });

  it('uses the page title with the site’s name', () => {
    expect(
      resolveMeta({ path: '/about', title: 'About us' }, sampleSite, 'development', site),
    ).toMatchObject({
      title: 'About us | Example',
      canonical: `${site}/about`,
      robots: 'noindex, nofollow',
    });
  });

  it('names the Twitter (X) handle only when the site has one', () => {
    expect(resolveMeta({ path: '/' }, sampleSite, 'production', site)).not.toHaveProperty(
      'twitterHandle',
    );
    expect(
      resolveMeta({ path: '/' }, { ...sampleSite, twitterHandle: '@example' }, 'production', site),
    ).toMatchObject({ twitterHandle: '@example' });
  });

  it('writes a page in one language with no alternates', () => {
    const meta = resolveMeta({ path: '/about' }, sampleSite, 'production', site);
    expect(meta.alternates).toEqual([]);
    expect(meta.localeAlternates).toEqual([]);
  });

  it('links each version of a page to every other, with US English as x-default', () => {
    const alternates = { 'en-US': '/pricing', 'es-US': '/es/pricing' };
    const english = resolveMeta({ path: '/pricing', alternates }, sampleSite, 'production', site);
    const spanish = resolveMeta(
      { path: '/es/pricing', locale: 'es-US', alternates },
      sampleSite,
      'production',
      site,
    );
    const links = [
      { hrefLang: 'en-US', href: `${site}/pricing` },
      { hrefLang: 'es-US', href: `${site}/es/pricing` },
      { hrefLang: 'x-default', href: `${site}/pricing` },
    ];
    expect(english.alternates).toEqual(links);
    expect(spanish.alternates).toEqual(links);
    expect([english.locale, english.localeAlternates]).toEqual(['en_US', ['es_US']]);
    expect([spanish.locale, spanish.localeAlternates]).toEqual(['es_US', ['en_US']]);
    expect(spanish.canonical).toBe(`${site}/es/pricing`);
  });
});

describe('Organization JSON-LD', () => {
  it('has name, brand, url, logo and a support contact point; an unset fact is left out', () => {
    const data = organizationJsonLd(sampleOrganization);
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
      email: 'support@example.test',
    });
  });

  it('publishes the legal name, founder and phone when they are given', () => {
    const data = organizationJsonLd({
      ...sampleOrganization,
      legalName: 'Example Legal Name, Inc.',
      founder: 'A. Founder',
      contactPoint: { ...sampleOrganization.contactPoint, telephone: '+1 212 000 0000' },
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
