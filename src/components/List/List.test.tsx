import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { List, ListItem } from './List';

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
      <List icon="check" tone="positive">
        <ListItem>Instant transfers</ListItem>
        <ListItem icon="minus" tone="muted">
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
      <List icon="check">
        <ListItem iconLabel="Included">Instant transfers</ListItem>
        <ListItem>Advances up to $250</ListItem>
      </List>,
    );
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/>Included: <\/span><span class="[^"]+">Instant transfers</);
    expect(html.match(/: <\/span>/g)).toHaveLength(1);
  });
});
