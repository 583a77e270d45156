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

export interface LinkCardsProps {
  items: readonly LinkCard[];
  /** 2 under a page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
}

/** A grid of cards, each one link to a page: the home page's features, related pages. */
export function LinkCards({ items, headingLevel = 3 }: LinkCardsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.href} className={styles.card}>
          {item.icon && (
            <span className={styles.icon}>
              <ProductIcon name={item.icon} size={1.25} />
            </span>
          )}
          <Heading className={styles.title}>
            <a className={styles.link} href={item.href}>
              {item.title}
            </a>
            {item.tag && <span className={styles.tagPill}>{item.tag}</span>}
          </Heading>
          <Text tone="muted">{item.description}</Text>
        </li>
      ))}
    </ul>
  );
}
