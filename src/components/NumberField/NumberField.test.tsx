import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';
import { NumberField } from './NumberField';

const inSpanish = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <LocaleProvider locale="es-US" messages={esUS}>
      {node}
    </LocaleProvider>,
  );

describe('the server markup', () => {
  it('writes the starting amount formatted, with the label tied to the input', () => {
    const html = renderToStaticMarkup(
      <NumberField label="Amount" id="amount" currency="USD" defaultValue={1250.5} name="amount" />,
    );
    expect(html).toContain('value="$1,250.50"');
    expect(html).toMatch(/<label[^>]*for="amount"/);
    // The form gets the number itself, not the formatted text.
    const hidden = /<input[^>]*type="hidden"[^>]*>/.exec(html)?.[0] ?? '';
    expect(hidden).toContain('name="amount"');
    expect(hidden).toContain('value="1250.5"');
  });

  it.each([
    ['USD', '$1,234.50'],
    ['EUR', '€1,234.50'],
  ])('writes the currency it is given by its ISO 4217 code: %s as %s', (currency, written) => {
    const html = renderToStaticMarkup(
      <NumberField label="Amount" currency={currency} defaultValue={1234.5} />,
    );
    expect(html).toContain(`value="${written}"`);
  });

  it('writes a plain number when no currency is given', () => {
    const html = renderToStaticMarkup(<NumberField label="Shares" defaultValue={1250.5} />);
    expect(html).toContain('value="1,250.5"');
  });

  it('takes formatOptions over the currency’s', () => {
    const html = renderToStaticMarkup(
      <NumberField
        label="Amount"
        currency="USD"
        formatOptions={{ maximumFractionDigits: 0 }}
        defaultValue={1250}
      />,
    );
    expect(html).toContain('value="$1,250"');
  });

  it('names the steppers from the catalogue, after the label', () => {
    const html = renderToStaticMarkup(<NumberField label="Tip" defaultValue={2} />);
    expect(html).toContain('aria-label="Increase Tip"');
    expect(html).toContain('aria-label="Decrease Tip"');
  });

  it('writes dollars and the steppers as es-US does', () => {
    const html = inSpanish(<NumberField label="Monto" currency="USD" defaultValue={1250.5} />);
    expect(html).toContain('value="$1,250.50"');
    expect(html).toContain('aria-label="Aumentar Monto"');
    expect(html).toContain('aria-label="Disminuir Monto"');
  });

  it('marks an optional field in the name, and a required one natively', () => {
    const optional = renderToStaticMarkup(<NumberField label="Tip" optional />);
    expect(optional).toContain('(optional)');
    const required = renderToStaticMarkup(<NumberField label="Tip" required optional />);
    expect(required).not.toContain('(optional)');
    expect(required).toMatch(/<input[^>]*required=""/);
  });
});
