import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card, CardGrid } from './Card';

describe('Card', () => {
  it('is a div with its heading at level 3 unless told otherwise', () => {
    const html = renderToStaticMarkup(<Card heading="Instant cash">Up to $1,000</Card>);
    expect(html).toMatch(
      /^<div class="[^"]+"><h3 class="[^"]+">Instant cash<\/h3>Up to \$1,000<\/div>$/,
    );
  });

  it('makes the heading the one link when given an address, with the badge beside it', () => {
    const html = renderToStaticMarkup(
      <Card as="li" heading="Health insurance" headingLevel={2} href="/health" badge={<b>New</b>}>
        Plans from $2.80/month
      </Card>,
    );
    expect(html).toMatch(/^<li /);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(
      /<h2 class="[^"]+"><a class="[^"]+" href="\/health">Health insurance<\/a><\/h2><b>New<\/b>/,
    );
  });

  it('draws media first, then the heading, then the body', () => {
    const html = renderToStaticMarkup(
      <Card heading="Steps" media={<i>icon</i>}>
        <p>Body</p>
      </Card>,
    );
    expect(html.indexOf('<i>')).toBeLessThan(html.indexOf('<h3'));
    expect(html.indexOf('</h3>')).toBeLessThan(html.indexOf('<p>'));
  });

  it('takes a responsive space as one class per screen size', () => {
    const classes = (html: string) => /class="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    const one = classes(renderToStaticMarkup(<Card space="2" heading="Plan" />));
    const responsive = classes(
      renderToStaticMarkup(<Card space={{ mobile: '2', desktop: '6' }} heading="Plan" />),
    );
    expect(responsive).toEqual(expect.arrayContaining(one));
    expect(responsive).toHaveLength(one.length + 1);
  });
});

describe('CardGrid', () => {
  it('is a list that keeps its role without markers, or a plain div', () => {
    expect(renderToStaticMarkup(<CardGrid>{null}</CardGrid>)).toMatch(/^<ul role="list"/);
    expect(renderToStaticMarkup(<CardGrid as="ol">{null}</CardGrid>)).toMatch(/^<ol role="list"/);
    expect(renderToStaticMarkup(<CardGrid as="div">{null}</CardGrid>)).toMatch(/^<div class=/);
  });
});
