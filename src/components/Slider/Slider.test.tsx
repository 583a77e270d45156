import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';
import { Slider } from './Slider';

const advance = (
  <Slider
    label="Cash advance"
    currency
    min={20}
    max={250}
    step={5}
    defaultValue={100}
    showRange
    name="advance"
  />
);

describe('the server markup', () => {
  it('writes the amount and the ends as money, and the range input under its name', () => {
    const html = renderToStaticMarkup(advance);
    expect(html).toMatch(/<output[^>]*>\$100\.00<\/output>/);
    expect(html).toContain('$20.00');
    expect(html).toContain('$250.00');
    expect(html).toMatch(/<input[^>]*type="range"/);
    expect(html).toContain('name="advance"');
    expect(html).toContain('aria-valuetext="$100.00"');
  });

  it('writes US dollars as Intl does for es-US under a Spanish provider', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="es-US" messages={esUS}>
        {advance}
      </LocaleProvider>,
    );
    const written = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(
      100,
    );
    expect(html).toContain(`aria-valuetext="${written}"`);
  });
});
