/**
 * US phone helpers. Pure: they run in Node for the unit and property
 * tests, and in the browser for the phone input.
 */

import type { Translate } from '../locale/translate';
import { type UsNumberProblem, usNumberProblem } from './nanp';
import { type PhoneKey, usNumberMessage } from './nanpMessages';

/** Strips every non-digit, so a number reads the same however it was typed or pasted. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** At most 10 national digits are ever shown or sent. */
export const NATIONAL_LENGTH = 10;

/**
 * The national digits of whatever was typed or pasted: a leading country code 1 is dropped when
 * more than ten digits follow it (`+1 (555) 123-4567`, `1-555-123-4567`), and the rest is cut to
 * ten digits.
 */
export function nationalDigits(value: string): string {
  const digits = digitsOnly(value);
  const national =
    digits.length > NATIONAL_LENGTH && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, NATIONAL_LENGTH);
}

const hasCountryCode = (digits: string) =>
  digits.length > NATIONAL_LENGTH && digits.startsWith('1');

/**
 * The display format while typing: under 4 digits as typed; 4 to 6 digits `(XXX) rest`; longer
 * `(XXX) XXX-XXXX`, cut to 10 digits; a leading 1 followed by 10 digits shows as `+1 (XXX) XXX-XXXX`.
 */
export function formatPhone(value: string): string {
  const digits = digitsOnly(value);
  const national = nationalDigits(value);
  let formatted: string;
  if (national.length < 4) formatted = national;
  else if (national.length <= 6) formatted = `(${national.slice(0, 3)}) ${national.slice(3)}`;
  else formatted = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  return hasCountryCode(digits) ? `+1 ${formatted}` : formatted;
}

/** `+1` and the ten national digits, or null when there are not ten. */
export function toE164(value: string): string | null {
  const national = nationalDigits(value);
  return national.length === NATIONAL_LENGTH ? `+1${national}` : null;
}

export const contactTypes = ['email', 'mobile', 'invalid'] as const;
export type ContactType = (typeof contactTypes)[number];

// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A phone entry is digits with the usual separators, nothing else.
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

/** What a contact entry is: an e-mail address, a US mobile number, or neither. */
export function classifyContact(value: string): ContactType {
  const trimmed = value.trim();
  if (EMAIL.test(trimmed)) return 'email';
  if (!PHONE_SHAPE.test(trimmed)) return 'invalid';
  const digits = digitsOnly(trimmed);
  const isUs =
    digits.length === NATIONAL_LENGTH || (digits.length === 11 && digits.startsWith('1'));
  return isUs && usNumberProblem(nationalDigits(digits)) === null ? 'mobile' : 'invalid';
}

/**
 * Where the caret belongs after reformatting: just after the same number of digits as were
 * before it in the raw value. That is what keeps typing and deleting mid-number in place.
 */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted.charAt(index))) seen++;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}

/**
 * What `checkUsNumber` answers: the number in its `+1` E.164 form, or the rule it breaks and the
 * sentence to show for it.
 */
export type UsNumberCheck =
  { ok: true; e164: string } | { ok: false; problem: UsNumberProblem; message: string };

/**
 * The one check every phone field sends through: whatever was typed, either its `+1` E.164 form
 * or the rule it breaks with the sentence to show, in the locale of `t` (en-US without one).
 * Nothing that fails it may leave the browser.
 */
export function checkUsNumber(value: string, t?: Translate<PhoneKey>): UsNumberCheck {
  const national = nationalDigits(value);
  const problem = usNumberProblem(national);
  return problem === null
    ? { ok: true, e164: `+1${national}` }
    : { ok: false, problem, message: usNumberMessage(problem, national, t) };
}
