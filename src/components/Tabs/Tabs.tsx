'use client';
/**
 * Tabs: react-aria-components' `Tabs`, `TabList`, `Tab` and `TabPanel`, styled through their
 * data attributes.
 *
 * Why react-aria-components: the platform has no tabs element, and the ARIA tabs pattern needs a
 * roving tab index (one tab in the tab order, arrow keys between them, Home and End), automatic
 * or manual activation, and the tab, tab list and panel roles and relations kept in step. That
 * is what the library does, tested across browsers and screen readers; none of it is written by
 * hand here.
 * - Bytes: 33.6 kB of JavaScript and 0.2 kB of CSS, minified and gzipped, over what `Button` and
 *   `Icon` already bring (react and react-dom external), nearly all of it react-aria-components'
 *   collections, selection and focus management; `Tooltip` shares most of it (the two together
 *   add 39.7 kB). A page should load it only where it shows tabs.
 * - Keyboard: Tab reaches the selected tab, Left and Right arrows move between tabs (wrapping),
 *   Home and End go to the first and last, disabled tabs are skipped; in `manual` activation Enter
 *   or Space selects. Tab then moves into the panel.
 * - Server rendering: the tab list, every tab and the selected panel are in the server's HTML with
 *   their roles and relations; `shouldForceMount` on a `TabPanel` puts the other panels there too,
 *   hidden.
 * - Without JavaScript: the selected panel shows, but the tabs do nothing until the script runs,
 *   and the others' content is unreachable. Content every visitor needs goes in the first tab, or
 *   in an `Accordion`, which works without scripts.
 */
import { clsx } from 'clsx';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import * as styles from './Tabs.css';
import type { TabsActivation } from './Tabs.css';
import { AriaRouter } from '../BeemProvider/AriaRouter';

export { tabsActivations, type TabsActivation } from './Tabs.css';

// Each part keeps the library's own look: a class name adds to it, and react-aria's render-prop
// `className` and `style` are not offered.

/**
 * React Aria writes only the `aria-*` props it knows of on the tabs and the tab list (their
 * names), and drops the rest (`aria-describedby`, `aria-details`): they are written here, under
 * React Aria's own, so every `aria-*` prop reaches the element as it does on any Beem component.
 */
function withAria(props: object) {
  const aria = Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('aria-')));
  return function TabsElement(element: ComponentPropsWithRef<'div'>) {
    return <div {...aria} {...element} />;
  };
}

/**
 * React Aria's `Tabs` props (`selectedKey`, `defaultSelectedKey`, `onSelectionChange`,
 * `children`…), horizontal only, with `disabled` and the disabled tabs as an array of `id`s.
 */
export interface TabsProps extends Omit<
  AriaTabsProps,
  'orientation' | 'keyboardActivation' | 'className' | 'style' | 'isDisabled' | 'disabledKeys'
> {
  /** `automatic` selects a tab as the arrow keys reach it; `manual` waits for Enter or Space. */
  keyboardActivation?: TabsActivation;
  /**
   * Every tab is greyed out and cannot be selected; the selected panel still shows.
   * @default false
   */
  disabled?: boolean;
  /**
   * The `id`s of the tabs that are greyed out: they cannot be selected and the arrow keys skip
   * them. The same as `disabled` on each of those `Tab`s.
   */
  disabledKeys?: readonly Key[];
  /** On the element around the tab list and panels, after its own classes. */
  className?: string;
  /** A plain style object (React Aria's function form is not offered, as for `className`). */
  style?: CSSProperties;
}

/**
 * Views of one thing, one at a time, with the `TabList` above the `TabPanel`s. Uncontrolled with
 * `defaultSelectedKey`, or controlled with `selectedKey` and `onSelectionChange`.
 */
export function Tabs({ className, disabled, ...props }: TabsProps) {
  // Tabs used as links (`href` on a Tab) go through the app's router, as every Beem link does.
  return (
    <AriaRouter>
      <AriaTabs
        {...props}
        isDisabled={disabled}
        render={withAria(props)}
        className={clsx(styles.tabs, className)}
      />
    </AriaRouter>
  );
}

/**
 * React Aria's `TabList` props (`aria-label`, `items`, `children`), with a plain `className` and
 * `style`.
 */
export interface TabListProps<T extends object> extends Omit<
  AriaTabListProps<T>,
  'className' | 'style'
> {
  /** On the row of tabs (the `tablist`), after its own classes. */
  className?: string;
  /** A plain style object (React Aria's function form is not offered, as for `className`). */
  style?: CSSProperties;
}

/** The row of tabs. Name it with `aria-label` (what the tabs switch between). */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList {...props} render={withAria(props)} className={clsx(styles.tabList, className)} />
  );
}

/**
 * React Aria's `Tab` props (`id`, `href`, `children`…), with `disabled` and a plain `className` and
 * `style`.
 */
export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'isDisabled'> {
  /**
   * Greyed out: it cannot be selected, and the arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
  /** On the tab, after its own classes. */
  className?: string;
  /** A plain style object (React Aria's function form is not offered, as for `className`). */
  style?: CSSProperties;
}

/** One tab: a short label, and the `id` its `TabPanel` shares. */
export function Tab({ className, disabled, ...props }: TabProps) {
  return <AriaTab {...props} isDisabled={disabled} className={clsx(styles.tab, className)} />;
}

/**
 * React Aria's `TabPanel` props (`id`, `children`, `shouldForceMount`…), with a plain `className`
 * and `style`.
 */
export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'> {
  /** On the panel, after its own classes. */
  className?: string;
  /** A plain style object (React Aria's function form is not offered, as for `className`). */
  style?: CSSProperties;
}

/** The content of the tab with the same `id`, shown while that tab is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={clsx(styles.tabPanel, className)} />;
}
