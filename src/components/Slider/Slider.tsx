'use client';
/**
 * Slider: choosing an amount along a range (a cash advance from $20 to $250 in $5 steps), on
 * react-aria-components' `Slider`, `SliderTrack`, `SliderFill`, `SliderThumb` and
 * `SliderOutput`.
 *
 * Why react-aria-components: `<input type="range">` cannot be drawn the same in every browser
 * (its track and thumb are pseudo-elements each engine names and sizes its own way, and its fill
 * needs script in Firefox only), and it announces "100" where the visitor sees "$100.00". React
 * Aria keeps a native range input for the keyboard and screen readers, draws our own track and
 * thumb over it, handles pointer dragging and a click on the track, and writes the value, in the
 * output and in the thumb's `aria-valuetext`, with `Intl.NumberFormat` in the library's locale:
 * none of that is written here.
 * - Bytes: 13.9 kB of JavaScript and 1.0 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external): 15.0 kB alone. `NumberField` shares most of
 *   it (React Aria's number formatter and interaction hooks): a slider adds 4.3 kB over one.
 * - Keyboard: Tab reaches the thumb. Left and Down step down by `step`, Right and Up step up,
 *   Page Down and Page Up move by a tenth of the range (in whole steps), Home and End go to
 *   `min` and `max`.
 * - Server rendering: the label, the output with the starting amount, the track and the thumb at
 *   its place are in the server's HTML, in the provider's locale.
 * - Without JavaScript: the amount shows and a form submits it under `name`, but the thumb does
 *   not move. A page that must work before scripts run offers the amounts as `SelectableCard`s.
 */
import { mergeProps } from 'react-aria/mergeProps';
import { useChangeEvent, type ChangeEventSource } from '../../internal/hooks/useChangeEvent';
import type { SyntheticEvent } from 'react';
import { clsx } from 'clsx';
import {
  useId,
  type AriaAttributes,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import {
  I18nProvider,
  Label,
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { hint as hintStyle, label as labelStyle } from '../Field/Field.css';
import { useFormat } from '../../internal/format/numberFormat';
import { isShown, joinIds } from '../Field/FieldBase';
import { useLocale } from '../../helpers/locale/context';
import * as styles from './Slider.css';

/**
 * The props of `Slider`: an amount along a range, with its label and hint, written as the locale
 * writes it.
 */
export interface SliderProps extends AriaAttributes {
  /** The visible label, which also names the thumb. */
  label: ReactNode;
  /** A line under the label that says what the amount is for, read with the thumb. */
  hint?: ReactNode;
  /** The amount, when the parent keeps it (controlled). */
  value?: number;
  /**
   * The starting amount of a slider that keeps its own (uncontrolled).
   * @default min
   */
  defaultValue?: number;
  /** Every move, while dragging or at each key press: for the amount shown elsewhere. */
  onChange?: (value: number, event: SyntheticEvent) => void;
  /** Once the visitor lets go (or on each key press): for a request or a fee to recalculate. */
  onChangeEnd?: (value: number) => void;
  /**
   * The smallest amount.
   * @default 0
   */
  min?: number;
  /**
   * The largest amount.
   * @default 100
   */
  max?: number;
  /**
   * The distance between two amounts the slider stops at.
   * @default 1
   */
  step?: number;
  /**
   * An ISO 4217 code (`"USD"`, `"EUR"`): the amount is of that currency, written as the locale
   * writes it, in the output and as the thumb is read. Left out, a plain number.
   */
  currency?: string;
  /** `Intl.NumberFormat` options, over the currency's: `{ maximumFractionDigits: 0 }` for $100. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Writes `min` and `max` under the ends of the track. */
  showRange?: boolean;
  /** Cannot be moved: greyed and skipped by Tab. */
  disabled?: boolean;
  /** The form field's name: it submits the amount as a plain number ("100"). */
  name?: string;
  /**
   * For the slider's root (the group that holds the label, output and track), as are `style`,
   * `ref`, `id` and any `data-*` or `aria-*` prop. An `aria-describedby` is read with the thumb
   * as well, where a screen reader is when it reads the amount.
   */
  className?: string;
  /** On the slider's root, as is `className`. */
  style?: CSSProperties;
  /** The slider's root `<div>`, as for `className`. */
  ref?: Ref<HTMLDivElement>;
  /** The id of the slider's root; one is made up when left out. */
  id?: string;
  /** On the slider's root, as is `className`. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * React Aria writes on the slider's root only the `aria-*` props it knows of, and drops the rest:
 * they are written here, under React Aria's own, as every Beem component takes them.
 */
function withAria(aria: AriaAttributes & ChangeEventSource['capture']) {
  return function SliderElement(element: ComponentPropsWithRef<'div'>) {
    // Merged, not spread: React Aria's own handlers on the element and ours both run.
    return <div {...mergeProps(aria, element)} />;
  };
}

/**
 * One amount along a range, shown above the track as the locale writes it and announced the same
 * way.
 */
export function Slider({
  label,
  hint,
  value,
  defaultValue,
  onChange,
  onChangeEnd,
  min = 0,
  max = 100,
  step = 1,
  currency,
  formatOptions,
  showRange,
  disabled,
  name,
  className,
  ...rest
}: SliderProps) {
  const aria = Object.fromEntries(
    Object.entries(rest).filter(([key]) => key.startsWith('aria-')),
  ) as AriaAttributes;
  const root = Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('aria-')));
  const describedBy = aria['aria-describedby'];
  const locale = useLocale();
  const format = useFormat(currency, formatOptions);
  const hintId = useId();
  const formatter = new Intl.NumberFormat(locale, format);
  const changeEvent = useChangeEvent();
  return (
    // React Aria formats the value with its own provider's locale: the library's, not the
    // browser's.
    <I18nProvider locale={locale}>
      <AriaSlider
        {...root}
        render={withAria({ ...aria, ...changeEvent.capture })}
        value={value}
        defaultValue={defaultValue}
        // One thumb: React Aria's value is a number, never a list.
        onChange={
          onChange &&
          ((next) => {
            onChange(next as number, changeEvent.latest());
          })
        }
        onChangeEnd={
          onChangeEnd &&
          ((next) => {
            onChangeEnd(next as number);
          })
        }
        minValue={min}
        maxValue={max}
        step={step}
        formatOptions={format}
        isDisabled={disabled}
        // React Aria hands these on to the thumb, where a screen reader reads them.
        aria-describedby={joinIds(isShown(hint) && hintId, describedBy)}
        className={clsx(styles.root, className)}
      >
        <div className={styles.header}>
          <Label className={labelStyle}>{label}</Label>
          <SliderOutput className={styles.output} />
        </div>
        {isShown(hint) && (
          <p id={hintId} className={clsx(hintStyle, styles.hint)}>
            {hint}
          </p>
        )}
        <SliderTrack className={styles.track}>
          <div className={styles.rail} />
          <div className={styles.band}>
            <SliderFill className={styles.fill} />
          </div>
          <SliderThumb className={styles.thumb} name={name} />
        </SliderTrack>
        {showRange && (
          <div className={styles.range}>
            <span>{formatter.format(min)}</span>
            <span>{formatter.format(max)}</span>
          </div>
        )}
      </AriaSlider>
    </I18nProvider>
  );
}
