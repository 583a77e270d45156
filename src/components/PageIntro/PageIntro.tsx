import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './PageIntro.css';

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the band's root. */
export interface PageIntroProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The page's one `<h1>`. */
  title: string;
  /** A short label above the heading. */
  eyebrow?: string;
  /** A line or two under the heading, in larger muted text. */
  lead?: ReactNode;
  /** Extra content under the lead: a tag, a price, actions. */
  children?: ReactNode;
}

/** A page's opening band: its one `<h1>`, an optional label above it and a lead below. */
export function PageIntro({ title, eyebrow, lead, children, className, ...props }: PageIntroProps) {
  return (
    <div {...props} className={clsx(styles.intro, className)}>
      <Container className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading level={1}>{title}</Heading>
        {lead && (
          <Text size="lg" tone="muted" className={styles.lead}>
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </div>
  );
}

/** The content column under an intro. */
export function PageBody({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <Container {...props} className={clsx(styles.body, className)} />;
}
