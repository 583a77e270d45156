'use client';
/**
 * ToggleButtonGroup: a segmented control, a row of `ToggleButton`s of which one (or, with
 * `selectionMode="multiple"`, any number) is on, on react-aria-components' `ToggleButtonGroup`
 * and `ToggleButton`. It filters or switches what the page shows ("All / Money in / Money out").
 *
 * Why react-aria-components: the platform's radio buttons hold one choice but are drawn as
 * circles, and restyling them as a segmented control loses their states in forced colours;
 * buttons with `aria-pressed` hold several but not one. React Aria gives both from one
 * component: in single selection the group is a `radiogroup` of `radio` buttons with
 * `aria-checked`, in multiple selection a `toolbar` of buttons with `aria-pressed`; and the
 * arrow keys move between buttons (passing over disabled ones, stopping at the ends) while Tab
 * leaves the group in one step, as a toolbar does.
 *
 * A radio group is also operated as one, as the ARIA radio group pattern and the platform's own
 * radio buttons are: the radio an arrow reaches is checked, and Tab enters the group at the
 * checked radio. React Aria's group moves focus only, as a toolbar's arrows do, so a screen
 * reader would announce a radio group that the arrows never change; the two rules are written
 * here, on React Aria's own group state (`ToggleGroupStateContext`): focus that an arrow key
 * brings to a radio checks it, and unchecked radios leave the tab order.
 * - Bytes: 7.4 kB of JavaScript and 0.3 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external), nearly all of it React Aria's toolbar focus
 *   management and toggle state.
 * - Keyboard: Tab reaches the group (in single selection, at the button that is on) and leaves it
 *   in one step. In single selection, Left and Right arrows move to the next button and turn it
 *   on, and one is always on: pressing it again keeps it on. In multiple selection, the arrows
 *   move between buttons and Space or Enter turns the focused one on or off.
 * - Server rendering: the group, every button and which are on are in the server's HTML with
 *   their roles and states.
 * - Without JavaScript: the selection shows but does not change. With `name`, the selected
 *   values are sent with their form, so a filter in a GET form still works when it is submitted.
 */
import { clsx } from 'clsx';
import {
  useContext,
  useEffect,
  useRef,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useChangeEvent } from '../../internal/hooks/useChangeEvent';
import { useControllableValue } from '../../internal/hooks/useControllableValue';
import { useFormReset } from '../../internal/hooks/useFormReset';
import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  ToggleGroupStateContext,
  type Key,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { Glyph, type GlyphData } from '../Icon/Glyph';
import * as styles from './ToggleButtonGroup.css';
import type { ToggleSelectionMode } from './ToggleButtonGroup.css';

export { toggleSelectionModes, type ToggleSelectionMode } from './ToggleButtonGroup.css';

/**
 * What `ToggleButtonGroup` takes of its own, besides its selection and React Aria's group props:
 * its buttons, form name, state and width.
 */
export interface ToggleButtonGroupOwnProps {
  /** The `ToggleButton`s, each with its own `id`: the value it stands for. */
  children: ReactNode;
  /** Sends the selected value (or each of them) with the group's form, under this name. */
  name?: string;
  /** Nothing can be changed; the selection still shows. */
  disabled?: boolean;
  /**
   * Takes the whole width of its container, the buttons sharing it: a filter on a phone.
   * @default false
   */
  fullWidth?: boolean;
  /** On the group, as are `style`, `ref`, `id` and any `data-*` or `aria-*` prop. */
  className?: string;
  /** On the group, as is `className`. */
  style?: CSSProperties;
  /** The group's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** What the selection is: one `id` in single selection, a list of them in multiple selection. */
export type ToggleValue<M extends ToggleSelectionMode> = M extends 'multiple'
  ? readonly string[]
  : string;

/**
 * How a `ToggleButtonGroup` chooses, one button or several, and its selection: kept by the
 * parent, or by the group from `defaultValue`.
 */
export interface ToggleButtonGroupSelection<M extends ToggleSelectionMode> {
  /**
   * `single`: one button is on at a time, and always one. `multiple`: any number,
   * none included.
   * @default single
   */
  selectionMode?: M;
  /** The `id` of the button that is on (a list in multiple selection), controlled with `onChange`. */
  value?: ToggleValue<M>;
  /** The `id` of the button that is on at first (a list in multiple selection), uncontrolled. */
  defaultValue?: ToggleValue<M>;
  /**
   * Called with the `id` of the button just turned on; in multiple selection, with the `id`s of
   * the buttons now on, in the order they were turned on. Then the event (the key press or the
   * press that changed it).
   */
  onChange?: (value: M extends 'multiple' ? string[] : string, event: SyntheticEvent) => void;
}

/** What the group passes on to react-aria-components' group: the rest are its own. */
export type ToggleButtonGroupPassedProps = Omit<
  AriaToggleButtonGroupProps,
  | 'children'
  | 'className'
  | 'style'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disallowEmptySelection'
  | 'isDisabled'
  | 'orientation'
  | 'render'
  | 'slot'
>;

/**
 * The group's props. `M`, the selection mode, is inferred from `selectionMode`: it ties `value`,
 * `defaultValue` and `onChange` to one `id` or a list of them.
 */
export type ToggleButtonGroupProps<M extends ToggleSelectionMode = 'single'> =
  ToggleButtonGroupOwnProps & ToggleButtonGroupPassedProps & ToggleButtonGroupSelection<M>;

const asKeys = (value: string | readonly string[] | undefined) =>
  value === undefined ? undefined : typeof value === 'string' ? [value] : value;

/**
 * A segmented control: "All / Money in / Money out". Name it with `aria-label` (what it filters)
 * or `aria-labelledby`.
 */
export function ToggleButtonGroup<M extends ToggleSelectionMode = 'single'>({
  children,
  name,
  disabled,
  fullWidth = false,
  className,
  selectionMode,
  value,
  defaultValue,
  onChange,
  ...props
}: ToggleButtonGroupProps<M>) {
  const single = selectionMode !== 'multiple';
  const changeEvent = useChangeEvent();
  // The group keeps the selection itself, not React Aria, so that a form reset can bring back
  // `defaultValue`: React Aria's group takes no part in forms.
  const [selection, setSelection, reset] = useControllableValue<
    readonly string[],
    [SyntheticEvent]
  >(asKeys(value), asKeys(defaultValue) ?? []);
  const formValues = useRef<HTMLSpanElement>(null);
  useFormReset(formValues, reset);
  const change = (keys: Set<Key>) => {
    const values = [...keys].map(String);
    const [first] = values;
    const event = changeEvent.latest();
    setSelection(values, event);
    const report = onChange as
      ((value: string | string[], event: SyntheticEvent) => void) | undefined;
    if (!single) report?.(values, event);
    else if (first !== undefined) report?.(first, event);
  };
  return (
    <AriaToggleButtonGroup
      {...props}
      selectionMode={single ? 'single' : 'multiple'}
      // A filter always shows something: in single selection the button that is on stays on.
      disallowEmptySelection={single}
      selectedKeys={selection}
      onSelectionChange={change}
      isDisabled={disabled}
      // Merged, not spread: React Aria's toolbar has capture handlers of its own on the element.
      render={(element: ComponentPropsWithRef<'div'>) => (
        <div {...mergeProps(changeEvent.capture, element)} />
      )}
      className={clsx(styles.group, fullWidth && styles.fullWidth, className)}
    >
      {({ state }) => (
        <>
          {children}
          <span ref={formValues} hidden>
            {name !== undefined &&
              [...state.selectedKeys].map((key) => (
                <input
                  key={key}
                  type="hidden"
                  name={name}
                  value={String(key)}
                  disabled={disabled}
                />
              ))}
          </span>
        </>
      )}
    </AriaToggleButtonGroup>
  );
}

/** The props of `ToggleButton`: the value it stands for, its words, icon and state. */
export interface ToggleButtonProps extends Omit<
  AriaToggleButtonProps,
  | 'children'
  | 'className'
  | 'style'
  | 'id'
  | 'isDisabled'
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'render'
> {
  /** The value it stands for: what the group's `value` and `onChange` speak of. */
  id: string;
  /** Its words: a short noun ("Money in"). */
  children: ReactNode;
  /** An icon before the words, any glyph of the open set or an app's own; decorative. */
  icon?: GlyphData;
  /** Cannot be turned on or off; the arrow keys pass over it. */
  disabled?: boolean;
  /** On the button, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
  /** On the button, as is `className`. */
  style?: CSSProperties;
  /** The `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

const arrowKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * The key held down now, read in the capture phase before any handler moves focus. One listener
 * for the page, added by the first radio group that renders in a browser. On `window`, not
 * `document`: where React's root is the document itself (Next.js's App Router), React's own
 * capture listener there runs first, and React Aria would move focus before the key was read.
 */
let keyDown: string | null = null;
let listening = false;
function listenForKeys() {
  if (listening) return;
  listening = true;
  window.addEventListener(
    'keydown',
    (event) => {
      keyDown = event.key;
    },
    true,
  );
  window.addEventListener(
    'keyup',
    () => {
      keyDown = null;
    },
    true,
  );
}

/** One button of a `ToggleButtonGroup`. */
export function ToggleButton({
  children,
  icon,
  disabled,
  className,
  onFocus,
  ...props
}: ToggleButtonProps) {
  const group = useContext(ToggleGroupStateContext);
  const radio = group?.selectionMode === 'single';
  const checked = group?.selectedKeys.has(props.id) ?? false;
  useEffect(() => {
    if (radio) listenForKeys();
  }, [radio]);
  return (
    <AriaToggleButton
      {...props}
      // A radio group is one stop in the tab order, at its checked radio.
      excludeFromTabOrder={radio && group.selectedKeys.size > 0 && !checked}
      onFocus={(event) => {
        // The radio an arrow key reaches is checked, as the platform's are. Only an arrow:
        // React Aria also moves focus through the group's last button on its way out on Tab.
        if (radio && !checked && !disabled && keyDown !== null && arrowKeys.has(keyDown))
          group.setSelected(props.id, true);
        // Tab enters at the checked radio. React Aria's toolbar sends focus that enters it back
        // to the button focused last, which after a form reset (or a change by the app) may no
        // longer be the checked one.
        if (radio && !checked && keyDown === 'Tab') {
          const radios = event.currentTarget.closest('[role="radiogroup"]');
          radios?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
        }
        onFocus?.(event);
      }}
      isDisabled={disabled}
      className={clsx(styles.button, className)}
    >
      {icon && <Glyph glyph={icon} />}
      <span className={styles.label}>{children}</span>
    </AriaToggleButton>
  );
}
