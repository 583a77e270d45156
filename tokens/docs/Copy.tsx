/**
 * Copy to the clipboard from the token and icon docs: a designer or developer takes a token's
 * name, a hex or a CSS variable without selecting text in a table. Each value is a real button,
 * so it is reached with Tab and pressed with Enter or Space, and what happened is said in one
 * polite status line that a screen reader reads out.
 */
import { useCallback, useState, type ReactNode } from 'react';
import * as styles from './Copy.css';

/** What `copy` says once it is done: a message for the status line. */
export interface Clipboard {
  message: string;
  failed: boolean;
  copy: (value: string) => Promise<void>;
}

export function useClipboard(): Clipboard {
  const [state, setState] = useState({ message: '', failed: false });
  const copy = useCallback(async (value: string) => {
    // Emptied first, so copying the same value twice changes the live region and is read again.
    setState({ message: '', failed: false });
    try {
      // `navigator.clipboard` is missing outside a secure context (a Storybook served over plain
      // http from another machine), and `writeText` rejects when the browser or a policy refuses.
      if (typeof navigator.clipboard === 'undefined') throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      setState({ message: `Copied ${value}`, failed: false });
    } catch {
      setState({
        message: `The browser did not let this page copy ${value}. Select it and copy it by hand.`,
        failed: true,
      });
    }
  }, []);
  return { ...state, copy };
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
 * control user can say what they see (WCAG 2.5.3).
 */
export function CopyButton({ value, clipboard, children, context }: CopyButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={context ? `Copy ${value} (${context})` : `Copy ${value}`}
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
