import { Card, CardGrid, type CardGridProps } from '../Card/Card';
import { ProductIcon } from '../Icon/ProductIcon';
import type { ProductIconName } from '../Icon/productIcons';
import { Text } from '../Text/Text';
import * as styles from './LinkCards.css';

/** One card: a page's title, a line about it and its address. */
export interface LinkCard {
  /** The card's heading, which is also the link's text. */
  title: string;
  /** A line about the page, in muted text under the heading. */
  description: string;
  /** The page the card leads to. Cards are keyed by it, so each needs its own. */
  href: string;
  /** A short label in a pill beside the heading ("New"), outside the link's name. */
  tag?: string;
  /** The product's icon, shown above its name (decorative: the name carries the meaning). */
  icon?: ProductIconName;
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the grid. */
export interface LinkCardsProps extends Omit<CardGridProps, 'children'> {
  /** The cards, in order. */
  items: readonly LinkCard[];
  /**
   * 2 under a page's h1, 3 inside a section.
   * @default 3
   */
  headingLevel?: 2 | 3;
}

/** A grid of cards, each one link to a page: the home page's features, related pages. */
export function LinkCards({ items, headingLevel = 3, ...props }: LinkCardsProps) {
  return (
    <CardGrid {...props}>
      {items.map((item) => (
        <Card
          key={item.href}
          as="li"
          surface="subtle"
          href={item.href}
          heading={item.title}
          headingLevel={headingLevel}
          badge={item.tag && <span className={styles.tagPill}>{item.tag}</span>}
          media={
            item.icon && (
              <span className={styles.icon}>
                <ProductIcon name={item.icon} size={1.25} />
              </span>
            )
          }
        >
          <Text tone="muted">{item.description}</Text>
        </Card>
      ))}
    </CardGrid>
  );
}
