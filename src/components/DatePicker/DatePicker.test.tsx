import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toCalendarDate, toIso } from '../../internal/calendar/calendarParts';
import { DatePicker } from './DatePicker';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';

describe('ISO dates in and out', () => {
  it('reads an ISO date as a calendar date and writes it back unchanged', () => {
    const date = toCalendarDate('2025-03-14');
    expect([date.year, date.month, date.day]).toEqual([2025, 3, 14]);
    expect(toIso(date)).toBe('2025-03-14');
  });

  it('keeps "no date" and "not given" apart (controlled empty, uncontrolled)', () => {
    expect(toCalendarDate(null)).toBeNull();
    expect(toCalendarDate(undefined)).toBeUndefined();
  });

  it('refuses a date that is not ISO, rather than guess the order of its parts', () => {
    expect(() => toCalendarDate('03/14/2025')).toThrow();
  });
});

describe('the server markup', () => {
  it('writes the date in the provider’s locale, with the hidden input a form sends', () => {
    const english = renderToString(
      <DatePicker label="Date of your last paycheck" name="paidOn" defaultValue="2025-03-14" />,
    );
    expect(english).toContain('name="paidOn"');
    expect(english).toContain('value="2025-03-14"');
    const spanish = renderToString(
      <LocaleProvider locale="es-US" messages={esUS}>
        <DatePicker label="Fecha de tu último pago" defaultValue={null} />
      </LocaleProvider>,
    );
    expect(spanish).toContain('aaaa');
  });
});
