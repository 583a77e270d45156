import {
  createElement,
  type AriaAttributes,
  type AriaRole,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/**
 * The elements hidden words may be: a phrase (`span`), a block (`div`, `p`, a live region), a
 * section's heading, or a fieldset's legend.
 */
export const visuallyHiddenElements = ['span', 'div', 'p', 'h2', 'legend'] as const;
/** One of `visuallyHiddenElements`: the element the hidden words are. */
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

// No `className` or `style`: either could draw the words again, and then they would be a
// visible label in the wrong component.
/**
 * The hidden words, their element, and any `aria-*` prop; no `className` or `style`, which could
 * draw them.
 */
export interface VisuallyHiddenProps extends AriaAttributes {
  /**
   * The element: a `span` inside text or a control, a block element where one is needed.
   * @default span
   */
  as?: VisuallyHiddenElement;
  /** Ties the words to something else (`aria-labelledby`, `aria-describedby`). */
  id?: string;
  /** `status` for a message that is announced when it changes. */
  role?: AriaRole;
  /** The words a visual cue stands for, written to be read in their place. */
  children: ReactNode;
  /** The element that holds the hidden words. */
  ref?: Ref<HTMLElement>;
}

/** What VisuallyHidden is when a prop is left out; the docs' prop table reads it from here too. */
export const visuallyHiddenDefaults = {
  as: 'span',
} as const satisfies Partial<VisuallyHiddenProps>;

/**
 * Words for screen readers only: in the accessibility tree, so read with what surrounds them,
 * but drawn nowhere. For what a visual cue already tells sighted visitors (a tick, "/mo", an
 * icon-only button's purpose).
 */
export function VisuallyHidden({
  as = visuallyHiddenDefaults.as,
  ...props
}: VisuallyHiddenProps): ReactElement {
  return createElement(as, { ...props, className: visuallyHidden });
}
