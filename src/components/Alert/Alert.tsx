import { clsx } from 'clsx';
import {
  CircleCheck,
  CircleExclamationPoint,
  Info,
  TriangleExclamationPoint,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Glyph } from '../Icon/Glyph';
import { Icon } from '../Icon/Icon';
import * as styles from './Alert.css';
import type { AlertTone } from './Alert.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useMessages } from '../../helpers/locale/context';
import { alertStrings } from '../../helpers/locale/messages/en-US/alert';
import type { MessageKey } from '../../helpers/locale/messages/keys';
import type { Translate } from '../../helpers/locale/translate';

type AlertKey = Extract<MessageKey, `alert.${string}`>;

export { alertTones, type AlertTone } from './Alert.css';

/**
 * One glyph per tone, each a different shape, so the tone reads without its colour. Drawn like
 * every interface icon (decorative, one stroke, `currentColor`); critical is the library's
 * `alert` glyph.
 */
export const alertIcons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  critical: CircleExclamationPoint,
} as const satisfies Record<AlertTone, LucideIcon>;

/** The word a screen reader hears before the message, standing in for the icon and colour. */
export const alertToneWords = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  critical: 'Error',
} as const satisfies Record<AlertTone, string>;

/**
 * `alert` (assertive) for a warning or error that appears in answer to what the visitor just did,
 * `status` (polite) for news of the same kind; nothing for a message that is part of the page
 * from the start, which is read in its place like any other content.
 */
export function alertRole(tone: AlertTone, announce: boolean): 'alert' | 'status' | undefined {
  if (!announce) return undefined;
  return tone === 'critical' || tone === 'warning' ? 'alert' : 'status';
}

/**
 * The tone word to read first, or nothing when the title already says it ("Error: the code has
 * expired"). `toneLabel` replaces the word, or with `false` leaves it out.
 */
export function hiddenToneWord(
  tone: AlertTone,
  title: ReactNode,
  toneLabel?: string | false,
  t?: Translate<AlertKey>,
): string | undefined {
  if (toneLabel === false) return undefined;
  const word = toneLabel ?? (t ? t('alert.tone', { tone }) : alertToneWords[tone]);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A whole word: no letter or digit either side (`\b` fails beside punctuation such as ")").
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
  if (typeof title === 'string' && whole.test(title)) return undefined;
  return word;
}

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  /** What kind of message: each has its own icon, colour and spoken word. */
  tone?: AlertTone;
  /** A short summary, in bold: what happened, in a few words. */
  title?: ReactNode;
  /** The detail: what it means and what to do. Text, paragraphs or a short list. */
  children?: ReactNode;
  /**
   * Set when the alert appears in answer to something the visitor did (a form sent, a payment
   * refused): screen readers then read it out as it appears, at once for `warning` and
   * `critical`, when they are free for `info` and `success`. Leave it off for a message that is
   * on the page from the start.
   */
  announce?: boolean;
  /**
   * The word read before the message in place of the icon ("Warning"). Left out by itself when
   * a string title already holds it; `false` leaves it out always.
   */
  toneLabel?: string | false;
  /** One or two controls under the message: a small `Button`, or a link. */
  action?: ReactNode;
  /** Shows a close button. Remove the alert in it, and move focus somewhere sensible. */
  onDismiss?: () => void;
  /** The close button's name, for screen readers; the catalogue's "Dismiss" by default. */
  dismissLabel?: string;
}

/** An inline message about the page or the task in hand, beside the content it concerns. */
export function Alert({
  tone = 'info',
  title,
  children,
  announce = false,
  toneLabel,
  action,
  onDismiss,
  dismissLabel,
  className,
  ...props
}: AlertProps) {
  const titleId = useId();
  const t = useMessages(alertStrings);
  const word = hiddenToneWord(tone, title, toneLabel, t);
  const spoken = word && <VisuallyHidden>{`${word}: `}</VisuallyHidden>;
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  return (
    <div
      {...props}
      role={alertRole(tone, announce)}
      className={clsx(styles.alert({ tone }), className)}
    >
      <span className={styles.icon({ tone })}>
        <Glyph glyph={alertIcons[tone]} size={1.25} />
      </span>
      <div className={styles.content}>
        {hasTitle && (
          <p id={titleId} className={styles.title}>
            {spoken}
            {title}
          </p>
        )}
        {(children !== undefined || !hasTitle) && (
          <div className={styles.body}>
            {!hasTitle && spoken}
            {children}
          </div>
        )}
        {action && <div className={styles.actions}>{action}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel ?? t('alert.dismiss')}
          aria-describedby={hasTitle ? titleId : undefined}
          onClick={onDismiss}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
