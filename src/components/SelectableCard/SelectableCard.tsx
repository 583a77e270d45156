'use client';
/**
 * SelectableCardGroup and SelectableCard: one choice among a few, each option drawn as a card
 * (an amount, a delivery speed, a plan), with a title, a line of detail and a value at its end.
 *
 * Named for what they are, cards a visitor selects, as `SelectableCardGroup` holding
 * `SelectableCard`s: "tile" says nothing about choosing, and the pair reads like `RadioGroup`,
 * whose behaviour it has. Children rather than an `options` array, because each card carries
 * several pieces of its own (a description, a price or a `Badge`, its own disabled state).
 *
 * Why the platform, not react-aria-components: these are native radio inputs in a `<fieldset>`
 * whose `<legend>` is the question, each card a `<label>` around its radio. The browser already
 * gives all a radio group needs: one Tab stop, arrow keys that move and select (skipping
 * disabled cards), the radio role, checked state and group name for screen readers, form
 * submission and reset, and a click anywhere on the card. React Aria's `RadioGroup` would add
 * its collection and focus code for the same behaviour, and a card could not work without script.
 * - Bytes: 1.5 kB of JavaScript and 0.9 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external); 0.7 kB and 0.4 kB over `RadioGroup`, whose
 *   field base it shares.
 * - Keyboard: Tab reaches the chosen card (or the first), the arrow keys move the choice and
 *   select as they go, Space selects the focused card; Tab leaves the group.
 * - Server rendering: every card, its radio and the starting choice are in the server's HTML.
 * - Without JavaScript: it works. The cards are radios in a form; the chosen one submits its
 *   `value` under the group's `name`.
 */
import { clsx } from 'clsx';
import {
  createContext,
  useContext,
  useId,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  FieldGroup,
  isShown,
  joinIds,
  type FieldBaseProps,
  type FieldGroupControlProps,
} from '../Field/FieldBase';
import type { Responsive } from '../../internal/vocabulary/responsive';
import * as styles from './SelectableCard.css';
import type { SelectableCardColumns } from './SelectableCard.css';

export { selectableCardColumns, type SelectableCardColumns } from './SelectableCard.css';

interface GroupContextValue extends FieldGroupControlProps {
  name: string;
  value: string | null | undefined;
  defaultValue: string | undefined;
  onChange: ((value: string, event: ChangeEvent<HTMLInputElement>) => void) | undefined;
}

const GroupContext = createContext<GroupContextValue | null>(null);

/**
 * The props of `SelectableCardGroup`: a `<fieldset>` of cards to choose one from, with its legend,
 * hint and error.
 */
export interface SelectableCardGroupProps
  extends
    Omit<FieldBaseProps, 'describedBy'>,
    Omit<
      ComponentPropsWithRef<'fieldset'>,
      'children' | 'onChange' | 'defaultValue' | 'disabled' | 'name' | 'form'
    > {
  /**
   * The chosen card's value, or `null` for none yet; leave it out (with `defaultValue`) to let
   * the radios hold the choice.
   */
  value?: string | null;
  /** The card chosen at first when the radios hold the choice themselves. */
  defaultValue?: string;
  /** Every new choice: the card's value, then the event of its radio. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** The form name the chosen card's value is submitted under; one is made up when left out. */
  name?: string;
  /**
   * Cards per row, responsive. A size
   * left out takes the one below it (`{ tablet: '3' }` is one on a phone).
   * @default { mobile: '1', tablet: '2' }
   */
  columns?: Responsive<SelectableCardColumns>;
  /** The cards: `SelectableCard`s. */
  children: ReactNode;
  /**
   * For the `<fieldset>`, the group's root, as are `style`, `ref`, `id` and any `data-*` or
   * `aria-*` prop: the group is the control a label, a test or an error summary points at.
   */
  className?: string;
  /** On the `<fieldset>`, as is `className`. */
  style?: CSSProperties;
}

/** What the cards are when a prop is left out. */
export const selectableCardGroupDefaults: { columns: Responsive<SelectableCardColumns> } = {
  columns: { mobile: '1', tablet: '2' },
};

/**
 * A question answered by choosing one card: its legend is the label, its hint and error are read
 * when focus enters it, and a disabled group disables every card.
 */
export function SelectableCardGroup({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  value,
  defaultValue,
  onChange,
  name,
  columns,
  children,
  'aria-describedby': describedBy,
  ...group
}: SelectableCardGroupProps) {
  const generated = useId();
  return (
    <FieldGroup
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      disabled={disabled}
      describedBy={describedBy}
      {...group}
    >
      {(control) => (
        <GroupContext
          value={{ ...control, name: name ?? generated, value, defaultValue, onChange }}
        >
          <div
            className={clsx(
              styles.cards,
              styles.cardSprinkles({
                columns: columns ?? selectableCardGroupDefaults.columns,
              }),
            )}
          >
            {children}
          </div>
        </GroupContext>
      )}
    </FieldGroup>
  );
}

/**
 * The props of `SelectableCard`: the card's value, words and state; other input props go to its
 * radio.
 */
export interface SelectableCardProps extends Omit<
  ComponentPropsWithRef<'input'>,
  | 'type'
  | 'title'
  | 'children'
  | 'value'
  | 'onChange'
  | 'checked'
  | 'defaultChecked'
  | 'name'
  | 'form'
  | 'required'
> {
  /** What the group's `onChange` gets and the form submits when this card is chosen. */
  value: string;
  /** The card's name: "$100", "Instant". Short: it is what a screen reader reads for the radio. */
  title: ReactNode;
  /** A line under the title, read after it: "Arrives in minutes". */
  description?: ReactNode;
  /** At the card's end, also read after the title: a price ("$2.99") or a `Badge`. */
  trailing?: ReactNode;
  /** Cannot be chosen: greyed and skipped by the arrow keys. */
  disabled?: boolean;
  /**
   * For the card (its `<label>`), as is `style`; `ref`, `id` and any `data-*` or `aria-*` prop
   * go to its radio.
   */
  className?: string;
  /** On the card (its `<label>`), as is `className`. */
  style?: CSSProperties;
}

/** One card of a `SelectableCardGroup`: a radio, its title, and what the choice brings. */
export function SelectableCard({
  value,
  title,
  description,
  trailing,
  disabled,
  className,
  style,
  'aria-describedby': describedBy,
  ...input
}: SelectableCardProps) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('<SelectableCard> is for a card inside a <SelectableCardGroup>.');
  const ids = useId();
  const titleId = `${ids}-title`;
  const descriptionId = isShown(description) ? `${ids}-description` : undefined;
  const trailingId = isShown(trailing) ? `${ids}-trailing` : undefined;
  const chosen =
    group.value === undefined
      ? { defaultChecked: value === group.defaultValue }
      : { checked: value === group.value };
  return (
    <label className={clsx(styles.card, className)} style={style}>
      <input
        {...input}
        {...chosen}
        type="radio"
        name={group.name}
        value={value}
        // Marked as RadioGroup marks its radios: each one required and invalid with the group.
        {...{ required: group.required, 'aria-invalid': group['aria-invalid'] }}
        disabled={group.disabled ?? disabled}
        // The title alone names the radio, so arrowing through the cards reads each one short;
        // the detail and the price follow as its description.
        aria-labelledby={titleId}
        aria-describedby={joinIds(descriptionId, trailingId, describedBy)}
        onChange={(event) => group.onChange?.(value, event)}
        className={styles.radio}
      />
      <span className={styles.text}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {descriptionId && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      {trailingId && (
        <span id={trailingId} className={styles.trailing}>
          {trailing}
        </span>
      )}
      <span className={styles.frame} aria-hidden="true" />
    </label>
  );
}
