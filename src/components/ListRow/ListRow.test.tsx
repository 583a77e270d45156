import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListRow, ListRows } from './ListRow';

describe('ListRow', () => {
  it('is a plain row with no target when static', () => {
    const html = renderToStaticMarkup(<ListRow title="Rent" trailing="−$900.00" />);
    expect(html).not.toMatch(/<a |<button/);
    expect(html).toMatch(/^<div class="[^"]+">/);
  });

  it('is one link, holding the whole row, when given an address', () => {
    const html = renderToStaticMarkup(
      <ListRows>
        <ListRow as="li" title="Account" description="Name, phone" href="/account" chevron />
      </ListRows>,
    );
    expect(html).toMatch(
      /^<ul role="list" class="[^"]+"><li class="[^"]+"><a class="[^"]+" href="\/account">/,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/Account<\/span><span class="[^"]+">Name, phone<\/span><\/span><svg/);
  });

  it('is one button when pressable, and a disabled link goes nowhere', () => {
    expect(
      renderToStaticMarkup(<ListRow title="Receipt" onPress={() => undefined} disabled />),
    ).toMatch(/<button type="button" disabled="" class=/);
    const link = renderToStaticMarkup(<ListRow title="Receipt" href="/r" disabled />);
    expect(link).toMatch(/<a role="link" aria-disabled="true" class=/);
    expect(link).not.toContain('href');
  });
});
