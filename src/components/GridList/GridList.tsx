'use client';
/**
 * GridList: interactive rows, laid out as `ListRow`s, that a visitor moves through with the arrow
 * keys, acts on, selects one or several of, or follows as links. Built on react-aria-components'
 * `GridList` and `GridListItem`.
 *
 * Why react-aria-components: a list of rows with selection and actions is the ARIA grid pattern:
 * one stop in the tab order, Up and Down between rows (Home, End, Page Up, Page Down, typeahead),
 * Enter to act, Space to select, selection with checkboxes kept in step with `aria-selected`,
 * disabled rows skipped, and the focused row kept when rows come and go. None of it is written
 * here. A list whose rows are each one link or one button, with no selection, is `ListRows`
 * instead: no script, and a Server Component.
 * - Bytes: 34.4 kB of JavaScript and 0.3 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external), nearly all of it react-aria-components'
 *   collections, selection and focus management; 22.3 kB over `Tabs`, and `TagGroup` adds only
 *   1.7 kB over it. A page should load it only where it shows one.
 * - Keyboard: Tab reaches the list (the last focused row, else the first); Up and Down move
 *   between rows; Home and End go to the first and last; typing a title's first letters goes to
 *   it; Enter acts on the row or follows its link; Space selects (`selectionMode`); Left and Right
 *   reach the checkbox.
 * - Server rendering: the grid, its rows and their content are in the server's HTML.
 * - Without JavaScript: the rows show; nothing can be selected or acted on, and link rows are
 *   not links. A list that must work before the script runs is `ListRows` with `href`.
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  I18nProvider,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
  type Key,
} from 'react-aria-components';
import { useLocale } from '../../helpers/locale/context';
import { keysOf } from '../../internal/selection';
import { AriaRouter } from '../BeemProvider/AriaRouter';
import { Glyph } from '../Icon/Glyph';
import { Check } from '../Icon/glyphs';
import { ListRowContent, type ListRowParts } from '../ListRow/ListRow';
import * as rowStyles from '../ListRow/ListRow.css';
import * as styles from './GridList.css';

/**
 * React Aria writes only the `aria-*` props it knows of on a row (its name), and drops the rest
 * (`aria-describedby`, `aria-details`): they are written here, under React Aria's own, so every
 * `aria-*` prop reaches the element as it does on any Beem component (as Tabs does).
 */
function withAria(props: object) {
  const aria = Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('aria-')));
  return function RowElement(element: ComponentPropsWithRef<'div'>) {
    // React Aria's own description (a tag's "Delete removes it") and the app's are both kept.
    const describedBy = [aria['aria-describedby'], element['aria-describedby']].filter(Boolean);
    return <div {...aria} {...element} aria-describedby={describedBy.join(' ') || undefined} />;
  };
}

/**
 * React Aria's `GridList` props (`items`, `children`, `selectionMode`, `onAction`,
 * `renderEmptyState`…), with the selected and disabled rows as arrays of `id`s; its layout,
 * orientation, selection behaviour and drag and drop are not offered.
 */
export interface GridListProps<T extends object> extends Omit<
  AriaGridListProps<T>,
  | 'className'
  | 'style'
  | 'layout'
  | 'orientation'
  | 'selectionBehavior'
  | 'dragAndDropHooks'
  | 'UNSTABLE_focusOnEntry'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disabledKeys'
> {
  /** Name it with `aria-label` or `aria-labelledby`: what the rows are ("Recent activity"). */
  'aria-label'?: string;
  /**
   * The `id`s of the selected rows, controlled with `onSelectionChange`; `'all'` selects every
   * row, those not loaded yet included.
   */
  selectedKeys?: readonly Key[] | 'all';
  /** The `id`s of the rows selected at first, uncontrolled; `'all'` for every row. */
  defaultSelectedKeys?: readonly Key[] | 'all';
  /**
   * Called with the `id`s of every row now selected, as an array; or with `'all'` when the
   * person selects every row at once (Ctrl+A or ⌘A in multiple selection). `'all'` means every
   * row the list holds, including, in a list that loads more as it scrolls, rows not loaded yet:
   * keep it as `'all'` (and send it to the server as such) rather than counting the rows shown.
   */
  onSelectionChange?: (keys: Key[] | 'all') => void;
  /**
   * The `id`s of the rows greyed out: they cannot be selected or acted on, and the arrow keys
   * skip them; with `disabledBehavior="selection"` they only cannot be selected.
   */
  disabledKeys?: readonly Key[];
  /** On the list's element, after its own classes. */
  className?: string;
  /** A plain style object (React Aria's function form is not offered, as for `className`). */
  style?: CSSProperties;
}

/**
 * A list of interactive rows. `selectionMode` (`none`, `single`, `multiple`) draws a checkbox on
 * each row; `onAction` is what Enter or a click does; `renderEmptyState` what shows with no rows.
 */
export function GridList<T extends object>({
  className,
  renderEmptyState,
  onSelectionChange,
  ...props
}: GridListProps<T>) {
  const locale = useLocale();
  return (
    // Link rows go through the app's router, and React Aria's own words (the checkboxes' "Select")
    // are written in the page's locale rather than the browser's.
    <AriaRouter>
      <I18nProvider locale={locale}>
        <AriaGridList
          {...props}
          onSelectionChange={
            onSelectionChange &&
            ((selection) => {
              onSelectionChange(keysOf(selection));
            })
          }
          renderEmptyState={
            renderEmptyState &&
            ((state) => <div className={styles.empty}>{renderEmptyState(state)}</div>)
          }
          className={clsx(styles.list, className)}
        />
      </I18nProvider>
    </AriaRouter>
  );
}

/**
 * One row's props: the `ListRow` parts (`title`, `description`, `leading`, `trailing`, `chevron`)
 * and React Aria's `GridListItem` props (`id`, `href`, `onAction`…). Any `aria-*` prop reaches
 * the row's element.
 */
export interface GridListItemProps
  extends
    Omit<
      AriaGridListItemProps,
      'children' | 'className' | 'style' | 'textValue' | 'value' | 'isDisabled'
    >,
    ListRowParts {
  /** The row's text for typeahead; the title, when the title is a string. */
  textValue?: string;
  /**
   * Greyed out: it cannot be selected, acted on or followed, and the arrow keys skip it. The
   * same as its `id` in the list's `disabledKeys` (and, like it, only not selectable under
   * `disabledBehavior="selection"`).
   * @default false
   */
  disabled?: boolean;
  /** On the row's element, after its own classes. */
  className?: string;
  /** A plain style object (React Aria's function form is not offered, as for `className`). */
  style?: CSSProperties;
}

/**
 * One row: the `ListRow` layout (leading visual, title, description, trailing value, chevron),
 * with a checkbox first when the list allows selection. `href` makes it a link through the app's
 * router; `disabled` greys it out and takes it out of the arrow keys' path.
 */
export function GridListItem({
  title,
  description,
  leading,
  trailing,
  chevron,
  textValue,
  disabled,
  className,
  ...props
}: GridListItemProps) {
  return (
    <AriaGridListItem
      {...props}
      isDisabled={disabled}
      render={withAria(props)}
      textValue={textValue ?? (typeof title === 'string' ? title : undefined)}
      className={clsx(rowStyles.row, rowStyles.interactive, styles.item, className)}
    >
      {({ selectionMode, selectionBehavior }) => (
        <>
          {selectionMode !== 'none' && selectionBehavior === 'toggle' && (
            <CheckboxField slot="selection" className={styles.checkboxField}>
              <CheckboxButton className={styles.checkbox}>
                <Glyph glyph={Check} />
              </CheckboxButton>
            </CheckboxField>
          )}
          <ListRowContent
            title={title}
            description={description}
            leading={leading}
            trailing={trailing}
            chevron={chevron}
          />
        </>
      )}
    </AriaGridListItem>
  );
}
