'use client';
/**
 * Meter: a measure within a known range, such as how much of a budget is spent or a credit score
 * between 300 and 850. Not progress towards done: that is `ProgressBar`.
 *
 * Why react-aria-components: its `Meter` gives the `meter` role with its value, range and value
 * text kept in step, and writes that value text with `@internationalized/number` from
 * `formatOptions` (a percentage of the range, a plain number, a currency), in the locale handed
 * to it here from `LocaleProvider`. The platform's `<meter>` was the other choice: its bar is
 * drawn by each engine with its own pseudo-elements, picks its own colours from `low`, `high` and
 * `optimum` (which forced colours and the dark theme do not follow), and screen readers read it
 * unevenly (some read a number with no text of ours).
 * - Bytes: 5.0 kB of JavaScript and 0.3 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external), most of it the number formatting and the
 *   locale provider; 2.3 kB over `GridList`, which has the rest.
 * - Keyboard: none; a meter is not a control and takes no focus.
 * - Server rendering: the label, the value text and the bar, with the role and values, are all
 *   in the server's HTML.
 * - Without JavaScript: shows and reads the same as with it.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { CSSProperties, Ref } from 'react';
import { I18nProvider, Label, Meter as AriaMeter } from 'react-aria-components';
import { useLocale } from '../../helpers/locale/context';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Meter.css';
import type { MeterTone } from './Meter.css';

export { meterTones, type MeterTone } from './Meter.css';

/** A meter's measure, its range, how its value is written, and the attributes its root takes. */
export interface MeterProps {
  /** What is measured, shown above the bar and read as its name: "Food budget used". */
  label: string;
  /**
   * The measure, between `min` and `max`: a value outside the range is drawn and read at its nearer
   * end.
   */
  value: number;
  /**
   * The low end of the range: 300 for a credit score.
   * @default 0
   */
  min?: number;
  /**
   * The high end of the range: 850 for a credit score.
   * @default 100
   */
  max?: number;
  /**
   * How the value is written, as `Intl.NumberFormat` options in the reader's locale: a percentage
   * of the range (`{ style: 'percent' }`); `{ style: 'decimal' }` for the number
   * itself; `{ style: 'currency', currency: 'USD' }` for an amount.
   * @default { style: 'percent' }
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * The value in the app's own words, shown and read instead of the formatted number:
   * "720, good", "$150 of $400". The app translates it.
   */
  valueLabel?: string;
  /**
   * The fill's colour, which the app picks from the value (its thresholds are the product's):
   * `positive`, `caution` or `critical`; `neutral` (Beem green) when the value is not good or
   * bad. The label or the value text says the status too: colour is a cue, not the message.
   * @default neutral
   */
  tone?: MeterTone;
  /**
   * Keeps the label for screen readers only, where the context already names the meter.
   * @default false
   */
  hideLabel?: boolean;
  /**
   * Hides the value text from sight; screen readers still read it.
   * @default false
   */
  hideValue?: boolean;
  /** On the root, as are `style`, `ref`, `id` and any `data-*` or `aria-*` prop. */
  className?: string;
  /** Inline styles for the root, beside its own classes. */
  style?: CSSProperties;
  /** The root element, the one with the `meter` role. */
  ref?: Ref<HTMLDivElement>;
  /** The meter element's `id`, for another element's `aria-*` attribute to point at. */
  id?: string;
  /** Any `data-*` attribute, written on the root element as given. */
  [data: `data-${string}`]: string | number | boolean | undefined;
  /** The `id`s of elements whose text is read as the meter's description: what the value means. */
  'aria-describedby'?: string;
  /**
   * The `id` of an element with more on the measure than a description holds (a breakdown of the
   * budget).
   */
  'aria-details'?: string;
  /** Words read in the meter's name together with `label`, which stays its visible part. */
  'aria-label'?: string;
  /** The `id`s of elements whose text is read in the meter's name after `label`'s. */
  'aria-labelledby'?: string;
}

/** What a Meter is when a prop is left out. */
export const meterDefaults = {
  min: 0,
  max: 100,
  tone: 'neutral',
  hideLabel: false,
  hideValue: false,
} as const satisfies Partial<MeterProps>;

const percent: Intl.NumberFormatOptions = { style: 'percent' };

/** A labelled measure within a range, with its value written out and a bar in a status tone. */
export function Meter({
  label,
  tone = meterDefaults.tone,
  hideLabel = meterDefaults.hideLabel,
  hideValue = meterDefaults.hideValue,
  formatOptions = percent,
  min = meterDefaults.min,
  max = meterDefaults.max,
  className,
  style,
  ...props
}: MeterProps) {
  const locale = useLocale();
  return (
    // React Aria formats in its own locale, which would be the browser's: it is given the page's.
    <I18nProvider locale={locale}>
      <AriaMeter
        {...props}
        minValue={min}
        maxValue={max}
        formatOptions={formatOptions}
        className={clsx(styles.root, className)}
        style={style}
      >
        {({ percentage, valueText }) => (
          <>
            <span className={clsx(styles.header, hideLabel && hideValue && visuallyHidden)}>
              <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
              {/* The meter reads its value text itself; this is the same words, drawn. */}
              <span aria-hidden="true" className={hideValue ? visuallyHidden : styles.value}>
                {valueText}
              </span>
            </span>
            <span
              className={styles.track}
              style={assignInlineVars({ [styles.fill]: `${percentage}%` })}
            >
              <span className={styles.indicator[tone]} />
            </span>
          </>
        )}
      </AriaMeter>
    </I18nProvider>
  );
}
