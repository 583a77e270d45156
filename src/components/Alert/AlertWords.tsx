'use client';
/**
 * The words an Alert writes of its own, in the nearest `LocaleProvider`'s language: the tone word
 * read before the message, and the close button's name. Client parts because reading the locale
 * takes a context; the Alert around them is a Server Component, so a non-dismissible Alert on a
 * server page sends only this small module.
 */
import { useMessages } from '../../helpers/locale/context';
import { alertStrings } from '../../helpers/locale/messages/en-US/alert';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { hiddenToneWord } from './toneWord';
import type { ReactNode } from 'react';
import type { AlertTone } from './Alert.css';

export function AlertToneWord({
  tone,
  title,
  toneLabel,
}: {
  tone: AlertTone;
  /** The title when it is a string: a tone word it already holds is not read twice. */
  title: string | undefined;
  toneLabel: string | false | undefined;
}) {
  const t = useMessages(alertStrings);
  const word = hiddenToneWord(tone, title, toneLabel, t);
  return word ? <VisuallyHidden>{`${word}: `}</VisuallyHidden> : null;
}

/** The close button; its icon comes from the Alert, so this module carries no glyphs. */
export function AlertDismiss({
  className,
  label,
  describedBy,
  onDismiss,
  children,
}: {
  className: string;
  label: string | undefined;
  describedBy: string | undefined;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const t = useMessages(alertStrings);
  return (
    <button
      type="button"
      className={className}
      aria-label={label ?? t('alert.dismiss')}
      aria-describedby={describedBy}
      onClick={onDismiss}
    >
      {children}
    </button>
  );
}
