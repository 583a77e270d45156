import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';
import type { CardGap, CardHeadingSize, CardTone } from './Card.css';
import { RouterAnchor } from '../BeemProvider/RouterAnchor';

export {
  cardGaps,
  cardHeadingSizes,
  cardTones,
  type CardGap,
  type CardHeadingSize,
  type CardTone,
} from './Card.css';

/** The element a card is: `li` in a list of cards, `article` for a self-contained item. */
export const cardElements = ['div', 'li', 'article', 'section'] as const;
export type CardElement = (typeof cardElements)[number];

export const cardHeadingLevels = [2, 3, 4, 5, 6] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardOwnProps {
  as?: CardElement;
  tone?: CardTone;
  /** Space between the card's parts. */
  gap?: CardGap;
  /** The card's title, as a heading, after `media`. */
  heading?: ReactNode;
  /** Where the heading sits in the page's outline: one below the heading of the cards' section. */
  headingLevel?: CardHeadingLevel;
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
  className?: string;
}

export type CardProps = CardOwnProps &
  Omit<HTMLAttributes<HTMLElement>, keyof CardOwnProps> &
  ({ href?: undefined } | { href: string; heading: ReactNode });

/** What a Card is when a prop is left out; the docs' prop table reads it from here too. */
export const cardDefaults = {
  as: 'div',
  tone: 'default',
  gap: 'sm',
  headingLevel: 3,
  headingSize: 'lg',
} as const satisfies Partial<CardOwnProps>;

/** A surface that groups one item's content: a plan, a product, a step, a result. */
export function Card({
  as: Element = cardDefaults.as,
  tone = cardDefaults.tone,
  gap = cardDefaults.gap,
  heading,
  headingLevel = cardDefaults.headingLevel,
  headingSize = cardDefaults.headingSize,
  href,
  badge,
  media,
  children,
  className,
  ...props
}: CardProps) {
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
  return (
    <Element {...props} className={clsx(styles.card({ tone, gap, linked }), className)}>
      {media}
      {badge ? (
        <div className={styles.header}>
          {title}
          {badge}
        </div>
      ) : (
        title
      )}
      {children}
    </Element>
  );
}

export interface CardGridProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** `ul` (the default) or `ol` for a list of cards, each a `Card as="li"`; `div` otherwise. */
  as?: 'ul' | 'ol' | 'div';
  /** Lets a row of a few cards widen them to fill it, instead of keeping every card's width. */
  stretch?: boolean;
  children: ReactNode;
}

/** Cards in a grid: as many per row as fit, one per row on a phone. */
export function CardGrid({
  as: Element = 'ul',
  stretch = false,
  className,
  ...props
}: CardGridProps) {
  return (
    <Element
      {...props}
      // Safari drops the list role of a list drawn without markers; saying it keeps the count.
      role={Element === 'div' ? undefined : 'list'}
      className={clsx(styles.grid({ stretch }), className)}
    />
  );
}
