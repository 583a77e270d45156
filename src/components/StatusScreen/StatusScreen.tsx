import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Icon, type GlyphData } from '../Icon/Icon';
// Each glyph from its own module: a bundle takes only the two the badge draws.
import { Ban } from '../Icon/glyphs/Ban';
import { CircleExclamationPoint } from '../Icon/glyphs/CircleExclamationPoint';
import { Text } from '../Text/Text';
import * as styles from './StatusScreen.css';
import type { StatusScreenTone } from './StatusScreen.css';

export { statusScreenTones, type StatusScreenTone } from './StatusScreen.css';
/** For links inside a status message, styled like the screen's text. */
export const statusLinkClass = styles.link;

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the screen's `<section>`. */
export interface StatusScreenProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'children'
> {
  /**
   * From the shared tone list: `critical` when something went wrong, `caution` when it may,
   * `neutral` for a state that is nobody's error (a blocked account).
   */
  tone: StatusScreenTone;
  /**
   * The badge's icon, any glyph of the open set or an app's own: by default the tone's own,
   * `AlertIcon` for critical and caution, `BlockedIcon` for neutral.
   * @default AlertIcon, or BlockedIcon when neutral
   */
  icon?: GlyphData;
  /** The screen's heading, which also names its `<section>`: what happened, in a few words. */
  title: string;
  /** The message; strings render as text, never as HTML. */
  children: ReactNode;
  /** The one way on: a button. */
  action: ReactNode;
  /**
   * The title is the page's heading unless the screen sits under another one.
   * @default 1
   */
  headingLevel?: 1 | 2;
}

const glyphs: Readonly<Record<StatusScreenTone, GlyphData>> = {
  neutral: Ban,
  caution: CircleExclamationPoint,
  critical: CircleExclamationPoint,
};

/**
 * The layout shared by the error and blocked-account screens: badge, heading, message, action.
 * The root is a `<section>` named by the title; `ref`, `className`, `style` and other attributes
 * go on it.
 */
export function StatusScreen({
  tone,
  icon,
  title,
  children,
  action,
  headingLevel = 1,
  className,
  ...props
}: StatusScreenProps) {
  const titleId = useId();
  return (
    <Container
      aria-labelledby={titleId}
      {...props}
      as="section"
      width="prose"
      className={clsx(styles.screen, className)}
    >
      <span className={styles.badge({ tone })} aria-hidden="true">
        <Icon icon={icon ?? glyphs[tone]} size={1.25} />
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
