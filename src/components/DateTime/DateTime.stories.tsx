import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DateTime, dateTimeDateStyles, dateTimeDefaults, dateTimeFormats } from './DateTime';
import { storyLocale, type StoryGlobals } from '../../internal/storybook/messages';
import { spanishModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Repay by': 'Paga a más tardar el',
  'Date:': 'Fecha:',
  'Time:': 'Hora:',
  'Date and time:': 'Fecha y hora:',
  'Full date:': 'Fecha completa:',
  'Relative:': 'Relativa:',
  'Transfer to savings': 'Transferencia a tus ahorros',
  'Paycheck from Campus Dining': 'Cheque de pago de Campus Dining',
  Rent: 'Renta',
  'Cash advance repaid': 'Adelanto de efectivo pagado',
  'New York:': 'Nueva York:',
  'Los Angeles:': 'Los Ángeles:',
});

// Fixed, so every shot is the same: 9 am on Friday, January 15, 2027, in New York.
const now = '2027-01-15T14:00:00Z';
// A paycheck that landed at 10:30 am New York time the same day.
const paycheck = '2027-01-15T15:30:00Z';

/**
 * How the browser writes an instant in the story's locale (New York time unless told), with
 * every kind of space as a plain one: what a reader of that language sees.
 */
const written = (
  context: StoryGlobals,
  value: string,
  options: Intl.DateTimeFormatOptions,
  timeZone = 'America/New_York',
) =>
  new Intl.DateTimeFormat(storyLocale(context), { timeZone, ...options })
    .format(new Date(value))
    .replace(/\s/g, ' ');
/** "5 minutes ago", "yesterday" in the story's locale. */
const ago = (context: StoryGlobals, value: number, unit: Intl.RelativeTimeFormatUnit) =>
  new Intl.RelativeTimeFormat(storyLocale(context), { numeric: 'auto' })
    .format(value, unit)
    .replace(/\s/g, ' ');
const medium = { dateStyle: 'medium' } as const;
const mediumTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

const meta = {
  title: 'Components/Data display/DateTime',
  component: DateTime,
  tags: ['beta', 'server'],
  args: { value: '2027-01-15' },
  argTypes: {
    format: {
      control: 'inline-radio',
      options: dateTimeFormats,
      table: { defaultValue: { summary: dateTimeDefaults.format } },
    },
    dateStyle: {
      control: 'inline-radio',
      options: dateTimeDateStyles,
      table: { defaultValue: { summary: dateTimeDefaults.dateStyle } },
    },
    timeZone: { table: { defaultValue: { summary: dateTimeDefaults.timeZone } } },
  },
  render: (args) => (
    <Text>
      {t('Repay by')} <DateTime {...args} />
    </Text>
  ),
  // It formats dates in the provider's locale.
  parameters: { modes: spanishModes, storyText: t },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A due date: a calendar day ("2027-01-15"), the same day in every time zone.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, globals, step }) => {
    // A calendar day: the same day in every zone.
    const day = written({ globals }, '2027-01-15', medium, 'UTC');
    const date = canvas.getByText(day);
    await step('The due date is marked up as a date machines can read', async () => {
      await expect(date.tagName).toBe('TIME');
      await expect(date).toHaveAttribute('datetime', '2027-01-15');
    });
    await step('The sentence reads “Repay by” the day in the reader’s language', async () => {
      await expect(date.parentElement).toHaveTextContent(`${t('Repay by')} ${day}`);
    });
  },
};

/** One instant in each format: the date, the time, both, and how long ago. */
export const Formats: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      <Text>
        {t('Date:')} <DateTime value={paycheck} />
      </Text>
      <Text>
        {t('Time:')} <DateTime value={paycheck} format="time" />
      </Text>
      <Text>
        {t('Date and time:')} <DateTime value={paycheck} format="dateTime" />
      </Text>
      <Text>
        {t('Full date:')} <DateTime value={paycheck} dateStyle="full" />
      </Text>
      <Text>
        {t('Relative:')} <DateTime value={paycheck} format="relative" now={now} />
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement, globals, step }) => {
    const times = [...canvasElement.querySelectorAll('time')];
    await step('Every format marks up the same instant', async () => {
      for (const time of times)
        await expect(time).toHaveAttribute('datetime', paycheck.replace('Z', '.000Z'));
    });
    await step('Each line writes it as its format says', async () => {
      await expect(times.map((time) => time.textContent.replace(/\s/g, ' '))).toEqual([
        written({ globals }, paycheck, medium),
        written({ globals }, paycheck, { timeStyle: 'short' }),
        written({ globals }, paycheck, mediumTime),
        written({ globals }, paycheck, { dateStyle: 'full' }),
        ago({ globals }, 1, 'hour'),
      ]);
    });
  },
};

/**
 * Activity, counted from a `now` the server gives: minutes and hours by the clock, days by the
 * calendar ("yesterday"), then weeks, months and years.
 */
export const Relative: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      <Text>
        {t('Transfer to savings')}{' '}
        <DateTime value="2027-01-15T13:55:00Z" format="relative" now={now} />
      </Text>
      <Text>
        {t('Paycheck from Campus Dining')}{' '}
        <DateTime value="2027-01-14T12:00:00Z" format="relative" now={now} />
      </Text>
      <Text>
        {t('Rent')} <DateTime value="2027-01-13T14:00:00Z" format="relative" now={now} />
      </Text>
      <Text>
        {t('Cash advance repaid')}{' '}
        <DateTime value="2026-10-15T14:00:00Z" format="relative" now={now} />
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement, globals, step }) => {
    await step('Minutes, yesterday, days and months ago read in words', async () => {
      await expect(
        [...canvasElement.querySelectorAll('time')].map((time) =>
          time.textContent.replace(/\s/g, ' '),
        ),
      ).toEqual([
        ago({ globals }, -5, 'minute'),
        ago({ globals }, -1, 'day'),
        ago({ globals }, -2, 'day'),
        ago({ globals }, -3, 'month'),
      ]);
    });
  },
};

/**
 * One paycheck in two zones: the time is written in the zone given, the same on the server and in
 * the browser, never the device's.
 */
export const TimeZones: Story = {
  name: 'Time zones',
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      <Text>
        {t('New York:')} <DateTime value={paycheck} format="dateTime" />
      </Text>
      <Text>
        {t('Los Angeles:')}{' '}
        <DateTime value={paycheck} format="dateTime" timeZone="America/Los_Angeles" />
      </Text>
    </Stack>
  ),
  play: async ({ canvas, globals, step }) => {
    await step('New York shows the paycheck in New York time', async () => {
      await expect(canvas.getByText(new RegExp(`^${t('New York:')}`))).toHaveTextContent(
        `${t('New York:')} ${written({ globals }, paycheck, mediumTime)}`,
      );
    });
    await step('Los Angeles shows the same paycheck three hours earlier', async () => {
      await expect(canvas.getByText(new RegExp(`^${t('Los Angeles:')}`))).toHaveTextContent(
        `${t('Los Angeles:')} ${written({ globals }, paycheck, mediumTime, 'America/Los_Angeles')}`,
      );
    });
  },
};
