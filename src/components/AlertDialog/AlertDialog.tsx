'use client';
/**
 * AlertDialog: a confirmation that interrupts (role `alertdialog`), on `Dialog`'s modal
 * `<dialog>`, and `useConfirm()`, which asks one from any component and awaits the answer.
 *
 * Why the platform, as for `Dialog`: `showModal()` makes the page behind inert, moves focus in,
 * returns it to the trigger on close and closes on Escape, before and without scripts; nothing
 * here traps focus by hand. What this adds is the pattern WAI-ARIA gives for an alert dialog:
 * - Focus starts on Cancel, the least destructive answer (its `autofocus`, which the browser's
 *   own dialog focusing reads), then Tab goes to the confirm button. There is no close button:
 *   Cancel and Escape are the ways out, and both answer "no".
 * - `tone="critical"` makes the confirm button the critical Button, for what cannot be undone.
 * - An async `onConfirm` runs with the dialog open, as `DialogAction` does: the confirm button
 *   busy, Cancel inert, Escape held; it closes on success and shows the error on failure.
 * - Bytes: 3.0 kB of JavaScript and 1.3 kB of CSS, minified and gzipped, over `Button` (react and
 *   react-dom external), most of it `Dialog` and the `Alert` that shows a failed confirm; 0.3 kB
 *   of JavaScript and no CSS over `Dialog`, `useConfirm` and `ConfirmProvider` included.
 *
 * `useConfirm` reads a `ConfirmProvider` (put once near the app's root, inside
 * `LocaleProvider`) rather than rendering a dialog of its own: a hook cannot render, and one
 * dialog for the whole app, in the app's own tree, keeps its locale and theme, with no second
 * React root. The hook throws, naming the provider, when there is none.
 *
 * Keyboard: focus on Cancel; Tab to the confirm button and back (the page behind is inert);
 * Enter or Space answers; Escape cancels, except while an async confirm runs.
 * Server rendering: the dialog and its words are in the HTML, closed.
 * Without JavaScript: a `DialogTrigger` opens it and both answers close it (a `method="dialog"`
 * form); `onConfirm` needs the script, so the app must not rely on it before hydration.
 */
import {
  createContext,
  use,
  useCallback,
  useId,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { DialogAction, DialogFrame, type DialogElementProps } from '../Dialog/Dialog';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { alertDialogStrings } from '../../helpers/locale/messages/en-US/alertDialog';
import type { Tone } from '../../internal/vocabulary/tone';

/** `neutral` for a choice that can be reversed; `critical` for one that cannot (delete, close). */
export const alertDialogTones = ['neutral', 'critical'] as const satisfies readonly Tone[];
/** `neutral` or `critical`: `critical` makes the confirm button the critical `Button`. */
export type AlertDialogTone = (typeof alertDialogTones)[number];

/** What is asked: the words and the work of one confirmation. */
export interface ConfirmOptions {
  /** The question, as a heading: "Delete your March budget?". Names the dialog. */
  title: ReactNode;
  /** The consequence: what happens, and whether it can be undone. Describes the dialog. */
  description: ReactNode;
  /**
   * The confirm button's verb ("Delete budget"); the catalogue's in the reader's language when left out.
   * @default Confirm
   */
  confirmLabel?: string;
  /**
   * The cancel button's words; the catalogue's in the reader's language when left out.
   * @default Cancel
   */
  cancelLabel?: string;
  /**
   * `critical` for what cannot be undone: the confirm button turns the critical Button.
   * @default neutral
   */
  tone?: AlertDialogTone;
  /**
   * The work the confirmation starts. A promise keeps the dialog open and the confirm button
   * busy until it resolves (closed) or rejects (still open, with the error).
   */
  onConfirm?: () => unknown;
  /**
   * What the error says when `onConfirm` rejects; the catalogue's in the reader's language when left out.
   * @default That didn't work
   */
  errorMessage?: ReactNode | ((error: unknown) => ReactNode);
}

/**
 * A confirmation's words and work, with the `<dialog>`'s own props: `id`, `ref`, `className`,
 * `style`, `data-*`, `aria-*`. Give it an `id` to open it with a `DialogTrigger`.
 */
export type AlertDialogProps = ConfirmOptions &
  Omit<DialogElementProps, 'children' | 'role' | 'title'> & {
    /** More detail under the description: a short list of what goes with it. */
    children?: ReactNode;
    /** Controlled: opens when true, closes when false. Or open it with a `DialogTrigger`. */
    open?: boolean;
    /** Each time it opens or closes other than through `open`. */
    onOpenChange?: (open: boolean) => void;
    /** After it closes with any answer but confirm: Cancel, Escape. */
    onCancel?: () => void;
  };

/** Sets `autofocus` as an attribute: the dialog's own focusing reads it on every opening. */
const autofocus = (element: HTMLButtonElement | null) => {
  element?.setAttribute('autofocus', '');
};

/**
 * A modal confirmation before a consequential action: a question, its consequence, Cancel and
 * the confirm button. Open it with a `DialogTrigger` naming its `id`, control it with `open`, or
 * ask for one with `useConfirm()`.
 */
export function AlertDialog({
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'neutral',
  onConfirm,
  errorMessage,
  onCancel,
  onClose,
  ...props
}: AlertDialogProps) {
  const t = useMessages(alertDialogStrings);
  return (
    <DialogFrame
      {...props}
      layout="centered"
      role="alertdialog"
      closeButton={false}
      title={title}
      description={description}
      onClose={(event: SyntheticEvent<HTMLDialogElement>) => {
        onClose?.(event);
        if (event.currentTarget.returnValue !== 'confirm') onCancel?.();
      }}
      actions={
        <>
          <DialogAction ref={autofocus} value="cancel" variant="secondary">
            {cancelLabel ?? t('alertDialog.cancel')}
          </DialogAction>
          <DialogAction
            value="confirm"
            tone={tone}
            onAction={onConfirm}
            errorMessage={errorMessage}
          >
            {confirmLabel ?? t('alertDialog.confirm')}
          </DialogAction>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}

/** Asks for a confirmation; resolves `true` once confirmed (and `onConfirm` has succeeded). */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** What `ConfirmProvider` takes: the part of the app that asks for confirmations. */
export interface ConfirmProviderProps {
  /**
   * The app, or the part of it whose components call `useConfirm()`; the dialog renders after it.
   */
  children?: ReactNode;
}

/**
 * The one confirmation dialog `useConfirm()` opens, for everything inside it. Put it once near
 * the app's root, inside `LocaleProvider`, so its default words are in the reader's language.
 */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const id = useId();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    // A second question while one is open (a double press) answers the first "no".
    answer.current?.(false);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setOptions(next);
      setOpen(true);
    });
  }, []);

  return (
    <ConfirmContext value={confirm}>
      {children}
      {options !== null && (
        <AlertDialog
          {...options}
          id={id}
          open={open}
          onOpenChange={setOpen}
          onClose={(event) => {
            const resolve = answer.current;
            answer.current = null;
            resolve?.(event.currentTarget.returnValue === 'confirm');
          }}
        />
      )}
    </ConfirmContext>
  );
}

/**
 * `const confirm = useConfirm(); if (await confirm({ title, description, tone: 'critical' }))`:
 * opens the `ConfirmProvider`'s dialog and resolves with the answer, `false` for Cancel and
 * Escape. Focus returns to what had it (the button that asked) when it closes.
 */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) {
    throw new Error('useConfirm: put a <ConfirmProvider> around the app (inside LocaleProvider).');
  }
  return confirm;
}
