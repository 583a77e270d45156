import { clsx } from 'clsx';
import {
  createElement,
  type ComponentPropsWithRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from 'react';
import * as styles from './Card.css';
import type { CardHeadingSize, CardSurface, CardTone } from './Card.css';
import { RouterAnchor } from '../BeemProvider/RouterAnchor';
import { withDefault, type ResponsiveSpace } from '../Stack/space';

export {
  cardHeadingSizes,
  cardSurfaces,
  cardTones,
  type CardHeadingSize,
  type CardSurface,
  type CardTone,
} from './Card.css';

/** The element a card is: `li` in a list of cards, `article` for a self-contained item. */
export const cardElements = ['div', 'li', 'article', 'section'] as const;
/** One of `cardElements`: the element a card renders as. */
export type CardElement = (typeof cardElements)[number];

/** The levels a card's heading can take: never 1, which is the page's title. */
export const cardHeadingLevels = [2, 3, 4, 5, 6] as const;
/** The level of a card's heading, 2 to 6: one of `cardHeadingLevels`. */
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

/** What a card shows and how: the props Card reads itself. */
export interface CardOwnProps {
  /** @default div */
  as?: CardElement;
  /**
   * What the card says, in the shared tone list: `neutral` and `brand` (pale green,
   * to single one card out) are surfaces; `info`, `positive`, `caution` and `critical` add a
   * keyline in the status colour down the card's start edge. The card's words must say the status
   * too: the colour is a cue, not the message.
   * @default neutral
   */
  tone?: CardTone;
  /**
   * The card's fill for the neutral and status tones: `raised` (white, outlined, a small shadow)
   * or `subtle` (grey, flat). A `brand` card has its own fill.
   * @default raised
   */
  surface?: CardSurface;
  /**
   * Space between the card's parts: a step of the space scale, or one per screen size
   * (`{ mobile: '2', desktop: '4' }`).
   * @default 2
   */
  space?: ResponsiveSpace;
  /** The card's title, as a heading, after `media`. */
  heading?: ReactNode;
  /**
   * Where the heading sits in the page's outline: one below the heading of the cards' section.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** @default lg */
  headingSize?: CardHeadingSize;
  /**
   * Makes the whole card one link to this address: the heading's text becomes the link, stretched
   * over the card. Put no other link or control in a linked card.
   */
  href?: string;
  /** Beside the heading: a `Badge` ("New"). Kept out of the link, so it is not part of its name. */
  badge?: ReactNode;
  /** Above the heading: an icon tile or an image. Decorative; the heading names the card. */
  media?: ReactNode;
  /** The body, under the heading. */
  children?: ReactNode;
  /** For the card's root element, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/** A card's own props with its root element's: `ref`, `className`, `style`, `data-*`, `aria-*`. */
export type CardBaseProps<Own> = Own &
  Omit<ComponentPropsWithRef<'article'>, keyof CardOwnProps> &
  ({ href?: undefined } | { href: string; heading: ReactNode });

/**
 * A card's own props with its root element's. A linked card (`href`) needs a `heading`: it is the
 * link's text.
 */
export type CardProps = CardBaseProps<CardOwnProps>;

/** What a Card is when a prop is left out; the docs' prop table reads it from here too. */
export const cardDefaults = {
  as: 'div',
  tone: 'neutral',
  surface: 'raised',
  space: '2',
  headingLevel: 3,
  headingSize: 'lg',
} as const satisfies Partial<CardOwnProps>;

/** A surface that groups one item's content: a plan, a product, a step, a result. */
export function Card({
  as: Element = cardDefaults.as,
  tone = cardDefaults.tone,
  surface = cardDefaults.surface,
  space,
  heading,
  headingLevel = cardDefaults.headingLevel,
  headingSize = cardDefaults.headingSize,
  href,
  badge,
  media,
  children,
  className,
  ...props
}: CardProps): ReactElement {
  const Heading = `h${headingLevel}` as const;
  const linked = href !== undefined;
  const title = heading !== undefined && heading !== null && (
    <Heading className={styles.heading({ size: headingSize })}>
      {linked ? (
        <RouterAnchor className={styles.link} href={href}>
          {heading}
        </RouterAnchor>
      ) : (
        heading
      )}
    </Heading>
  );
  return createElement(
    Element,
    {
      ...props,
      className: clsx(
        styles.card({ tone, surface, linked }),
        styles.cardSprinkles({
          gap: withDefault(space, cardDefaults.space),
        }),
        className,
      ),
    },
    media,
    badge ? (
      <div className={styles.header}>
        {title}
        {badge}
      </div>
    ) : (
      title
    ),
    children,
  );
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the grid's root. */
export interface CardGridProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, RefAttributes<HTMLElement> {
  /**
   * `ul` or `ol` for a list of cards, each a `Card as="li"`; `div` otherwise.
   * @default ul
   */
  as?: 'ul' | 'ol' | 'div';
  /**
   * Lets a row of a few cards widen them to fill it, instead of keeping every card's width.
   * @default false
   */
  stretch?: boolean;
  /**
   * The gap between cards, across and down: a step of the space scale (`4` is 16px), or
   * one per screen size (`{ mobile: '3', desktop: '6' }`).
   * @default 4
   */
  space?: ResponsiveSpace;
  /** The cards, in order: each a `Card as="li"` when the grid is a list (`ul` or `ol`). */
  children: ReactNode;
}

/** What a CardGrid is when a prop is left out. */
export const cardGridDefaults = {
  as: 'ul',
  stretch: false,
  space: '4',
} as const satisfies Partial<CardGridProps>;

/** Cards in a grid: as many per row as fit, one per row on a phone. */
export function CardGrid({
  as: Element = cardGridDefaults.as,
  stretch = cardGridDefaults.stretch,
  space,
  className,
  ...props
}: CardGridProps) {
  return createElement(Element, {
    ...props,
    // Safari drops the list role of a list drawn without markers; saying it keeps the count.
    role: Element === 'div' ? undefined : 'list',
    className: clsx(
      styles.grid({ stretch }),
      styles.cardSprinkles({ gap: withDefault(space, cardGridDefaults.space) }),
      className,
    ),
  });
}
