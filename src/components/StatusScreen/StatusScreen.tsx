import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Icon, type GlyphData } from '../Icon/Icon';
import { Ban, CircleExclamationPoint } from '../Icon/glyphs';
import { Text } from '../Text/Text';
import * as styles from './StatusScreen.css';
import type { StatusScreenTone } from './StatusScreen.css';

export { statusScreenTones, type StatusScreenTone } from './StatusScreen.css';
/** For links inside a status message, styled like the screen's text. */
export const statusLinkClass = styles.link;

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
 * The tone names StatusScreen took before the shared tone list, each with the tone (and glyph) of
 * the same look. They still work for one minor release.
 */
export type DeprecatedStatusScreenTone = 'error' | 'blocked';
const oldTones: Readonly<
  Record<DeprecatedStatusScreenTone, { tone: StatusScreenTone; icon: GlyphData }>
> = {
  error: { tone: 'critical', icon: CircleExclamationPoint },
  blocked: { tone: 'neutral', icon: Ban },
};

/** A StatusScreen with one of the old tone names; the signature that carries the deprecation. */
export type StatusScreenDeprecatedProps = Omit<StatusScreenProps, 'tone'> & {
  /** `error` (now `critical`) or `blocked` (now `neutral`), or a value that may be one. */
  tone: StatusScreenTone | DeprecatedStatusScreenTone;
};

/**
 * StatusScreen's call signatures: the old tone names have one of their own, so that editors
 * strike through and lint flags only a use of one of them (the current one comes again last, the
 * one `ComponentProps<typeof StatusScreen>` reads).
 */
export interface StatusScreenComponent {
  (props: StatusScreenProps): ReactElement;
  /**
   * @deprecated StatusScreen's tones are the shared tone list now: `tone="error"` is
   * `"critical"`, `"blocked"` is `"neutral"` (the same grey badge and blocked glyph). The old
   * names go in the next minor.
   */
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  (props: StatusScreenDeprecatedProps): ReactElement;
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  (props: StatusScreenProps): ReactElement;
}

/**
 * The layout shared by the error and blocked-account screens: badge, heading, message, action.
 * The root is a `<section>` named by the title; `ref`, `className`, `style` and other attributes
 * go on it.
 */
export const StatusScreen: StatusScreenComponent = function StatusScreen({
  tone: givenTone,
  icon,
  title,
  children,
  action,
  headingLevel = 1,
  className,
  ...props
}: StatusScreenProps | StatusScreenDeprecatedProps) {
  const titleId = useId();
  const old = Object.hasOwn(oldTones, givenTone)
    ? oldTones[givenTone as DeprecatedStatusScreenTone]
    : null;
  const tone = old?.tone ?? (givenTone as StatusScreenTone);
  return (
    <Container
      aria-labelledby={titleId}
      {...props}
      as="section"
      width="prose"
      className={clsx(styles.screen, className)}
    >
      <span className={styles.badge({ tone })} aria-hidden="true">
        <Icon icon={icon ?? old?.icon ?? glyphs[tone]} size={1.25} />
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
};
