'use client';
/**
 * Menu: a list of actions and links that opens from a button, on react-aria-components'
 * `MenuTrigger`, `Menu`, `MenuItem`, `MenuSection`, `SubmenuTrigger` and `Popover`.
 *
 * Why react-aria-components: the platform has no menu. `<select>` picks a value and cannot hold
 * actions or links, and a `popover` element gives the layer but none of the ARIA menu pattern:
 * the `menu` and `menuitem` roles with `aria-haspopup` and `aria-expanded` kept in step, Enter,
 * Space or ArrowDown opening it with focus on the first item (ArrowUp on the last), arrow keys
 * moving between items past disabled ones, typeahead, Escape closing it and focus going back
 * to the trigger, submenus that open with ArrowRight and close with ArrowLeft, single and
 * multiple selection with `menuitemradio` and `menuitemcheckbox`, a position that stays on
 * screen and flips, and links that follow the app's router. None of it is written here.
 * - Bytes: 35.9 kB of JavaScript and 0.5 kB of CSS, minified and gzipped, over what `Button`
 *   already brings (react and react-dom external), nearly all of it react-aria-components'
 *   collections, overlays and focus management; 25.5 kB over an `IconButton` trigger, whose
 *   tooltip shares much of it. A page should load it only where it shows a menu.
 * - Keyboard: as above; Tab while the menu is open closes it and moves on from the trigger.
 * - Server rendering: the trigger renders as it is, with `aria-haspopup`; the menu only exists
 *   once opened.
 * - Without JavaScript: the trigger does nothing. Actions every visitor needs, and links to
 *   pages they must reach, belong on the page as well.
 */
import { clsx } from 'clsx';
import {
  Children,
  isValidElement,
  type ComponentProps,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Header,
  I18nProvider,
  Keyboard,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  Pressable,
  Separator,
  SubmenuTrigger as AriaSubmenuTrigger,
  Text,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type Selection,
  type SubmenuTriggerProps as AriaSubmenuTriggerProps,
} from 'react-aria-components';
import { useLocale } from '../../helpers/locale/context';
import { AriaRouter } from '../BeemProvider/AriaRouter';
import { Glyph, type GlyphData } from '../Icon/Glyph';
import { Check, ChevronRight } from '../Icon/glyphs';
import * as styles from './Menu.css';
import type { MenuItemTone, MenuPlacement } from './Menu.css';

export { menuItemTones, menuPlacements, type MenuItemTone, type MenuPlacement } from './Menu.css';

/**
 * A menu's or a section's selection as an array. React Aria's 'all' never comes: the menu turns
 * Ctrl+A off, and nothing else in a menu or a section selects everything at once.
 */
function menuSelection(onSelectionChange: (keys: Key[]) => void) {
  return (selection: Selection) => {
    if (selection !== 'all') onSelectionChange([...selection]);
  };
}

/** A menu trigger's two children, and whether its menu is open: uncontrolled or controlled. */
export interface MenuTriggerProps extends Omit<
  AriaMenuTriggerProps,
  'children' | 'trigger' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /**
   * Two children: the trigger, then its `Menu`. The trigger is one focusable control that passes
   * on its props and ref: an `IconButton` ("More actions") or a `Button` with a chevron.
   */
  children: [ReactElement, ReactElement];
  /**
   * Controlled: the menu is open while this is true, and the app sets it from `onOpenChange`.
   * Leave it out and the trigger opens and closes it.
   */
  open?: boolean;
  /**
   * Open on the first render, uncontrolled: the trigger, Escape and a choice close it from there.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Each time the menu opens or closes, controlled or not: the trigger, Escape, a press outside,
   * an item chosen.
   */
  onOpenChange?: (open: boolean) => void;
}

/**
 * Opens its `Menu` from its first child: on a press, Enter, Space or ArrowDown. Uncontrolled
 * (`defaultOpen`), or controlled with `open` and `onOpenChange`.
 */
export function MenuTrigger({ children, open, ...props }: MenuTriggerProps) {
  const [trigger, ...menu] = Children.toArray(children);
  return (
    <AriaMenuTrigger {...props} isOpen={open}>
      {/* The library's buttons are plain elements, not React Aria's: `Pressable` hands them the
          trigger's press handling, its ARIA attributes and its ref. A disabled IconButton stays
          focusable (aria-disabled), so its press handling is turned off here as well. */}
      {isValidElement<{ disabled?: boolean }>(trigger) ? (
        <Pressable isDisabled={trigger.props.disabled}>
          {trigger as ComponentProps<typeof Pressable>['children']}
        </Pressable>
      ) : (
        trigger
      )}
      {menu}
    </AriaMenuTrigger>
  );
}

/**
 * React Aria's `Menu` props (`items`, `children`, `onAction`, `selectionMode`…), with where it
 * opens, and the ticked and disabled items as arrays of `id`s.
 */
export interface MenuProps<T extends object = object> extends Omit<
  AriaMenuProps<T>,
  | 'className'
  | 'style'
  | 'render'
  | 'renderEmptyState'
  | 'slot'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disabledKeys'
> {
  /**
   * Where it opens against its trigger, in the reading direction; it flips when there is no
   * room. A submenu opens beside its item.
   * @default bottom start
   */
  placement?: MenuPlacement;
  /** With `selectionMode`: the `id`s of the ticked items, controlled with `onSelectionChange`. */
  selectedKeys?: readonly Key[];
  /** With `selectionMode`: the `id`s of the items ticked at first, uncontrolled. */
  defaultSelectedKeys?: readonly Key[];
  /**
   * With `selectionMode`: called with the `id`s of every item now ticked, as an array (one, or
   * none, in single selection). A menu has no "select all": Ctrl+A (⌘A) does nothing in it, so
   * the array always lists the items.
   */
  onSelectionChange?: (keys: Key[]) => void;
  /** The `id`s of the items greyed out, as `disabled` on each `MenuItem` does. */
  disabledKeys?: readonly Key[];
  /** On the menu element, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
  /**
   * Inline styles for the menu element: a plain object (React Aria's function form is not offered).
   */
  style?: CSSProperties;
  /** The menu element (`role="menu"`), inside its popover. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The menu itself, in its popover: `MenuItem`s, `MenuSection`s and `MenuSeparator`s. `onAction`
 * gets the pressed item's `id`; `selectionMode` with `selectedKeys` (or `defaultSelectedKeys`)
 * and `onSelectionChange` makes it a choice, such as "Sort by".
 */
export function Menu<T extends object = object>({
  placement,
  onSelectionChange,
  className,
  ...props
}: MenuProps<T>) {
  const locale = useLocale();
  // Items with `href` go through the app's router, as every Beem link does, and React Aria's own
  // words (the popover's hidden "Dismiss" button) are in the page's locale, not the browser's.
  return (
    <AriaRouter>
      <I18nProvider locale={locale}>
        <Popover placement={placement} offset={4} className={styles.popover}>
          <AriaMenu
            {...props}
            // React Aria's Ctrl+A would select 'all', which a menu cannot hand on as the array of
            // keys it promises: it holds only its items, not their keys. The option reaches React
            // Aria's selection hook (useMenu passes its props on) but is not in the component's
            // types; Menu.test.tsx holds that Ctrl+A selects nothing.
            {...({ disallowSelectAll: true } as object)}
            onSelectionChange={onSelectionChange && menuSelection(onSelectionChange)}
            className={clsx(styles.menu, className)}
          />
        </Popover>
      </I18nProvider>
    </AriaRouter>
  );
}

/**
 * One item's props: its words, icon, description, shortcut and tone, and React Aria's `MenuItem`
 * props (`id`, `onAction`, `href`, `textValue`…).
 */
export interface MenuItemProps<T extends object = object> extends Omit<
  AriaMenuItemProps<T>,
  'children' | 'className' | 'style' | 'isDisabled' | 'render'
> {
  /** The item's words: a verb for an action ("Freeze card"), a place for a link ("Settings"). */
  children: ReactNode;
  /** An icon before the words, any glyph of the open set or an app's own; decorative. */
  icon?: GlyphData;
  /** A second line under the words, read as the item's description. */
  description?: ReactNode;
  /** A keyboard shortcut shown at the end, as the app's own key handling defines it ("⌘C"). */
  shortcut?: string;
  /**
   * `critical` for an action that cannot be undone, drawn in the error red.
   * @default neutral
   */
  tone?: MenuItemTone;
  /** Cannot be chosen; the arrow keys pass over it. */
  disabled?: boolean;
  /** On the item, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
  /** Inline styles for the item: a plain object (React Aria's function form is not offered). */
  style?: CSSProperties;
  /** The item's element (`role="menuitem"`, or the link with `href`). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One item: an action (`onAction`, or the menu's `onAction` with its `id`), a link (`href`,
 * through the app's router), or a choice when the menu has a `selectionMode`.
 */
export function MenuItem<T extends object = object>({
  children,
  icon,
  description,
  shortcut,
  tone = 'neutral',
  disabled,
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      // Typeahead matches the words: given here when they are not plain text.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      isDisabled={disabled}
      className={clsx(styles.item, tone === 'critical' && styles.criticalItem, className)}
    >
      {({ isSelected, selectionMode, hasSubmenu }) => (
        <>
          {/* Every item keeps the column, so the words line up whether or not an item has a
              glyph; in a menu that is a choice it holds the tick. */}
          <span className={styles.mark}>
            {selectionMode === 'none'
              ? icon && <Glyph glyph={icon} />
              : isSelected && <Glyph glyph={Check} />}
          </span>
          {/* The item is named by its content, which is its words alone: the description and the
              shortcut are hidden from the name and read as its description (React Aria points
              `aria-describedby` at them). Named by `aria-labelledby` instead, the item would show
              words its name lacks, which voice control and axe's label-in-name check reject. */}
          <span className={styles.text}>
            <span className={styles.label}>{children}</span>
            {description !== undefined && (
              <Text slot="description" aria-hidden className={styles.description}>
                {description}
              </Text>
            )}
          </span>
          {(shortcut !== undefined || hasSubmenu) && (
            <span className={styles.end}>
              {shortcut !== undefined && (
                <Keyboard aria-hidden className={styles.shortcut}>
                  {shortcut}
                </Keyboard>
              )}
              {hasSubmenu && <Glyph glyph={ChevronRight} />}
            </span>
          )}
        </>
      )}
    </AriaMenuItem>
  );
}

/**
 * A section's heading and items, and a selection of its own: React Aria's `MenuSection` props, with
 * the ticked items as arrays of `id`s.
 */
export interface MenuSectionProps<T extends object = object> extends Omit<
  AriaMenuSectionProps<T>,
  | 'className'
  | 'style'
  | 'render'
  | 'aria-label'
  | 'children'
  | 'items'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
> {
  /** The section's heading, shown above its items and read as the group's name. */
  title: string;
  /**
   * With the section's own `selectionMode`: the `id`s of its ticked items, controlled with
   * `onSelectionChange`.
   */
  selectedKeys?: readonly Key[];
  /** With the section's own `selectionMode`: the `id`s of its items ticked at first. */
  defaultSelectedKeys?: readonly Key[];
  /**
   * With the section's own `selectionMode`: called with the `id`s of every item of the section
   * now ticked, as an array. A section is a choice of its own, apart from the menu's and the
   * other sections'.
   */
  onSelectionChange?: (keys: Key[]) => void;
  /** Its `MenuItem`s. */
  children: ReactNode;
  /** On the section's `<section>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
  /**
   * Inline styles for the `<section>`: a plain object (React Aria's function form is not offered).
   */
  style?: CSSProperties;
  /** The section's `<section>` element. */
  ref?: Ref<HTMLElement>;
}

/** A group of related items under a heading ("Card", "Account"). */
export function MenuSection<T extends object = object>({
  title,
  children,
  onSelectionChange,
  className,
  ...props
}: MenuSectionProps<T>) {
  // React Aria writes only the section's name on it and drops any other `aria-*` prop
  // (`aria-describedby`): they are written here, under React Aria's own, as on any Beem component.
  const aria = Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('aria-')));
  return (
    <AriaMenuSection
      {...props}
      onSelectionChange={onSelectionChange && menuSelection(onSelectionChange)}
      render={(element) => <section {...aria} {...element} />}
      className={clsx(styles.section, className)}
    >
      <Header className={styles.header}>{title}</Header>
      {children}
    </AriaMenuSection>
  );
}

/** A separator takes only a class, a style and a ref, for its line. */
export interface MenuSeparatorProps {
  /** On the separator's line, after its own classes. */
  className?: string;
  /** Inline styles for the separator's line. */
  style?: CSSProperties;
  /** The separator's element. */
  ref?: Ref<HTMLElement>;
}

/** A line between items that belong apart, where a section heading would say nothing. */
export function MenuSeparator({ className, ...props }: MenuSeparatorProps) {
  return <Separator {...props} className={clsx(styles.separator, className)} />;
}

/**
 * A submenu trigger's two children, and React Aria's `delay`: how long, in milliseconds, the
 * pointer rests on the item before the submenu opens (200 unless given).
 */
export interface SubmenuTriggerProps extends Omit<AriaSubmenuTriggerProps, 'children'> {
  /** Two children: the `MenuItem` that opens it, then its `Menu`. */
  children: [ReactElement, ReactElement];
}

/**
 * A `MenuItem` that opens a further `Menu` beside it: on ArrowRight, Enter or Space, or when the
 * pointer rests on it; ArrowLeft or Escape closes it and focus goes back to the item.
 */
export function SubmenuTrigger(props: SubmenuTriggerProps) {
  return <AriaSubmenuTrigger {...props} />;
}
