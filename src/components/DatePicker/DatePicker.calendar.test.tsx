// @vitest-environment happy-dom
/**
 * `min`, `max` and `dateUnavailable` as a visitor meets them: in the opened calendar, which
 * exists only in a browser's React (the server writes the segments alone).
 */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker';
import { DatePicker } from './DatePicker';

// React's act() environment flag: without it every update in a mount warns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

/** Mounts the picker and opens its calendar, as a press on its button does. */
function openCalendar(picker: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root?.render(picker));
  const button = container.querySelector('button[aria-haspopup="dialog"]');
  if (!(button instanceof HTMLElement)) throw new Error('no calendar button');
  // React Aria takes a click with no pointer before it as a whole (virtual) press.
  act(() => {
    button.click();
  });
  const dialog = document.querySelector('[role="dialog"]');
  if (!dialog) throw new Error('the calendar did not open');
  return dialog;
}

/** A day's cell in the calendar, found by the full date its button is read as. */
function day(dialog: Element, date: string) {
  const button = Array.from(dialog.querySelectorAll('[role="gridcell"] [role="button"]')).find(
    (candidate) => candidate.getAttribute('aria-label')?.includes(date),
  );
  const cell = button?.closest('[role="gridcell"]');
  if (!(button instanceof HTMLElement) || !cell) throw new Error(`no day ${date}`);
  return { button, cell };
}

const weekendOrHoliday = (date: string) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 || date === '2025-02-17';
};

describe('DatePicker', () => {
  it('refuses a day before min or after max', () => {
    const onChange = vi.fn();
    const dialog = openCalendar(
      <DatePicker
        label="Transfer date"
        defaultValue="2025-02-14"
        min="2025-02-03"
        max="2025-02-25"
        onChange={onChange}
      />,
    );
    for (const date of ['February 2, 2025', 'February 26, 2025']) {
      const { button, cell } = day(dialog, date);
      expect(cell.getAttribute('aria-disabled')).toBe('true');
      act(() => {
        button.click();
      });
    }
    expect(onChange).not.toHaveBeenCalled();
    for (const date of ['February 3, 2025', 'February 25, 2025'])
      expect(day(dialog, date).cell.getAttribute('aria-disabled')).toBeNull();
    act(() => {
      day(dialog, 'February 25, 2025').button.click();
    });
    expect(onChange).toHaveBeenCalledWith('2025-02-25', expect.objectContaining({ type: 'click' }));
  });

  it('refuses a day dateUnavailable marks, and gives it the ISO date', () => {
    const onChange = vi.fn();
    const dateUnavailable = vi.fn(weekendOrHoliday);
    const dialog = openCalendar(
      <DatePicker
        label="Transfer date"
        defaultValue="2025-02-14"
        dateUnavailable={dateUnavailable}
        onChange={onChange}
      />,
    );
    expect(dateUnavailable).toHaveBeenCalledWith('2025-02-17');
    const holiday = day(dialog, 'February 17, 2025');
    expect(holiday.cell.getAttribute('aria-disabled')).toBe('true');
    expect(holiday.button.hasAttribute('data-unavailable')).toBe(true);
    act(() => {
      holiday.button.click();
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      day(dialog, 'February 18, 2025').button.click();
    });
    expect(onChange).toHaveBeenCalledWith('2025-02-18', expect.anything());
  });
});

describe('DateRangePicker', () => {
  it('refuses a day after max', () => {
    const dialog = openCalendar(
      <DateRangePicker
        label="Statement period"
        defaultValue={{ start: '2025-03-03', end: '2025-03-07' }}
        min="2025-01-01"
        max="2025-03-14"
      />,
    );
    expect(day(dialog, 'March 14, 2025').cell.getAttribute('aria-disabled')).toBeNull();
    expect(day(dialog, 'March 15, 2025').cell.getAttribute('aria-disabled')).toBe('true');
  });
});
