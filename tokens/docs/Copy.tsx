/**
 * Copy to the clipboard from the token and icon docs: a designer or developer takes a token's
 * name, a hex or a CSS variable without selecting text in a table. Each value is a real button,
 * so it is reached with Tab and pressed with Enter or Space, and what happened is said in one
 * polite status line that a screen reader reads out.
 */
import { useCallback, useState, type ReactNode } from 'react';
import * as styles from './Copy.css';

/**
 * The languages Storybook's toolbar draws the docs' galleries in. Tokens sit below the library,
 * so a gallery is told its language rather than reading the library's locale.
 */
export type DocsLocale = 'en-US' | 'es-US';

/** The docs language a story is drawn in, from the toolbar's globals. */
export const docsLocaleOf = (globals: Record<string, unknown>): DocsLocale =>
  globals.locale === 'es-US' ? 'es-US' : 'en-US';

/** What a copy button is called and what the status line says, in each language. */
export const copyText = {
  'en-US': {
    copy: (value: string, context?: string) =>
      context ? `Copy ${value} (${context})` : `Copy ${value}`,
    copied: (value: string) => `Copied ${value}`,
    refused: (value: string) =>
      `The browser did not let this page copy ${value}. Select it and copy it by hand.`,
  },
  'es-US': {
    copy: (value: string, context?: string) =>
      context ? `Copiar ${value} (${context})` : `Copiar ${value}`,
    copied: (value: string) => `Se copió ${value}`,
    refused: (value: string) =>
      `El navegador no dejó que esta página copiara ${value}. Selecciónalo y cópialo a mano.`,
  },
} satisfies Record<DocsLocale, unknown>;

/** What `copy` says once it is done: a message for the status line. */
export interface Clipboard {
  message: string;
  failed: boolean;
  copy: (value: string) => Promise<void>;
  /** The language the buttons and the status line speak. */
  locale: DocsLocale;
}

export function useClipboard(locale: DocsLocale = 'en-US'): Clipboard {
  const text = copyText[locale];
  const [state, setState] = useState({ message: '', failed: false });
  const copy = useCallback(
    async (value: string) => {
      // Emptied first, so copying the same value twice changes the live region and is read again.
      setState({ message: '', failed: false });
      try {
        // `navigator.clipboard` is missing outside a secure context (a Storybook served over plain
        // http from another machine), and `writeText` rejects when the browser or a policy refuses.
        if (typeof navigator.clipboard === 'undefined') throw new Error('No clipboard');
        await navigator.clipboard.writeText(value);
        setState({ message: text.copied(value), failed: false });
      } catch {
        setState({ message: text.refused(value), failed: true });
      }
    },
    [text],
  );
  return { ...state, copy, locale };
}

interface CopyButtonProps {
  value: string;
  clipboard: Clipboard;
  /** What the button shows, when that is not the value itself (a sample before the value). */
  children?: ReactNode;
  /** Where the value comes from, for a screen reader: "text.muted, light theme". */
  context?: string;
}

/**
 * The value as a button. Its name starts with "Copy" and holds the visible value, so a voice
 * control user can say what they see (WCAG 2.5.3). What it shows is a name, a colour or a CSS
 * value, the same in every language.
 */
export function CopyButton({ value, clipboard, children, context }: CopyButtonProps) {
  return (
    <button
      type="button"
      translate="no"
      className={styles.button}
      aria-label={copyText[clipboard.locale].copy(value, context)}
      onClick={() => void clipboard.copy(value)}
    >
      {children ?? value}
    </button>
  );
}

/**
 * The status line. Always in the page, empty until something is copied: a live region added
 * together with its message is not read by every screen reader. Sticky at the bottom of the
 * gallery, so the confirmation shows beside a button far down a long table too.
 */
export function CopyStatus({ clipboard }: { clipboard: Clipboard }) {
  return (
    <div className={styles.statusArea}>
      <p
        role="status"
        className={
          clipboard.message ? (clipboard.failed ? styles.statusFailed : styles.status) : styles.idle
        }
      >
        {clipboard.message}
      </p>
    </div>
  );
}
