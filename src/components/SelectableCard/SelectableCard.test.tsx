import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectableCard, SelectableCardGroup } from './SelectableCard';

describe('the server markup', () => {
  const html = renderToStaticMarkup(
    <SelectableCardGroup label="How much do you need?" name="amount" defaultValue="100">
      <SelectableCard value="50" title="$50" />
      <SelectableCard value="100" title="$100" description="Paid back on your next payday" />
      <SelectableCard value="150" title="$150" disabled />
    </SelectableCardGroup>,
  );
  const radios = html.match(/<input[^>]*>/g) ?? [];

  it('is native radios in a fieldset named by its legend, so a form submits it without script', () => {
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>How much do you need\?<\/legend>/);
    expect(radios).toHaveLength(3);
    for (const radio of radios) {
      expect(radio).toContain('type="radio"');
      expect(radio).toContain('name="amount"');
    }
  });

  it('starts on the default card, and keeps a disabled card out', () => {
    expect(radios[1]).toContain('value="100"');
    expect(radios[1]).toContain('checked=""');
    expect(radios[0]).not.toContain('checked');
    expect(radios[2]).toContain('disabled=""');
  });

  it('names each radio by its title and describes it by the rest', () => {
    const [, hundred = ''] = radios;
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(hundred)?.[1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(hundred)?.[1];
    expect(html).toContain(`id="${labelledBy}"`);
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>Paid back on your next payday<`));
  });

  it('is for cards inside a group only', () => {
    expect(() => renderToStaticMarkup(<SelectableCard value="50" title="$50" />)).toThrow(
      /inside a <SelectableCardGroup>/,
    );
  });
});
