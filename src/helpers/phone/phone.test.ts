import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  classifyContact,
  digitsOnly,
  formatPhone,
  nationalDigits,
  toE164,
} from './phone';

const RUNS = { numRuns: 1000 };

describe('digitsOnly', () => {
  it.each([
    ['', ''],
    ['(555) 123-4567', '5551234567'],
    ['+1 555.123.4567 ext', '15551234567'],
    ['٣٤٥ abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });
});

describe('formatPhone: the display format while typing', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['55', '55'],
    ['555', '555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'],
    ['15551234567', '+1 (555) 123-4567'],
    ['+1 (555) 123-4567', '+1 (555) 123-4567'],
    ['1-555-123-4567', '+1 (555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['1555', '(155) 5'],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('toE164', () => {
  it.each(['+1 (555) 123-4567', '1-555-123-4567', '15551234567', '555.123.4567', '(555) 123-4567'])(
    '%j → +15551234567',
    (input) => {
      expect(toE164(input)).toBe('+15551234567');
    },
  );

  it.each(['', '555', '555123456', 'not a number'])('%j has no E.164 form', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('classifyContact: e-mail, US mobile number or invalid', () => {
  it.each([
    ['sam@college.edu', 'email'],
    ['  sam@college.edu ', 'email'],
    ['(415) 234-5678', 'mobile'],
    ['+1 415 234 5678', 'mobile'],
    ['14152345678', 'mobile'],
    ['(555) 123-4567', 'invalid'],
    ['(416) 234-5678', 'invalid'],
    ['555-1234', 'invalid'],
    ['+44 20 7946 0958', 'invalid'],
    ['sam@', 'invalid'],
    ['call me', 'invalid'],
    ['', 'invalid'],
  ] as const)('%j is %s', (input, type) => {
    expect(classifyContact(input)).toBe(type);
  });
});

describe('properties', () => {
  /** Strings that look like what people type or paste into a phone field. */
  const phoneish = fc.stringMatching(/^[\d\s()+.\-a-z]{0,24}$/);

  it('formatting is idempotent', () => {
    fc.assert(
      fc.property(phoneish, (input) => formatPhone(formatPhone(input)) === formatPhone(input)),
      RUNS,
    );
  });

  it('never loses or invents a digit (up to the ten national digits)', () => {
    fc.assert(
      fc.property(phoneish, (input) => {
        const shown = digitsOnly(formatPhone(input));
        const national = nationalDigits(input);
        return shown === national || shown === `1${national}`;
      }),
      RUNS,
    );
  });

  it('never shows more than ten national digits', () => {
    fc.assert(
      fc.property(phoneish, (input) => {
        const shown = formatPhone(input).replace(/^\+1 /, '');
        return digitsOnly(shown).length <= 10;
      }),
      RUNS,
    );
  });

  it('every pasted form of one number reaches the same E.164 number', () => {
    const separators = fc.constantFrom('', ' ', '-', '.');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[2-9]\d{2}$/),
        fc.stringMatching(/^\d{3}$/),
        fc.stringMatching(/^\d{4}$/),
        fc.constantFrom('', '1', '+1', '+1 ', '1-'),
        separators,
        fc.boolean(),
        (area, exchange, line, prefix, separator, parens) => {
          const areaPart = parens ? `(${area})` : area;
          const pasted = `${prefix}${areaPart}${separator}${exchange}${separator}${line}`;
          return toE164(pasted) === `+1${area}${exchange}${line}`;
        },
      ),
      RUNS,
    );
  });

  it('the caret lands right after the same count of digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,10}$/), fc.nat(), (digits, seed) => {
        const formatted = formatPhone(digits);
        const count = (seed % digits.length) + 1;
        const caret = caretAfterDigits(formatted, count);
        return (
          digitsOnly(formatted.slice(0, caret)).length === count &&
          /\d/.test(formatted.charAt(caret - 1))
        );
      }),
      RUNS,
    );
  });
});
