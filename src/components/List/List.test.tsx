import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { List, ListItem } from './List';
import { CheckIcon, MinusIcon } from '../Icon/icons';

const svgCount = (html: string) => (html.match(/<svg /g) ?? []).length;

describe('List', () => {
  it('is a plain ul or ol with markers when it has no icon', () => {
    const html = renderToStaticMarkup(
      <List ordered>
        <ListItem>Download the app</ListItem>
        <ListItem>Link your bank</ListItem>
      </List>,
    );
    expect(html).toMatch(/^<ol class="[^"]+"><li>Download the app<\/li>/);
    expect(html).not.toContain('role=');
    expect(svgCount(html)).toBe(0);
  });

  it("gives every item the list's icon, keeps the list role, and lets an item change or drop it", () => {
    const html = renderToStaticMarkup(
      <List icon={CheckIcon} tone="positive">
        <ListItem>Instant transfers</ListItem>
        <ListItem icon={MinusIcon} tone="muted">
          Credit alerts
        </ListItem>
        <ListItem icon={null}>No icon</ListItem>
      </List>,
    );
    expect(html).toMatch(/^<ul role="list"/);
    expect(svgCount(html)).toBe(2);
    expect(html).toContain('lucide-check');
    expect(html).toContain('lucide-minus');
    expect(html).toMatch(/<li>No icon<\/li>/);
  });

  it('draws icons as decoration, with the words for screen readers where given', () => {
    const html = renderToStaticMarkup(
      <List icon={CheckIcon}>
        <ListItem iconLabel="Included">Instant transfers</ListItem>
        <ListItem>Advances up to $250</ListItem>
      </List>,
    );
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/>Included: <\/span><span class="[^"]+">Instant transfers</);
    expect(html.match(/: <\/span>/g)).toHaveLength(1);
  });

  it('takes a responsive space as one class per screen size', () => {
    const html = renderToStaticMarkup(
      <List space={{ mobile: '1', tablet: '2', desktop: '3' }}>
        <ListItem>Instant transfers</ListItem>
      </List>,
    );
    const plain = renderToStaticMarkup(
      <List space="1">
        <ListItem>Instant transfers</ListItem>
      </List>,
    );
    const classes = (markup: string) => /class="([^"]+)"/.exec(markup)?.[1]?.split(' ') ?? [];
    expect(classes(html)).toEqual(expect.arrayContaining(classes(plain)));
    expect(classes(html)).toHaveLength(classes(plain).length + 2);
  });
});
