import type { ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './PageIntro.css';

export interface PageIntroProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Extra content under the lead: a tag, a price, actions. */
  children?: ReactNode;
}

/** A page's opening band: its one `<h1>`, an optional label above it and a lead below. */
export function PageIntro({ title, eyebrow, lead, children }: PageIntroProps) {
  return (
    <div className={styles.intro}>
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
export function PageBody({ children }: { children: ReactNode }) {
  return <Container className={styles.body}>{children}</Container>;
}
