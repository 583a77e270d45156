import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent, parseAmount, parseCount } from './money';

describe('parseAmount', () => {
  it.each([
    ['45000', 45_000],
    ['45,000', 45_000],
    ['$45,000', 45_000],
    [' 45 000 ', 45_000],
    ['1234.5', 1_234.5],
    ['.75', 0.75],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['-5', 'Amounts can’t be negative.'],
    ['$-5', 'Amounts can’t be negative.'],
    ['abc', 'Use numbers only, like 45,000 or 45000.50.'],
    ['1e6', 'Use numbers only, like 45,000 or 45000.50.'],
    ['12.345', 'Use numbers only, like 45,000 or 45000.50.'],
    ['NaN', 'Use numbers only, like 45,000 or 45000.50.'],
    ['Infinity', 'Use numbers only, like 45,000 or 45000.50.'],
    ['<script>', 'Use numbers only, like 45,000 or 45000.50.'],
    ['100000001', 'Enter an amount up to $100,000,000.'],
    ['9'.repeat(400), 'Enter an amount up to $100,000,000.'],
  ])('refuses %j with a message', (text, message) => {
    expect(parseAmount(text)).toEqual({ ok: false, message });
  });

  it('treats an empty field as zero, or asks for it when it is required', () => {
    expect(parseAmount('  ')).toEqual({ ok: true, value: 0 });
    expect(parseAmount('', { empty: null, label: 'annual wages' })).toEqual({
      ok: false,
      message: 'Enter your annual wages.',
    });
  });

  it('never returns NaN or a negative amount, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseAmount(text);
        if (parsed.ok) expect(parsed.value >= 0 && Number.isFinite(parsed.value)).toBe(true);
        else expect(parsed.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseCount', () => {
  it('reads whole numbers up to the maximum', () => {
    expect(parseCount('', 10)).toEqual({ ok: true, value: 0 });
    expect(parseCount('3', 10)).toEqual({ ok: true, value: 3 });
    expect(parseCount('1.5', 10)).toEqual({
      ok: false,
      message: 'Use a whole number, like 0, 1 or 2.',
    });
    expect(parseCount('11', 10)).toEqual({ ok: false, message: 'Enter a number from 0 to 10.' });
  });
});

describe('formatting', () => {
  it('writes percentages', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
  });
});
