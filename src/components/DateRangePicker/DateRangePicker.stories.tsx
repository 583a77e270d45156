import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { msg, msgPattern } from '../../internal/storybook/messages';
import {
  calendarPage,
  dayName,
  fieldDate,
  monthTitle,
  segments,
  submitted,
  typedDate,
} from '../../internal/storybook/dates';
import { reactEvent } from '../../internal/storybook/events';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Statement period': 'Periodo del estado de cuenta',
  'Pick a period of 31 days or less.': 'Elige un periodo de 31 días o menos.',
});

// Every story shows a month in 2025, fixed: the calendar opens on the range's month (never on
// today's), and a month that has passed can never hold today's underline in a later run.

const meta = {
  title: 'Components/Forms/DateRangePicker',
  component: DateRangePicker,
  tags: ['beta', 'client'],
  args: {
    label: 'Statement period',
    startName: 'from',
    endName: 'to',
    defaultValue: { start: '2025-03-03', end: '2025-03-07' },
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  // Room under the field for the calendar, which is placed over the page.
  decorators: [(Story) => <div style={{ minHeight: '30rem' }}>{Story()}</div>],
  parameters: {
    screenshot: { target: 'page' },
    modes: { ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Picked by keyboard: Alt+Down opens the calendar on the start; Enter on a day starts the range,
 * arrows stretch it, Enter on a second day ends it and closes the calendar.
 */
export const PickedByKeyboard: Story = {
  name: 'Picked by keyboard',
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, args, globals, step }) => {
    const group = canvas.getByRole('group', { name: t('Statement period') });
    await step('The field shows the first week of March', async () => {
      await expect(group).toHaveTextContent(
        `${fieldDate({ globals }, '2025-03-03')}–${fieldDate({ globals }, '2025-03-07')}`,
      );
    });
    await step(
      'Alt+Down opens the calendar on the first day, and Down moves a week on',
      async () => {
        // A pointer resting over the calendar would stretch the range to the day under it, as it
        // should for a mouse user: this story is the keyboard's, so the pointer rests elsewhere.
        await userEvent.hover(canvas.getByText(t('Statement period')));
        await userEvent.tab();
        await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
        const dialog = await calendarPage(canvasElement).findByRole('dialog');
        await waitFor(() =>
          expect(
            within(dialog).getByRole('button', { name: dayName({ globals }, 2025, 3, 3) }),
          ).toHaveFocus(),
        );
        await userEvent.keyboard('{ArrowDown}');
        await expect(
          within(dialog).getByRole('button', { name: dayName({ globals }, 2025, 3, 10) }),
        ).toHaveFocus();
      },
    );
    await step('Enter starts the period there, and the arrows stretch it', async () => {
      await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}');
    });
    // The end is the day the arrows reached, whichever it is.
    const end = canvasElement.ownerDocument.activeElement;
    // A day's button shows its number; its name is the whole date in the reader's language.
    const endDay = end?.textContent.trim();
    await step('Enter ends the period, the calendar closes and the field shows it', async () => {
      await expect(endDay).toMatch(/^2\d$/);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(calendarPage(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(args.onChange).toHaveBeenLastCalledWith(
        {
          start: '2025-03-10',
          end: `2025-03-${endDay}`,
        },
        reactEvent(),
      );
      await expect(group).toHaveTextContent(
        `${fieldDate({ globals }, '2025-03-10')}–${fieldDate({ globals }, `2025-03-${endDay}`)}`,
      );
      await expect(submitted(canvasElement, 'from')).toHaveValue('2025-03-10');
      await expect(submitted(canvasElement, 'to')).toHaveValue(`2025-03-${endDay}`);
    });
  },
};

/** Open on a range: its ends are round and strong, the days between a band. */
export const CalendarOpen: Story = {
  name: 'Calendar open',
  args: { defaultValue: { start: '2025-03-10', end: '2025-03-21' } },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    await step('Open the calendar', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: msgPattern({ globals }, 'datePicker.showCalendar') }),
      );
    });
    const dialog = await calendarPage(canvasElement).findByRole('dialog');
    const cell = (name: RegExp) =>
      within(dialog).getByRole('button', { name }).closest('[role="gridcell"]');
    await step('The days of the period are selected, and the days after it are not', async () => {
      await expect(cell(dayName({ globals }, 2025, 3, 10))).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(cell(dayName({ globals }, 2025, 3, 15))).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(cell(dayName({ globals }, 2025, 3, 22))).not.toHaveAttribute('aria-selected');
    });
    await step('The calendar shows March 2025', async () => {
      await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
        monthTitle({ globals }, 2025, 3),
      );
    });
  },
};

/** Typed: the start's segments, then the end's. */
export const TypedByKeyboard: Story = {
  name: 'Typed by keyboard',
  tags: ['test-only', '!autodocs'],
  args: { defaultValue: null, placeholderValue: '2025-03-01' },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Type the first day of March, then the last', async () => {
      await userEvent.tab();
      await userEvent.keyboard(typedDate({ globals }, '2025-03-01'));
      await userEvent.keyboard(typedDate({ globals }, '2025-03-31'));
      await expect(args.onChange).toHaveBeenLastCalledWith(
        { start: '2025-03-01', end: '2025-03-31' },
        reactEvent(),
      );
    });
    await step('The field shows the whole of March', async () => {
      await expect(canvas.getByRole('group', { name: t('Statement period') })).toHaveTextContent(
        `${fieldDate({ globals }, '2025-03-01')}–${fieldDate({ globals }, '2025-03-31')}`,
      );
    });
  },
};

/** Limited to the last full year: later days are greyed, and the next month is shut. */
export const WithLimits: Story = {
  name: 'With limits',
  tags: ['test-only', '!autodocs'],
  args: {
    min: '2025-01-01',
    max: '2025-03-14',
    defaultValue: { start: '2025-03-03', end: '2025-03-07' },
  },
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    await step('Open the calendar', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: msgPattern({ globals }, 'datePicker.showCalendar') }),
      );
    });
    const dialog = await calendarPage(canvasElement).findByRole('dialog');
    await step(
      'The next month is shut and days after the latest date cannot be picked',
      async () => {
        await expect(
          within(dialog).getByRole('button', { name: msg({ globals }, 'datePicker.nextMonth') }),
        ).toBeDisabled();
        await expect(
          within(dialog)
            .getByRole('button', { name: dayName({ globals }, 2025, 3, 15) })
            .closest('[role="gridcell"]'),
        ).toHaveAttribute('aria-disabled', 'true');
      },
    );
  },
};

/** An error: announced, read with the range, and the field marked invalid. */
export const Invalid: Story = {
  args: { error: 'Pick a period of 31 days or less.' },
  play: async ({ canvas, step }) => {
    const group = canvas.getByRole('group', { name: t('Statement period') });
    await step('The error is read with the period', async () => {
      // After React Aria's own description of the range.
      await expect(group).toHaveAccessibleDescription(
        new RegExp(`${t('Pick a period of 31 days or less.').replace(/\./g, '\\.')}$`),
      );
    });
    await step('The field is marked invalid', async () => {
      await expect(segments(canvas, 'month')[0]).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

/** Disabled: greyed; Tab skips it. */
export const Disabled: Story = {
  args: { disabled: true },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Tab skips the dates', async () => {
      await userEvent.tab();
      await expect(segments(canvas, 'month')[0]).not.toHaveFocus();
    });
    await step('The calendar button is disabled', async () => {
      await expect(
        canvas.getByRole('button', { name: msgPattern({ globals }, 'datePicker.showCalendar') }),
      ).toBeDisabled();
    });
  },
};
