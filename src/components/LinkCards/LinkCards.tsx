import { Card, CardGrid, type CardGridProps } from '../Card/Card';
import { ProductIcon } from '../Icon/ProductIcon';
import type { ProductIconName } from '../Icon/productIcons';
import { Text } from '../Text/Text';
import * as styles from './LinkCards.css';

export interface LinkCard {
  title: string;
  description: string;
  href: string;
  tag?: string;
  /** The product's icon, shown above its name (decorative: the name carries the meaning). */
  icon?: ProductIconName;
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the grid. */
export interface LinkCardsProps extends Omit<CardGridProps, 'children'> {
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
