import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { esUS } from '../locale/messages/es-US';
import { createTranslate } from '../locale/translate';
import { nonUsAreaCodes, usNumberProblem, type UsNumberProblem } from './nanp';
import { usNumberMessage } from './nanpMessages';
import { checkUsNumber } from './phone';

describe('usNumberProblem: a table of real and impossible numbers', () => {
  it.each<[string, string, UsNumberProblem | null]>([
    ['San Francisco', '(415) 234-5678', null],
    ['New York', '(212) 736-5000', null],
    ['Chicago', '(312) 744-5000', null],
    ['Puerto Rico is in the US', '(787) 234-5678', null],
    ['Guam is in the US', '(671) 234-5678', null],
    ['the US Virgin Islands are in the US', '(340) 234-5678', null],
    ['directory assistance is a real line', '(415) 555-1212', null],
    ['555 outside the fictional range', '(415) 555-0200', null],
    ['a leading 1 is the country code', '+1 (415) 234-5678', null],
    ['too short', '(415) 234-567', 'incomplete'],
    ['nothing', '', 'incomplete'],
    ['area code starting with 0', '(055) 123-4567', 'areaCodeFormat'],
    ['area code starting with 1', '(155) 234-5678', 'areaCodeFormat'],
    ['911 as an area code', '(911) 234-5678', 'areaCodeService'],
    ['411 as an area code', '(411) 234-5678', 'areaCodeService'],
    ['N9X is held back', '(292) 234-5678', 'areaCodeReserved'],
    ['37X is held back', '(371) 234-5678', 'areaCodeReserved'],
    ['96X is held back', '(963) 234-5678', 'areaCodeReserved'],
    ['exchange starting with 1', '(212) 123-4567', 'exchangeFormat'],
    ['exchange starting with 0', '(212) 023-4567', 'exchangeFormat'],
    ['911 as an exchange', '(212) 911-4567', 'exchangeService'],
    ['the fictional range, low end', '(415) 555-0100', 'fictional'],
    ['the fictional range, high end', '(415) 555-0199', 'fictional'],
    ['Toronto', '(416) 234-5678', 'outsideUs'],
    ['Vancouver', '(604) 234-5678', 'outsideUs'],
    ['Jamaica', '(876) 234-5678', 'outsideUs'],
    ['the Dominican Republic', '(809) 234-5678', 'outsideUs'],
  ])('%s: %s → %s', (_name, typed, problem) => {
    expect(checkUsNumber(typed).ok).toBe(problem === null);
    const check = checkUsNumber(typed);
    expect(check.ok ? null : check.problem).toBe(problem);
  });

  it('names the digits that are wrong and what to do', () => {
    expect(usNumberMessage('areaCodeFormat', '0551234567')).toBe(
      "Area codes never start with 0 or 1, so (055) can't be right. Check the first three digits.",
    );
    expect(usNumberMessage('exchangeFormat', '2121234567')).toBe(
      "The three digits after the area code never start with 0 or 1, so 123 can't be right.",
    );
    expect(usNumberMessage('outsideUs', '4162345678')).toBe(
      '(416) is an area code outside the US (Canada). We can only text US numbers.',
    );
  });

  it('names the country in the language of the message', () => {
    const spanish = createTranslate('es-US', esUS);
    expect(usNumberMessage('outsideUs', '8092345678', spanish)).toBe(
      '(809) es un código de área fuera de EE.\u00a0UU. (República Dominicana). Solo podemos enviar mensajes de texto a números de EE.\u00a0UU.',
    );
    expect(usNumberMessage('incomplete', '', spanish)).toBe(
      'Escribe los 10 dígitos de tu número de celular de EE.\u00a0UU.',
    );
  });

  it('gives a valid number its E.164 form', () => {
    expect(checkUsNumber('1-415-234-5678')).toEqual({ ok: true, e164: '+14152345678' });
  });
});

/**
 * Google's libphonenumber metadata is the outside check. Where the two differ, the difference is
 * one of the deliberate ones in nanp.ts and nothing else.
 */
describe('agreement with libphonenumber', () => {
  const tenDigits = fc.stringMatching(/^\d{10}$/);
  const explained = (national: string, country: string | undefined, valid: boolean) => {
    const problem = usNumberProblem(national);
    const isUs = valid && country === 'US';
    if ((problem === null) === isUs) return true;
    // Unassigned area codes: valid in form, refused by the metadata until they enter service.
    if (problem === null && !valid) return true;
    // US territories are US numbers; libphonenumber files them under their own region codes.
    if (problem === null && ['PR', 'VI', 'GU', 'MP', 'AS'].includes(country ?? '')) return true;
    // Service-code exchanges and the fictional range pass the metadata's patterns.
    if (problem === 'exchangeService' || problem === 'fictional') return true;
    return false;
  };

  it('agrees on every number but the documented differences', () => {
    fc.assert(
      fc.property(tenDigits, (national) => {
        const parsed = parsePhoneNumberFromString(`+1${national}`);
        return explained(national, parsed?.country, parsed?.isValid() ?? false);
      }),
      { numRuns: 5000 },
    );
  });

  it('knows every NANP area code outside the US that libphonenumber knows', () => {
    const ours = new Set(Object.values(nonUsAreaCodes).flat());
    const missing: number[] = [];
    for (let areaCode = 200; areaCode < 1000; areaCode++) {
      for (const exchange of [234, 456, 567, 723, 876, 987]) {
        const parsed = parsePhoneNumberFromString(`+1${areaCode}${exchange}4567`);
        const territory = ['US', 'PR', 'VI', 'GU', 'MP', 'AS'].includes(parsed?.country ?? 'US');
        if (parsed?.isValid() && !territory && !ours.has(areaCode)) missing.push(areaCode);
      }
    }
    expect(missing).toEqual([]);
  });

  it('files each of those area codes under the country libphonenumber gives it', () => {
    const misfiled = Object.entries(nonUsAreaCodes).flatMap(([region, codes]) =>
      codes.filter((code) => parsePhoneNumberFromString(`+1${code}2345678`)?.country !== region),
    );
    expect(misfiled).toEqual([]);
  });

  it('a number it refuses never has an E.164 form to send', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d\s()+.-]{0,20}$/), (typed) => {
        const check = checkUsNumber(typed);
        return check.ok ? /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(check.e164) : check.message.length > 0;
      }),
      { numRuns: 2000 },
    );
  });
});
