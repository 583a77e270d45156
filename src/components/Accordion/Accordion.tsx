'use client';
/**
 * Accordion: a stack of `Disclosure`s (`<details>`), in exclusive mode one open at a time.
 *
 * Why the platform and not react-aria-components' `DisclosureGroup`:
 * - Bytes: 0.6 kB of JavaScript and 0.2 kB of CSS, minified and gzipped, with `Disclosure`, over
 *   what `Button` and `Icon` already bring (react and react-dom external). react-aria-components'
 *   `DisclosureGroup` with its `Disclosure` adds 15.1 kB.
 * - Exclusive mode is `<details name>`: the browser closes the open item when another opens,
 *   with no script and no state to keep in step (Chromium 120, Firefox 130, Safari 17.2; an
 *   older browser lets several stay open, which loses nothing).
 * - Keyboard: each summary is in the tab order and Enter and Space toggle it. The ARIA
 *   accordion pattern's optional arrow keys between headers are left out: they would be a roving
 *   focus written by hand over native controls that Tab already reaches.
 * - Server rendering and no JavaScript: plain `<details>` markup, every panel's text in the HTML,
 *   and the group works before and without scripts.
 */
import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  Disclosure,
  type DisclosureHeadingLevel,
  type DisclosureVariant,
} from '../Disclosure/Disclosure';
import * as styles from './Accordion.css';

/** One item of an accordion: its summary line and what opening it shows. */
export interface AccordionItem {
  /** Unique among the items and stable across renders. */
  id: string;
  /** The line that always shows: a question, or the name of a group. */
  summary: ReactNode;
  /** What opening the item shows. */
  content: ReactNode;
  /** Open when the page loads. In exclusive mode only the first such item opens. */
  defaultOpen?: boolean;
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the group's `<div>`. */
export interface AccordionProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The items, shown top to bottom in this order. */
  items: readonly AccordionItem[];
  /**
   * One item open at a time: opening one closes the one that was open.
   * @default false
   */
  exclusive?: boolean;
  /**
   * The exclusive group's name (the `<details name>` every item shares), unique on the page.
   * Generated unless given.
   */
  name?: string;
  /** Puts each summary in a heading of this level, when the summaries outline the page. */
  headingLevel?: DisclosureHeadingLevel;
  /**
   * `outlined` cards for content in a page, `plain` groups for a menu.
   * @default outlined
   */
  variant?: DisclosureVariant;
  /** Each time an item opens or closes, including one an exclusive group closed. */
  onOpenChange?: (id: string, open: boolean) => void;
}

/**
 * The ids of the items open at first. In exclusive mode only the first that asks is open: the
 * browser would close the others itself, so the server's markup says what the page will show.
 */
export function initiallyOpen(items: readonly AccordionItem[], exclusive: boolean) {
  const open = items.filter((item) => item.defaultOpen).map((item) => item.id);
  return new Set(exclusive ? open.slice(0, 1) : open);
}

/** Several disclosures as one group, optionally exclusive. */
export function Accordion({
  items,
  exclusive = false,
  name,
  headingLevel,
  variant = 'outlined',
  onOpenChange,
  className,
  ...props
}: AccordionProps) {
  const generated = useId();
  const open = initiallyOpen(items, exclusive);
  return (
    <div {...props} className={clsx(styles.accordion({ variant }), className)}>
      {items.map((item) => (
        <Disclosure
          key={item.id}
          summary={item.summary}
          defaultOpen={open.has(item.id)}
          name={exclusive ? (name ?? generated) : undefined}
          headingLevel={headingLevel}
          variant={variant}
          onOpenChange={
            onOpenChange &&
            ((isOpen) => {
              onOpenChange(item.id, isOpen);
            })
          }
        >
          {item.content}
        </Disclosure>
      ))}
    </div>
  );
}
