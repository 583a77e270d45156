'use client';
import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Field, type FieldBaseProps } from '../Field/FieldBase';
import * as styles from './Checkbox.css';

/** The props of `Checkbox`: a native checkbox with its label, hint and error beside it. */
export interface CheckboxProps
  extends
    Omit<FieldBaseProps, 'describedBy' | 'optional' | 'label'>,
    Omit<
      ComponentPropsWithRef<'input'>,
      'type' | 'children' | 'aria-invalid' | 'checked' | 'defaultChecked' | 'onChange'
    > {
  /** Ticked or not, when the parent keeps it (controlled); leave it out to start at `defaultChecked`. */
  checked?: boolean;
  /** Ticked at first, in a box that keeps its own state (uncontrolled). */
  defaultChecked?: boolean;
  /** Every tick and untick: whether it is now ticked, then the event. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** For the field's outer element (box and words), as is `style`. */
  className?: string;
  /** On the field's outer element, as is `className`. */
  style?: CSSProperties;
  /** The words beside the box: what ticking it means ("Email me when my advance is ready"). */
  label: ReactNode;
  /**
   * Neither ticked nor clear: a box that stands for several others, some of them ticked. Shown as
   * a dash and announced as "mixed"; a click ticks it.
   * @default false
   */
  indeterminate?: boolean;
}

/**
 * One yes-or-no answer: a native checkbox on the field base, its label, hint and error beside it.
 * `className` and `style` go to the field's outer element; `ref`, `id`, any `data-*` or `aria-*`
 * prop and every other prop (`name`, `value`…) go to the input.
 */
export function Checkbox({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  indeterminate = false,
  className,
  style,
  onChange,
  'aria-describedby': describedBy,
  ref,
  ...input
}: CheckboxProps) {
  const element = useRef<HTMLInputElement | null>(null);
  // `indeterminate` is a property with no attribute to render, and a click clears it: it is set
  // again after every render, so the box shows what the prop says.
  useLayoutEffect(() => {
    if (element.current) element.current.indeterminate = indeterminate;
  });
  return (
    <Field
      layout="inline"
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      describedBy={describedBy}
      id={id}
      className={className}
      style={style}
    >
      {(control) => (
        <input
          {...input}
          {...control}
          ref={(node) => {
            element.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          type="checkbox"
          className={styles.checkbox}
          onChange={(event) => {
            onChange?.(event.target.checked, event);
          }}
        />
      )}
    </Field>
  );
}
