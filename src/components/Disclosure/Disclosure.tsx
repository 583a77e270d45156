'use client';
/**
 * Disclosure: the platform's `<details>`/`<summary>`, styled.
 *
 * Why the platform and not react-aria-components' `Disclosure`:
 * - Bytes: 0.4 kB of JavaScript and 0.2 kB of CSS, minified and gzipped, over what `Button` and
 *   `Icon` already bring (react and react-dom external; 4.3 kB of JavaScript on its own, with the
 *   icon set and the style runtime). react-aria-components' `Disclosure` adds 14.9 kB, for the
 *   keyboard handling the browser already gives `<summary>`.
 * - Keyboard: `<summary>` is in the tab order and Enter and Space toggle it, natively.
 * - Server rendering: plain markup; the open state is the `open` attribute, and the panel's text
 *   is in the HTML, for search engines and for the browser's find in page (which opens a closed
 *   `<details>` that holds a match).
 * - Without JavaScript: it opens and closes all the same. react-aria-components renders a button
 *   that does nothing until its script runs, over a panel that stays hidden.
 */
import { clsx } from 'clsx';
import { useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Disclosure.css';
import type { DisclosureHeadingLevel, DisclosureVariant } from './Disclosure.css';
import { ChevronDown as ChevronDownIcon } from '../Icon/glyphs/ChevronDown';

export {
  disclosureHeadingLevels,
  disclosureVariants,
  type DisclosureHeadingLevel,
  type DisclosureVariant,
} from './Disclosure.css';

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<details>`. */
export interface DisclosureProps extends Omit<
  ComponentPropsWithRef<'details'>,
  'open' | 'title' | 'children'
> {
  /** The line that always shows and opens the rest: a question, or the name of a group. */
  summary: ReactNode;
  /** What opening it shows. */
  children: ReactNode;
  /**
   * Open when the page loads. After that the browser owns the state (a visitor's click, find in
   * page, an exclusive group closing it), so there is no controlled `open`: follow it with
   * `onOpenChange`.
   * @default false
   */
  defaultOpen?: boolean;
  /** Each time it opens or closes, whatever opened or closed it. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Disclosures that share a `name` form an exclusive group: opening one closes the other. Use
   * `Accordion`, which names its items for you.
   */
  name?: string;
  /** Puts the summary in a heading of this level, when the summaries outline the page. */
  headingLevel?: DisclosureHeadingLevel;
  /**
   * `outlined` for content in a page, `plain` for groups of links in a menu.
   * @default outlined
   */
  variant?: DisclosureVariant;
}

/** Content that shows or hides under a summary line. */
export function Disclosure({
  summary,
  children,
  defaultOpen = false,
  onOpenChange,
  headingLevel,
  variant = 'outlined',
  className,
  onToggle,
  ...props
}: DisclosureProps) {
  // Read once: the value never changes after the first render, so React never undoes what a
  // visitor opened or closed.
  const [openAtFirst] = useState(defaultOpen);
  // The browser fires `toggle` for an element that starts open too: that is no change.
  const known = useRef(openAtFirst);
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined;
  return (
    <details
      {...props}
      open={openAtFirst}
      className={clsx(styles.disclosure({ variant }), className)}
      onToggle={(event) => {
        onToggle?.(event);
        const { open } = event.currentTarget;
        if (open === known.current) return;
        known.current = open;
        onOpenChange?.(open);
      }}
    >
      <summary className={styles.summary({ variant })}>
        {Heading ? <Heading className={styles.heading}>{summary}</Heading> : summary}
        <Icon icon={ChevronDownIcon} className={styles.chevron} />
      </summary>
      <div className={styles.panel({ variant })}>{children}</div>
    </details>
  );
}
