'use client';
/**
 * TagGroup: a labelled group of tags, such as the filters applied to a list of transactions
 * ("Food", "Rent"), each one removable, and the group optionally selectable. Built on
 * react-aria-components' `TagGroup`, `TagList` and `Tag`.
 *
 * Why react-aria-components: a group of removable tags is a grid with one stop in the tab order,
 * the arrow keys between tags, Backspace or Delete to remove the focused tag, focus moved to the
 * next tag (or the one before the last) when a tag goes, selection with Space, and a hint to
 * screen-reader users that Delete removes. None of it is written here.
 * - Bytes: 32.4 kB of JavaScript and 0.4 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external), nearly all of it react-aria-components'
 *   collections, selection and focus management; 1.7 kB over `GridList`, which shares it.
 * - Keyboard: Tab reaches the group (the last focused tag, else the first); Left and Right move
 *   between tags, Home and End to the ends; Backspace or Delete removes the focused tag (all the
 *   selected ones, if it is selected); Space selects (`selectionMode`).
 * - Server rendering: the label, the group and its tags are in the server's HTML.
 * - Without JavaScript: the tags show; they cannot be removed or selected.
 */
import { clsx } from 'clsx';
import {
  createContext,
  useContext,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {
  Button as AriaButton,
  I18nProvider,
  Label,
  ListStateContext,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  Text,
  type Key,
  type TagGroupProps as AriaTagGroupProps,
  type TagProps as AriaTagProps,
} from 'react-aria-components';
import { useLocale, useMessages } from '../LocaleProvider/LocaleProvider';
import { mergeProps } from 'react-aria/mergeProps';
import { useChangeEvent, type ChangeEventSource } from '../../internal/hooks/useChangeEvent';
import { useControllableValue } from '../../internal/hooks/useControllableValue';
import { useFormReset } from '../../internal/hooks/useFormReset';
import { keysOf } from '../../internal/selection';
import { tagGroupStrings } from '../../helpers/locale/messages/en-US/tagGroup';
import { Glyph } from '../Icon/Glyph';
import { X } from '../Icon/glyphs';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './TagGroup.css';
import type { TagTone } from './TagGroup.css';

/**
 * React Aria writes only the `aria-*` props it knows of on a tag (its name) and on the group's root (none), and drops the rest
 * (`aria-describedby`, `aria-details`): they are written here, under React Aria's own, so every
 * `aria-*` prop reaches the element as it does on any Beem component (as Tabs does).
 */
function withAria(props: object, capture?: ChangeEventSource['capture']) {
  const aria = Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('aria-')));
  return function TagGroupElement(element: ComponentPropsWithRef<'div'>) {
    // React Aria's own description (a tag's "Delete removes it") and the app's are both kept.
    const describedBy = [aria['aria-describedby'], element['aria-describedby']].filter(Boolean);
    return (
      // Merged, not spread: React Aria's own handlers on the element and ours both run.
      <div
        {...mergeProps(aria, capture, element)}
        aria-describedby={describedBy.join(' ') || undefined}
      />
    );
  };
}

export { tagTones, type TagTone } from './TagGroup.css';

/** A group's `disabled`, which greys out every tag in it. */
const TagGroupDisabledContext = createContext(false);

/**
 * The form's entries: one hidden input per selected tag. `'all'` is every tag the group holds
 * now, read from React Aria's collection.
 */
function SelectedKeys({
  name,
  selection,
  disabled,
}: {
  name: string;
  selection: readonly Key[] | 'all';
  disabled: boolean;
}) {
  const state = useContext(ListStateContext);
  const keys = selection === 'all' ? [...(state?.collection.getKeys() ?? [])] : selection;
  return keys.map((key) => (
    <input key={key} type="hidden" name={name} value={String(key)} disabled={disabled} />
  ));
}

/**
 * The props of `TagGroup`: a labelled group of tags to remove or select, its form name, and
 * React Aria's own group props (`selectionMode`…).
 */
export interface TagGroupProps<T extends object> extends Omit<
  AriaTagGroupProps,
  | 'className'
  | 'style'
  | 'children'
  | 'selectionBehavior'
  | 'onRemove'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disabledKeys'
  | 'onChange'
> {
  /** What the tags are, shown above them and read as the group's name: "Filters". */
  label: string;
  /**
   * Keeps the label for screen readers only, where the screen already says what the tags are.
   * @default false
   */
  hideLabel?: boolean;
  /** A hint under the tags. */
  description?: ReactNode;
  /** The tags' data, for `children` as a function of each (`(tag) => <Tag id={tag.id}>…</Tag>`). */
  items?: Iterable<T>;
  /** `Tag`s, or a function from each of `items` to its `Tag`. */
  children: ReactNode | ((item: T) => ReactElement);
  /** What shows when there are no tags: "No filters applied". */
  emptyState?: ReactNode;
  /**
   * Gives each tag a remove button, and makes Backspace and Delete remove the focused tag (every
   * selected tag, when it is one of them). Called with the `id`s of the tags to remove, as an
   * array: the app takes them out of its list, and the group shows what is left.
   */
  onRemove?: (keys: Key[]) => void;
  /**
   * The `id`s of the selected tags, controlled with `onChange`; `'all'` selects every tag. Needs
   * `selectionMode`.
   */
  value?: readonly Key[] | 'all';
  /** The `id`s of the tags selected at first, uncontrolled; `'all'` for every tag. */
  defaultValue?: readonly Key[] | 'all';
  /**
   * Called with the `id`s of every tag now selected, as an array, then the event; or with `'all'`
   * when the person selects every tag at once (Ctrl+A or ⌘A in multiple selection): every tag
   * the group holds, including any the app adds later, until the selection changes again.
   */
  onChange?: (value: Key[] | 'all', event: SyntheticEvent) => void;
  /**
   * Sends each selected tag's `id` with the group's form under this name, one entry each (as a
   * group of checkboxes does): `formData.getAll(name)`.
   */
  name?: string;
  /**
   * Every tag is greyed out: none can be selected or removed, and the form sends none.
   * @default false
   */
  disabled?: boolean;
  /** The `id`s of the tags greyed out: they cannot be selected or removed. */
  disabledKeys?: readonly Key[];
  /** On the group's root (its label, tags and hint), after its own classes. */
  className?: string;
  /** A plain style object (React Aria's function form is not offered, as for `className`). */
  style?: CSSProperties;
}

/**
 * A labelled group of tags. With `onRemove(keys)`, each tag has a remove button and Backspace or
 * Delete removes it: the app takes the keys out of its list. `selectionMode` makes them
 * selectable.
 */
export function TagGroup<T extends object>({
  label,
  hideLabel = false,
  description,
  items,
  children,
  emptyState,
  onRemove,
  value,
  defaultValue,
  onChange,
  name,
  disabled = false,
  className,
  ...props
}: TagGroupProps<T>) {
  const locale = useLocale();
  const changeEvent = useChangeEvent();
  const [selection, setSelection, reset] = useControllableValue<
    readonly Key[] | 'all',
    [SyntheticEvent]
  >(
    value,
    defaultValue ?? [],
    onChange as ((value: readonly Key[] | 'all', event: SyntheticEvent) => void) | undefined,
  );
  const formValues = useRef<HTMLSpanElement>(null);
  useFormReset(formValues, reset);
  return (
    // React Aria's own words (its hint that Delete removes a tag) follow the page's locale.
    <I18nProvider locale={locale}>
      <AriaTagGroup
        {...props}
        onRemove={
          onRemove &&
          ((keys) => {
            onRemove([...keys]);
          })
        }
        selectedKeys={selection}
        onSelectionChange={(next) => {
          setSelection(keysOf(next), changeEvent.latest());
        }}
        render={withAria(props, changeEvent.capture)}
        className={clsx(styles.group, className)}
      >
        <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
        <TagGroupDisabledContext value={disabled}>
          <TagList
            items={items}
            className={styles.list}
            renderEmptyState={
              emptyState === undefined
                ? undefined
                : () => <span className={styles.empty}>{emptyState}</span>
            }
          >
            {children}
          </TagList>
        </TagGroupDisabledContext>
        <span ref={formValues} hidden>
          {name !== undefined && (
            <SelectedKeys name={name} selection={selection} disabled={disabled} />
          )}
        </span>
        {description !== undefined && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </AriaTagGroup>
    </I18nProvider>
  );
}

/**
 * The props of `Tag`: its words, tone and state, and React Aria's own tag props (`id`,
 * `textValue`…).
 */
export interface TagProps extends Omit<
  AriaTagProps,
  'className' | 'style' | 'children' | 'isDisabled'
> {
  /** The tag's words: one or two, "Food", "This month". */
  children: string;
  /**
   * Greyed out: it cannot be selected or removed. The same as its `id` in the group's
   * `disabledKeys`.
   * @default false
   */
  disabled?: boolean;
  /**
   * From the shared tone list: `neutral` or a status the tag stands for.
   * @default neutral
   */
  tone?: TagTone;
  /** On the tag, after its own classes. */
  className?: string;
  /** A plain style object (React Aria's function form is not offered, as for `className`). */
  style?: CSSProperties;
}

/** One tag in a `TagGroup`: its words, and a remove button when the group has `onRemove`. */
export function Tag({
  children,
  tone = 'neutral',
  textValue,
  disabled,
  className,
  ...props
}: TagProps) {
  const t = useMessages(tagGroupStrings);
  const removeLabel = useId();
  const groupDisabled = useContext(TagGroupDisabledContext);
  return (
    <AriaTag
      {...props}
      isDisabled={Boolean(disabled) || groupDisabled}
      render={withAria(props)}
      textValue={textValue ?? children}
      className={clsx(styles.tag, styles.tone[tone], className)}
    >
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            // React Aria names the button "Remove" followed by the tag's own name; the catalogue's
            // phrase replaces it, so the words and their order are ours in both locales.
            <AriaButton slot="remove" aria-labelledby={removeLabel} className={styles.remove}>
              <span id={removeLabel} hidden>
                {t('tagGroup.remove', { tag: textValue ?? children })}
              </span>
              <Glyph glyph={X} />
            </AriaButton>
          )}
        </>
      )}
    </AriaTag>
  );
}
