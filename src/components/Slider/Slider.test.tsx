import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';
import { Slider } from './Slider';

const advance = (
  <Slider
    label="Cash advance"
    currency="USD"
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

  it.each([
    ['USD', '$1,234.50'],
    ['EUR', '€1,234.50'],
  ])('writes the currency it is given by its ISO 4217 code: %s as %s', (currency, written) => {
    const html = renderToStaticMarkup(
      <Slider
        label="Transfer"
        currency={currency}
        min={0}
        max={2000}
        step={0.5}
        defaultValue={1234.5}
      />,
    );
    expect(html).toContain(`>${written}</output>`);
    expect(html).toContain(`aria-valuetext="${written}"`);
  });

  it('writes a plain number when no currency is given', () => {
    const html = renderToStaticMarkup(
      <Slider label="Shares" min={0} max={2000} defaultValue={1234.5} step={0.5} />,
    );
    expect(html).toMatch(/<output[^>]*>1,234\.5<\/output>/);
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
