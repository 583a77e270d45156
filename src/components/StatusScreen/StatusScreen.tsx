import { useId, type ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Icon, type IconName } from '../Icon/Icon';
import { Text } from '../Text/Text';
import * as styles from './StatusScreen.css';
import type { StatusScreenTone } from './StatusScreen.css';

export { statusScreenTones, type StatusScreenTone } from './StatusScreen.css';
/** For links inside a status message, styled like the screen's text. */
export const statusLinkClass = styles.link;

export interface StatusScreenProps {
  tone: StatusScreenTone;
  title: string;
  /** The message; strings render as text, never as HTML. */
  children: ReactNode;
  /** The one way on: a button. */
  action: ReactNode;
  /** The title is the page's heading unless the screen sits under another one. */
  headingLevel?: 1 | 2;
}

const glyphs: Record<StatusScreenTone, IconName> = { error: 'alert', blocked: 'blocked' };

/** The layout shared by the error and blocked-account screens: badge, heading, message, action. */
export function StatusScreen({
  tone,
  title,
  children,
  action,
  headingLevel = 1,
}: StatusScreenProps) {
  const titleId = useId();
  return (
    <Container as="section" width="prose" className={styles.screen} aria-labelledby={titleId}>
      <span className={styles.badge({ tone })} aria-hidden="true">
        <Icon name={glyphs[tone]} size={1.25} />
      </span>
      <Heading level={headingLevel} size="xxl" id={titleId}>
        {title}
      </Heading>
      <Text size="lg" tone="muted" className={styles.message}>
        {children}
      </Text>
      {action}
    </Container>
  );
}
