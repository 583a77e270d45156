import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';
import { beemLocales } from '../../helpers/locale/translate';
import { Money } from './Money';
import { formatMoney, MINUS, toMinorUnits, type MoneyFormat } from './formatMoney';

const usd = { currency: 'USD', sign: 'auto', fractionDigits: 2 } as const;

describe('formatMoney with a format left out', () => {
  it('writes US dollars and cents in en-US, and whole dollars when told', () => {
    expect(formatMoney(1192.5)).toBe('$1,192.50');
    expect(formatMoney(45_000.4, { fractionDigits: 0 })).toBe('$45,000');
    expect(formatMoney(-300, { fractionDigits: 0 })).toBe(`${MINUS}$300`);
    expect(formatMoney(1192.5, { locale: 'es-US', sign: 'exceptZero' })).toBe('+$1,192.50');
  });
});

describe.each(beemLocales)('formatMoney in %s', (locale) => {
  const write = (amount: number, format: Partial<MoneyFormat> = {}) =>
    formatMoney(amount, { ...usd, locale, ...format });

  it('writes dollars and cents, grouped', () => {
    expect(write(100)).toBe('$100.00');
    expect(write(1e6)).toBe('$1,000,000.00');
    expect(write(1192.5)).toBe('$1,192.50');
  });

  it('rounds float arithmetic to the cent the app meant', () => {
    expect(write(0.1 + 0.2)).toBe('$0.30');
    expect(write(1.005)).toBe('$1.01');
    expect(write(-1.005)).toBe(`${MINUS}$1.01`);
    expect(write(19.999)).toBe('$20.00');
    expect(write(0.004)).toBe('$0.00');
  });

  it('writes a negative amount with a true minus sign, read as "minus"', () => {
    expect(write(-250)).toBe(`${MINUS}$250.00`);
    expect(write(-250)).not.toContain('-');
  });

  it('never writes a negative zero', () => {
    expect(write(-0)).toBe('$0.00');
    expect(write(-0.001)).toBe('$0.00');
    expect(write(-0.4, { fractionDigits: 0 })).toBe('$0');
  });

  it('rounds whole dollars half away from zero', () => {
    expect(write(2.5, { fractionDigits: 0 })).toBe('$3');
    expect(write(-2.5, { fractionDigits: 0 })).toBe(`${MINUS}$3`);
    expect(write(1e6 + 0.49, { fractionDigits: 0 })).toBe('$1,000,000');
  });

  it('writes a credit with a plus, and zero bare, with exceptZero', () => {
    expect(write(250, { sign: 'exceptZero' })).toBe('+$250.00');
    expect(write(-250, { sign: 'exceptZero' })).toBe(`${MINUS}$250.00`);
    expect(write(0, { sign: 'exceptZero' })).toBe('$0.00');
    expect(write(-0.001, { sign: 'exceptZero' })).toBe('$0.00');
  });

  it('signs every amount with always', () => {
    expect(write(0, { sign: 'always' })).toBe('+$0.00');
    expect(write(12.5, { sign: 'always' })).toBe('+$12.50');
  });
});

describe('toMinorUnits', () => {
  it('counts cents, or dollars with no fraction', () => {
    expect(toMinorUnits(100, 2)).toBe(10000);
    expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30);
    expect(toMinorUnits(-1.005, 2)).toBe(-101);
    expect(toMinorUnits(1234.5, 0)).toBe(1235);
    expect(Object.is(toMinorUnits(-0, 2), 0)).toBe(true);
  });

  it('refuses what is not an amount rather than show "$NaN"', () => {
    expect(() => toMinorUnits(Number.NaN, 2)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
  });
});

describe('Money', () => {
  it('formats on the server with a locale, and gives the rounded amount as its value', () => {
    const html = renderToStaticMarkup(<Money amount={-45} locale="es-US" />);
    expect(html).toMatch(/^<data value="-45.00" class="[^"]+">−\$45.00<\/data>$/);
  });

  it('takes the provider’s locale without one', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="es-US" messages={esUS}>
        <Money amount={0.1 + 0.2} sign="exceptZero" tone="positive" />
      </LocaleProvider>,
    );
    expect(html).toContain('value="0.30"');
    expect(html).toContain('>+$0.30</data>');
  });

  it('passes the escape hatches on to its element', () => {
    const html = renderToStaticMarkup(
      <Money amount={100} fractionDigits={0} className="fee" data-testid="fee" aria-label="Fee" />,
    );
    expect(html).toMatch(
      /^<data data-testid="fee" aria-label="Fee" value="100" class="[^"]* fee">\$100<\/data>$/,
    );
  });
});
