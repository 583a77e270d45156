import { useId } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Faq.css';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqProps {
  items: readonly FaqItem[];
  title?: string;
}

/**
 * Questions and answers as native disclosures. Sharing one `name` makes them an exclusive group
 * (opening one closes the other), and the answers stay in the HTML for search engines and for
 * visitors without JavaScript; browsers without `name` support simply allow several open.
 */
export function Faq({ items, title = 'Frequently asked questions' }: FaqProps) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.question} name={`${id}-faq`} className={styles.item}>
            <summary className={styles.question}>
              {item.question}
              <Icon name="chevronDown" className={styles.chevron} />
            </summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
