import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';
import { DateTime } from './DateTime';
import { formatDateTime, formatRelative, relativeParts } from './formatDateTime';

const nbsp = '\u00a0';
// 10:30 am in New York, 3:30 pm UTC, 7:30 am in Los Angeles.
const payday = '2027-01-15T15:30:00Z';
const newYork = { timeZone: 'America/New_York', dateStyle: 'medium' } as const;

describe('formatDateTime', () => {
  it('writes a date, a time and both in en-US', () => {
    const options = { ...newYork, locale: 'en-US' } as const;
    expect(formatDateTime(payday, 'date', options)).toBe(`Jan${nbsp}15,${nbsp}2027`);
    expect(formatDateTime(payday, 'time', options)).toBe(`10:30${nbsp}AM`);
    expect(formatDateTime(payday, 'dateTime', options)).toBe(
      `Jan${nbsp}15,${nbsp}2027,${nbsp}10:30${nbsp}AM`,
    );
  });

  it('writes a date, a time and both in es-US', () => {
    const options = { ...newYork, locale: 'es-US' } as const;
    expect(formatDateTime(payday, 'date', options)).toBe(`15${nbsp}ene${nbsp}2027`);
    expect(formatDateTime(payday, 'time', options)).toBe(`10:30${nbsp}a.m.`);
    expect(formatDateTime(payday, 'date', { ...options, dateStyle: 'full' })).toBe(
      `viernes,${nbsp}15${nbsp}de${nbsp}enero${nbsp}de${nbsp}2027`,
    );
  });

  it('writes the time in the zone given', () => {
    const options = { locale: 'en-US', dateStyle: 'medium' } as const;
    expect(formatDateTime(payday, 'time', { ...options, timeZone: 'America/Los_Angeles' })).toBe(
      `7:30${nbsp}AM`,
    );
    // Late evening in Los Angeles is the next day in UTC.
    expect(
      formatDateTime('2027-01-16T05:00:00Z', 'date', {
        ...options,
        timeZone: 'America/Los_Angeles',
      }),
    ).toBe(`Jan${nbsp}15,${nbsp}2027`);
  });

  it('writes a calendar day as that day in every zone', () => {
    for (const timeZone of ['America/Los_Angeles', 'America/New_York', 'Pacific/Honolulu'])
      expect(
        formatDateTime('2027-01-15', 'date', { locale: 'en-US', dateStyle: 'long', timeZone }),
      ).toBe(`January${nbsp}15,${nbsp}2027`);
  });

  it('refuses what is not a date rather than show "Invalid Date"', () => {
    expect(() => formatDateTime('soon', 'date', { ...newYork, locale: 'en-US' })).toThrow(
      RangeError,
    );
  });
});

describe('formatRelative', () => {
  const now = '2027-01-15T14:00:00Z'; // 9 am in New York
  const write = (value: string, locale: 'en-US' | 'es-US' = 'en-US') =>
    formatRelative(value, now, { locale, timeZone: 'America/New_York' });

  it('says "now" under a minute, either side', () => {
    expect(write('2027-01-15T13:59:30Z')).toBe('now');
    expect(write('2027-01-15T14:00:30Z')).toBe('now');
    expect(write('2027-01-15T13:59:30Z', 'es-US')).toBe('ahora');
  });

  it('counts minutes and hours by the clock', () => {
    expect(write('2027-01-15T13:55:00Z')).toBe(`5${nbsp}minutes${nbsp}ago`);
    expect(write('2027-01-15T11:00:00Z')).toBe(`3${nbsp}hours${nbsp}ago`);
    expect(write('2027-01-15T17:00:00Z', 'es-US')).toBe(`dentro${nbsp}de${nbsp}3${nbsp}horas`);
  });

  it('counts days on the reader’s calendar', () => {
    // 11 pm on the 13th in New York: 34 hours ago, but two days back on the calendar; in Los
    // Angeles it was 8 pm on the 13th and 6 am on the 15th, two days too.
    expect(relativeParts('2027-01-14T04:00:00Z', now, 'America/New_York')).toEqual([-2, 'day']);
    // 2 am on the 14th in New York is the 13th in Los Angeles.
    expect(relativeParts('2027-01-14T07:00:00Z', now, 'America/New_York')).toEqual([-1, 'day']);
    expect(relativeParts('2027-01-14T07:00:00Z', now, 'America/Los_Angeles')).toEqual([-2, 'day']);
    expect(write('2027-01-13T14:00:00Z')).toBe(`2${nbsp}days${nbsp}ago`);
    expect(write('2027-01-14T12:00:00Z', 'es-US')).toBe('ayer');
    expect(write('2027-01-18')).toBe(`in${nbsp}3${nbsp}days`);
  });

  it('moves to weeks, months and years', () => {
    expect(write('2027-01-01T14:00:00Z')).toBe(`2${nbsp}weeks${nbsp}ago`);
    expect(write('2026-10-15T14:00:00Z')).toBe(`3${nbsp}months${nbsp}ago`);
    expect(write('2025-01-15T14:00:00Z', 'es-US')).toBe(`hace${nbsp}2${nbsp}años`);
  });
});

describe('DateTime', () => {
  it('writes the instant in UTC for machines, and the text on the server with a locale', () => {
    const html = renderToStaticMarkup(<DateTime value={payday} format="dateTime" locale="en-US" />);
    expect(html).toBe(
      `<time dateTime="2027-01-15T15:30:00.000Z">Jan${nbsp}15,${nbsp}2027,${nbsp}10:30${nbsp}AM</time>`,
    );
  });

  it('keeps a calendar day as it is, and takes a Date', () => {
    expect(renderToStaticMarkup(<DateTime value="2027-01-15" locale="es-US" />)).toBe(
      `<time dateTime="2027-01-15">15${nbsp}ene${nbsp}2027</time>`,
    );
    expect(
      renderToStaticMarkup(<DateTime value={new Date(payday)} format="time" locale="en-US" />),
    ).toContain(`>10:30${nbsp}AM<`);
  });

  it('takes the provider’s locale without one', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="es-US" messages={esUS}>
        <DateTime value="2027-01-13T14:00:00Z" format="relative" now="2027-01-15T14:00:00Z" />
      </LocaleProvider>,
    );
    expect(html).toContain('>anteayer</time>');
  });
});
