import type { ReactNode } from 'react';
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
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading level={1}>{title}</Heading>
        {lead && (
          <Text size="lg" tone="muted" className={styles.lead}>
            {lead}
          </Text>
        )}
        {children}
      </div>
    </div>
  );
}

/** The content column under an intro. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}
