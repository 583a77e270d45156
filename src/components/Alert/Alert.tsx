import { clsx } from 'clsx';
import {
  CircleCheck,
  CircleExclamationPoint,
  Info,
  TriangleExclamationPoint,
} from '../Icon/glyphs';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Glyph, type GlyphData } from '../Icon/Glyph';
import { Icon } from '../Icon/Icon';
import * as styles from './Alert.css';
import type { AlertTone } from './Alert.css';
import { AlertDismiss, AlertToneWord } from './AlertWords';
import { alertRole } from './toneWord';
import { X as CloseIcon } from '../Icon/glyphs/X';

export { alertRole, alertToneWords, hiddenToneWord } from './toneWord';

export { alertTones, type AlertTone } from './Alert.css';

/**
 * One glyph per tone, each a different shape, so the tone reads without its colour. Drawn like
 * every interface icon (decorative, one stroke, `currentColor`); critical is the library's
 * `alert` glyph.
 */
export const alertIcons = {
  info: Info,
  positive: CircleCheck,
  caution: TriangleExclamationPoint,
  critical: CircleExclamationPoint,
} as const satisfies Record<AlertTone, GlyphData>;

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the alert's `<div>`. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  /**
   * What kind of message, from the shared tone list: `info`, `positive`, `caution`
   * or `critical`. Each has its own icon, colour and spoken word.
   * @default info
   */
  tone?: AlertTone;
  /** A short summary, in bold: what happened, in a few words. */
  title?: ReactNode;
  /** The detail: what it means and what to do. Text, paragraphs or a short list. */
  children?: ReactNode;
  /**
   * Set when the alert appears in answer to something the visitor did (a form sent, a payment
   * refused): screen readers then read it out as it appears, at once for `caution` and
   * `critical`, when they are free for `info` and `positive`. Leave it off for a message that is
   * on the page from the start.
   * @default false
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
  /**
   * The close button's name, for screen readers; the catalogue's in the reader's language when left out.
   * @default Dismiss
   */
  dismissLabel?: string;
}

/**
 * An inline message about the page or the task in hand, beside the content it concerns. A Server
 * Component; its words (the tone word, the close button's name) are its client parts.
 */
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
  const spoken = (
    <AlertToneWord
      tone={tone}
      title={typeof title === 'string' ? title : undefined}
      toneLabel={toneLabel}
    />
  );
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
        <AlertDismiss
          className={styles.dismiss}
          label={dismissLabel}
          describedBy={hasTitle ? titleId : undefined}
          onDismiss={onDismiss}
        >
          <Icon icon={CloseIcon} />
        </AlertDismiss>
      )}
    </div>
  );
}
