'use client';
import { useId } from 'react';
import { Accordion } from '../Accordion/Accordion';
import { Heading } from '../Heading/Heading';
import * as styles from './Faq.css';
import { useMessages } from '../../helpers/locale/context';
import { faqStrings } from '../../helpers/locale/messages/en-US/faq';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqProps {
  items: readonly FaqItem[];
  title?: string;
}

/**
 * Questions and answers as an exclusive `Accordion` of native disclosures: opening one closes
 * the other, and the answers stay in the HTML for search engines and for visitors without
 * JavaScript; browsers without `<details name>` simply allow several open.
 */
export function Faq({ items, title }: FaqProps) {
  const id = useId();
  const t = useMessages(faqStrings);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <Heading level={2} size="xxl" id={`${id}-title`}>
        {title ?? t('faq.title')}
      </Heading>
      <Accordion
        exclusive
        items={items.map((item) => ({
          id: item.question,
          summary: item.question,
          content: <p className={styles.answer}>{item.answer}</p>,
        }))}
      />
    </section>
  );
}
