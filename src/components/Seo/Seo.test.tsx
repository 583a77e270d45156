import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { findPlaceholders } from '../../helpers/profile/placeholder';
import { organization, productProfile } from '../../helpers/profile/profile';
import { Seo } from './Seo';

describe('the head Seo renders, with the real profile', () => {
  const html = renderToStaticMarkup(<Seo path="/" organization />);
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const metaValues = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map(([, value]) => value);

  it('has the structured data and the sharing tags', () => {
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Organization' });
    expect(metaValues.length).toBeGreaterThan(10);
  });

  it('carries no placeholder in a meta tag or the JSON-LD', () => {
    const real = [productProfile.siteUrl, productProfile.support.email];
    for (const { value } of findPlaceholders({ productProfile, organization })) {
      const text = String(value);
      expect(metaValues, text).not.toContain(text);
      // A short stand-in inside the real site address (the handle "trybeem") is not a leak.
      if (real.some((fact) => fact.includes(text))) continue;
      expect(json, text).not.toContain(text);
      for (const meta of metaValues) expect(meta, text).not.toContain(text);
    }
    expect(html).not.toContain('twitter:site');
  });
});
