import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { esUS } from '../../helpers/locale/messages/es-US';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { msg, msgPattern } from '../../internal/storybook/messages';
import {
  calendarPage,
  dayName,
  fieldDate,
  fieldPlaceholder,
  monthTitle,
  segmentOrder,
  segments,
  submitted,
} from '../../internal/storybook/dates';
import { storyText } from '../../internal/storybook/storyText';
import { reactEvent } from '../../internal/storybook/events';

const t = storyText({
  'Date of your last paycheck': 'Fecha de tu último pago',
  'It’s on your pay stub.': 'Aparece en tu talón de pago.',
  'Transfer date': 'Fecha de la transferencia',
  'A weekday in February, except Presidents’ Day.':
    'Un día entre semana de febrero, menos el Día de los Presidentes.',
  'Enter the date on your pay stub.': 'Escribe la fecha que aparece en tu talón de pago.',
});

// Every story shows a month in 2025, fixed: the calendar opens on the value's month (never on
// today's), and a month that has passed can never hold today's underline in a later run.

const meta = {
  title: 'Components/Forms/DatePicker',
  component: DatePicker,
  tags: ['beta', 'client'],
  args: {
    label: 'Date of your last paycheck',
    name: 'paidOn',
    defaultValue: '2025-03-14',
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
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Empty, then typed by keyboard: month, day and year (in the locale's order), each segment moving
 * on to the next.
 */
export const TypedByKeyboard: Story = {
  name: 'Typed by keyboard',
  args: { defaultValue: null, placeholderValue: '2025-03-01', hint: 'It’s on your pay stub.' },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, args, globals, step }) => {
    const group = canvas.getByRole('group', { name: t('Date of your last paycheck') });
    await step('The empty field shows its hint and the date format', async () => {
      await expect(group).toHaveAccessibleDescription(t('It’s on your pay stub.'));
      await expect(group).toHaveTextContent(fieldPlaceholder({ globals }));
    });
    await step('Type the month, day and year, each part moving on to the next', async () => {
      await userEvent.tab();
      const typed = { month: '03', day: '14', year: '2025' };
      for (const type of segmentOrder({ globals })) {
        await expect(segments(canvas, type)[0]).toHaveFocus();
        await userEvent.keyboard(typed[type]);
      }
    });
    await step('The field shows the typed date and the form will send it', async () => {
      await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-14', reactEvent());
      await expect(group).toHaveTextContent(fieldDate({ globals }, '2025-03-14'));
      await expect(submitted(canvasElement, 'paidOn')).toHaveValue('2025-03-14');
    });
  },
};

/** Alt+Down opens the calendar on the chosen day; arrows move it; it stays open to review. */
export const CalendarOpen: Story = {
  name: 'Calendar open',
  tags: ['played'],
  play: async ({ canvasElement, userEvent, globals, step }) => {
    await step('Alt+Down opens the calendar on March 2025', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    });
    const dialog = await calendarPage(canvasElement).findByRole('dialog');
    const grid = within(dialog).getByRole('grid', {
      name: new RegExp(monthTitle({ globals }, 2025, 3), 'i'),
    });
    await step('The calendar is titled with the month and the chosen day has focus', async () => {
      await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
        monthTitle({ globals }, 2025, 3),
      );
      await waitFor(() => expect(within(grid).getByRole('button', { name: /14/ })).toHaveFocus());
    });
    await step('The arrow keys move to another day', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowDown}');
      await expect(
        within(grid).getByRole('button', { name: dayName({ globals }, 2025, 3, 22) }),
      ).toHaveFocus();
    });
    await step('The calendar stays open, free to go back or forward a month', async () => {
      await expect(
        within(dialog).getByRole('button', {
          name: msg({ globals }, 'datePicker.previousMonth'),
        }),
      ).toBeEnabled();
      await expect(
        within(dialog).getByRole('button', { name: msg({ globals }, 'datePicker.nextMonth') }),
      ).toBeEnabled();
    });
  },
};

/** From the calendar button: arrows to a day, Enter picks it, the calendar closes. */
export const PickedWithEnter: Story = {
  name: 'Picked with Enter',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent, args, globals, step }) => {
    await step('Tab past the date to the calendar button', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      const button = canvas.getByRole('button', {
        name: msgPattern({ globals }, 'datePicker.showCalendar'),
      });
      await expect(button).toHaveFocus();
    });
    await step('Enter opens the calendar on the chosen day', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await calendarPage(canvasElement).findByRole('dialog');
      await waitFor(() =>
        expect(
          within(dialog).getByRole('button', { name: dayName({ globals }, 2025, 3, 14) }),
        ).toHaveFocus(),
      );
    });
    await step('Arrow to another day and press Enter: the calendar closes', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowLeft}{Enter}');
      await waitFor(() => expect(calendarPage(canvasElement).queryByRole('dialog')).toBeNull());
    });
    await step('The field shows the picked date and the form will send it', async () => {
      await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-20', reactEvent());
      await expect(
        canvas.getByRole('group', { name: t('Date of your last paycheck') }),
      ).toHaveTextContent(fieldDate({ globals }, '2025-03-20'));
      await expect(submitted(canvasElement, 'paidOn')).toHaveValue('2025-03-20');
    });
  },
};

/**
 * Earliest and latest dates, and days that cannot be picked: weekends and a bank holiday
 * (Presidents' Day) are struck through, days outside the range greyed.
 */
export const LimitsAndUnavailable: Story = {
  name: 'Limits and unavailable days',
  args: {
    label: 'Transfer date',
    name: 'transferOn',
    defaultValue: '2025-02-14',
    min: '2025-02-03',
    max: '2025-02-28',
    dateUnavailable: (date: string) => {
      const day = new Date(`${date}T12:00:00Z`).getUTCDay();
      return day === 0 || day === 6 || date === '2025-02-17';
    },
    hint: 'A weekday in February, except Presidents’ Day.',
  },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    await step('Open the calendar', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: msgPattern({ globals }, 'datePicker.showCalendar') }),
      );
    });
    const dialog = await calendarPage(canvasElement).findByRole('dialog');
    await step('The calendar cannot leave February', async () => {
      await expect(
        within(dialog).getByRole('button', { name: msg({ globals }, 'datePicker.previousMonth') }),
      ).toBeDisabled();
      await expect(
        within(dialog).getByRole('button', { name: msg({ globals }, 'datePicker.nextMonth') }),
      ).toBeDisabled();
    });
    const cell = (name: RegExp) =>
      within(dialog).getByRole('button', { name }).closest('[role="gridcell"]');
    await step('Presidents’ Day and weekends cannot be picked; other weekdays can', async () => {
      await expect(cell(dayName({ globals }, 2025, 2, 17))).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(cell(dayName({ globals }, 2025, 2, 3))).not.toHaveAttribute('aria-disabled');
      await expect(cell(dayName({ globals }, 2025, 2, 15))).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step('The chosen day has focus', async () => {
      await expect(
        within(dialog).getByRole('button', { name: dayName({ globals }, 2025, 2, 14) }),
      ).toHaveFocus();
    });
  },
};

/** An error: announced, read with the date, and the field marked invalid. */
export const Invalid: Story = {
  args: {
    defaultValue: null,
    placeholderValue: '2025-03-01',
    error: 'Enter the date on your pay stub.',
  },
  play: async ({ canvas, step }) => {
    const group = canvas.getByRole('group', { name: t('Date of your last paycheck') });
    await step('The error is read with the date', async () => {
      await expect(group).toHaveAccessibleDescription(t('Enter the date on your pay stub.'));
    });
    await step('The field is marked invalid', async () => {
      await expect(segments(canvas, 'month')[0]).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

/** Disabled: greyed; Tab skips the segments and the button. */
export const Disabled: Story = {
  args: { disabled: true },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Tab skips the date', async () => {
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

/** In US Spanish: day first (dd/mm/aaaa), the month's name and the buttons in Spanish. */
export const Spanish: Story = {
  name: 'In Spanish',
  render: (args) => (
    <LocaleProvider locale="es-US" messages={esUS}>
      <DatePicker {...args} label="Fecha de tu último pago" defaultValue={null} />
    </LocaleProvider>
  ),
  args: { placeholderValue: '2025-03-01' },
  // Spanish whatever the toolbar says: the story is the picker in es-US.
  tags: ['played', 'one-language'],
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const group = canvas.getByRole('group', { name: 'Fecha de tu último pago' });
    await step('The empty field asks for the day first', async () => {
      await expect(group).toHaveTextContent('dd/mm/aaaa');
    });
    await step('Type the day, month and year', async () => {
      await userEvent.tab();
      await userEvent.keyboard('14032025');
      await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-14', reactEvent());
      await expect(group).toHaveTextContent('14/03/2025');
    });
    await step('The calendar opens with the month and buttons in Spanish', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Mostrar calendario/ }));
      const dialog = await calendarPage(canvasElement).findByRole('dialog');
      await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
        /marzo de 2025/i,
      );
      await expect(within(dialog).getByRole('button', { name: 'Mes anterior' })).toBeVisible();
    });
  },
};
