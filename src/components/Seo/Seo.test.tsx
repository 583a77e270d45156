import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleOrganization, sampleSite } from './fixtures';
import { Seo } from './Seo';

const render = (props: Partial<Parameters<typeof Seo>[0]> = {}) =>
  renderToStaticMarkup(<Seo path="/" site={sampleSite} {...props} />);
const jsonOf = (html: string) =>
  /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];

describe('the head Seo renders', () => {
  it('has the sharing tags, and the structured data only with the organisation’s facts', () => {
    const html = render({ organization: sampleOrganization });
    expect(JSON.parse(jsonOf(html) ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: sampleOrganization.name,
    });
    expect([...html.matchAll(/<meta [^>]*content="/g)].length).toBeGreaterThan(10);
    expect(jsonOf(render())).toBeUndefined();
  });

  it('names the Twitter (X) handle only when the site has one', () => {
    expect(render()).not.toContain('twitter:site');
    expect(render({ site: { ...sampleSite, twitterHandle: '@example' } })).toContain(
      '<meta name="twitter:site" content="@example"/>',
    );
  });
});
