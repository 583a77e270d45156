'use client';
import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef } from 'react';
import { Accordion } from '../Accordion/Accordion';
import { Heading } from '../Heading/Heading';
import * as styles from './Faq.css';
import { useMessages } from '../../helpers/locale/context';
import { faqStrings } from '../../helpers/locale/messages/en-US/faq';

/** One question and its answer. */
export interface FaqItem {
  /** The disclosure's summary, which opens the answer. */
  question: string;
  /** The answer, as one paragraph of plain text. */
  answer: string;
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<section>`. */
export interface FaqProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** The questions, in order. */
  items: readonly FaqItem[];
  /**
   * The section's heading (an `<h2>`); the catalogue's in the reader's language when left out.
   * @default Frequently asked questions
   */
  title?: string;
}

/**
 * Questions and answers as an exclusive `Accordion` of native disclosures: opening one closes
 * the other, and the answers stay in the HTML for search engines and for visitors without
 * JavaScript; browsers without `<details name>` simply allow several open.
 */
export function Faq({ items, title, className, ...props }: FaqProps) {
  const id = useId();
  const t = useMessages(faqStrings);
  return (
    <section aria-labelledby={`${id}-title`} {...props} className={clsx(styles.section, className)}>
      <Heading level={2} size="xxl" id={`${id}-title`}>
        {title ?? t('faq.title')}
      </Heading>
      <Accordion
        exclusive
        // Questions by place, not wording: an open answer stays open when the page's language
        // changes.
        items={items.map((item, index) => ({
          id: `question-${index}`,
          summary: item.question,
          content: <p className={styles.answer}>{item.answer}</p>,
        }))}
      />
    </section>
  );
}
