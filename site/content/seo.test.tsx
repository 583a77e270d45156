import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Seo, organizationJsonLd, resolveMeta } from '@beem/design-system/marketing';
import { footerContent } from './footer';
import { findPlaceholders } from './placeholder';
import { organization, productProfile } from './profile';
import { organizationFacts, siteMeta } from './seo';

const site = 'https://www.trybeem.com';

/** Every string a page publishes as a fact: each leaf of the JSON-LD, meta tags and the like. */
const leaves = (value: unknown): string[] => {
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];
};

const placeholders = findPlaceholders({ productProfile, organization }).map((use) =>
  String(use.value),
);
// A short stand-in such as the handle "trybeem" is also part of the real site address and
// e-mail: those are held to no exact match, the others to not appearing anywhere.
const real = [productProfile.siteUrl, productProfile.support.email];
const distinctive = placeholders.filter((value) => !real.some((fact) => fact.includes(value)));

const expectNoPlaceholder = (published: readonly string[]) => {
  for (const value of published) {
    expect(placeholders, value).not.toContain(value);
    for (const standIn of distinctive) expect(value, standIn).not.toContain(standIn);
  }
};

describe('the profile’s stand-ins, never published as facts', () => {
  it('the profile has stand-ins to look for', () => {
    expect(placeholders).toEqual(
      expect.arrayContaining(['+1 (415) 555-0142', 'Beem founding team']),
    );
    expect(distinctive.some((value) => value.includes('1234567890'))).toBe(true);
  });

  it('no JSON-LD field or meta value carries one', () => {
    expectNoPlaceholder([
      ...leaves(organizationJsonLd(organizationFacts())),
      ...['/', '/about', '/customer-stories', '/pricing/plus'].flatMap((path) =>
        leaves(resolveMeta({ path }, siteMeta, 'production', site)),
      ),
    ]);
    expect(resolveMeta({ path: '/' }, siteMeta, 'production', site)).not.toHaveProperty(
      'twitterHandle',
    );
  });

  it('the head Seo renders carries none, in a meta tag or the JSON-LD', () => {
    const html = renderToStaticMarkup(
      <Seo path="/" site={siteMeta} organization={organizationFacts()} />,
    );
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const metaValues = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map(
      ([, value]) => value ?? '',
    );
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Organization', name: 'Beem' });
    expect(metaValues.length).toBeGreaterThan(10);
    expectNoPlaceholder([...leaves(JSON.parse(json)), ...metaValues]);
    expect(html).not.toContain('twitter:site');
  });

  it('the footer’s contact lines show none, and keep the e-mail and the city', () => {
    const { contact } = footerContent();
    expectNoPlaceholder(leaves(contact));
    expect(contact.email).toBe(productProfile.support.email);
    expect(contact.address).toContain(productProfile.address.city);
  });
});
