'use client';
/**
 * The label of a field whose control is react-aria-components': the field base draws its
 * `<label for>`, and the words inside it carry an id so that React Aria can name the parts a
 * `for` cannot reach (a date's segments and group, a list box of suggestions) with
 * `aria-labelledby`. The "(optional)" mark is inside those words, so it is part of every name.
 */
import { useId, type ReactNode } from 'react';
import * as fieldStyles from '../../components/Field/Field.css';
import { useMessages } from '../../helpers/locale/context';
import { fieldStrings } from '../../helpers/locale/messages/en-US/field';

export function useFieldLabel(label: ReactNode, optional?: boolean, required?: boolean) {
  const id = useId();
  const t = useMessages(fieldStrings);
  return {
    labelId: id,
    label: (
      <span id={id}>
        {label}
        {optional && !required && (
          <>
            {' '}
            <span className={fieldStyles.optional}>{t('field.optional')}</span>
          </>
        )}
      </span>
    ),
  };
}
