'use client';
/**
 * Dialog: a modal on the platform's `<dialog>`, opened with `showModal()`.
 *
 * Why the platform and not react-aria-components' `Modal` and `Dialog`:
 * - Bytes: 1.0 kB of JavaScript and 0.3 kB of CSS, minified and gzipped, for `Dialog` and
 *   `DialogTrigger` over what `Button` and `Icon` already bring (react and react-dom external).
 *   react-aria-components' `DialogTrigger`, `ModalOverlay`, `Modal` and `Dialog` add 30.0 kB.
 * - Keyboard and focus, all native to a modal `<dialog>`: focus moves into it, the page behind is
 *   inert (Tab cannot leave, so no focus trap is written here), Escape closes it, and focus goes
 *   back to what had it before, whether an invoker command or `open` opened it.
 * - Server rendering: the dialog and its content are in the HTML, closed. react-aria-components
 *   renders a modal only once its script has opened it.
 * - Without JavaScript: a trigger with the invoker command `show-modal` opens it and its close
 *   button and `actions` close it, with no script at all (Chromium 135, Firefox 144, Safari 26.2;
 *   the site loads a polyfill elsewhere, and once hydrated these components open and close the
 *   dialog themselves where invoker commands are missing).
 * - The page does not scroll under it: a `:modal` rule in the styles, with or without scripts.
 *
 * Actions that run before it closes (`DialogAction` with `onAction`): the action's own submit is
 * held while its promise runs, so the dialog stays open; the action shows Button's loading state
 * (`aria-busy`, `aria-disabled`, focus kept), the other `DialogAction`s turn `aria-disabled`, the
 * form refuses any other submit, and neither Escape nor the close button closes the dialog
 * (`closedby="none"` while it runs, and its `cancel` event refused, for browsers without
 * `closedby`). It closes when the promise resolves, with the action's `value` as `returnValue`;
 * when it rejects, the dialog stays open and a critical `Alert`, announced, says so above the
 * actions. This adds 1.4 kB of JavaScript and 0.6 kB of CSS, minified and gzipped, to the
 * dialog: nearly all of it `Alert` (1.4 kB and 0.6 kB on its own over `Button`), which a page that
 * shows errors usually has already. Without JavaScript a `DialogAction` is the plain
 * submit it was: the dialog closes at once and `onAction` has no script to run.
 */
import { clsx } from 'clsx';
import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Alert } from '../Alert/Alert';
import { Button, type ButtonProps } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './Dialog.css';
import type { DialogLayout } from './Dialog.css';
import { Heading } from '../Heading/Heading';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { dialogStrings } from '../../helpers/locale/messages/en-US/dialog';
import { X as CloseIcon } from '../Icon/glyphs/X';

/** Where invoker commands are missing, a hydrated trigger or close button does their work. */
const hasInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * Opens a modal dialog. `returnValue` survives a close that carries no value (Escape, a close
 * button): cleared on every opening, it never reports the answer of an earlier one.
 */
function openModal(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  dialog.returnValue = '';
  dialog.showModal();
}

/** A dialog's own props, which `Drawer` shares: its words, its answers and its open state. */
export interface DialogOwnProps {
  /** A sentence under the title that says what is being asked; read with the dialog's name. */
  description?: ReactNode;
  /** The dialog's content, between the description and the actions. */
  children?: ReactNode;
  /**
   * The answers, at the bottom, in a `<form method="dialog">`: a `<Button type="submit"
   * value="confirm">` there closes the dialog, with or without scripts, and its `value` becomes
   * the dialog's `returnValue` (read it in `onClose`). Escape and the close button leave it empty.
   */
  actions?: ReactNode;
  /**
   * Controlled: the dialog opens when this turns true and closes when it turns false. Leave it out
   * to open the dialog declaratively, with a `DialogTrigger` (or any button with
   * `commandfor={id} command="show-modal"`).
   */
  open?: boolean;
  /**
   * Each time the dialog opens or closes other than through `open`: a trigger, Escape, the close
   * button, an action. Opening is reported where the browser fires `toggle` on dialogs (Chromium
   * 132, Firefox 133, Safari 26).
   */
  onOpenChange?: (open: boolean) => void;
  /** The close button's accessible name. */
  closeLabel?: string;
}

/** What a dialog's actions share while one of them runs. */
interface DialogActions {
  /** The action running now, by its key; `null` when none is. */
  running: string | null;
  run: (key: string, action: () => unknown, value: string, failure: Failure) => void;
}

type Failure = DialogActionProps['errorMessage'];

const DialogActionsContext = createContext<DialogActions | null>(null);

/** A visible title names the dialog; without one, `aria-label` does. */
export type DialogNaming =
  | {
      /** The heading at the top, which is also the dialog's accessible name. */
      title: ReactNode;
      header?: undefined;
    }
  | {
      title?: undefined;
      /** The dialog's accessible name, for a dialog with no visible title (a menu). */
      'aria-label': string;
      /** Shown at the top, beside the close button, in place of a title: a menu's logo. */
      header?: ReactNode;
    };

/**
 * The `<dialog>`'s own props that a dialog passes on: `id`, `ref`, `className`, `style`, `data-*`,
 * `aria-*`. Its name comes from `title` or `aria-label` instead (see `DialogNaming`).
 */
export type DialogElementProps = Omit<
  ComponentPropsWithRef<'dialog'>,
  keyof DialogOwnProps | 'title' | 'aria-label' | 'aria-labelledby'
>;

/**
 * A dialog's own props, its name (`title` or `aria-label`) and the `<dialog>`'s: `className`,
 * `style`, `ref`, `id` and any `data-*` or `aria-*` prop go to it. Give it an `id` to open it with
 * a `DialogTrigger`.
 */
export type DialogProps = DialogOwnProps & DialogNaming & DialogElementProps;

/** The dialog and the drawer: the same element and behaviour, in two layouts. */
export function DialogFrame({
  layout,
  title,
  header,
  description,
  children,
  actions,
  open,
  onOpenChange,
  closeLabel,
  id,
  ref,
  className,
  'aria-describedby': describedBy,
  closeButton = true,
  ...rest
}: DialogProps & {
  layout: DialogLayout;
  /**
   * `AlertDialog` has none: its Cancel is the way out.
   * @default true
   */
  closeButton?: boolean;
}) {
  const t = useMessages(dialogStrings);
  const dialog = useRef<HTMLDialogElement>(null);
  // The handle is read once the element is mounted, so it is always there.
  useImperativeHandle(ref, () => {
    if (!dialog.current) throw new Error('Dialog: the <dialog> is not mounted.');
    return dialog.current;
  }, []);
  const generated = useId();
  const dialogId = id ?? generated;
  const titleId = `${dialogId}-title`;
  const descriptionId = `${dialogId}-description`;
  const props = rest;
  const [running, setRunning] = useState<string | null>(null);
  // Read by the event listeners, which a render's state would reach too late.
  const runningNow = useRef<string | null>(null);
  const [failure, setFailure] = useState<ReactNode>(null);

  const actionState: DialogActions = {
    running,
    run: (key, action, value, message) => {
      if (runningNow.current !== null) return;
      runningNow.current = key;
      setRunning(key);
      // Escape cannot close it mid-action (Chromium 134, Firefox 141); set here, not rendered,
      // as React's types do not list the attribute yet.
      dialog.current?.setAttribute('closedby', 'none');
      setFailure(null);
      void (async () => {
        let failed = false;
        try {
          await action();
        } catch (error) {
          failed = true;
          setFailure(
            (typeof message === 'function' ? message(error) : message) ?? t('dialog.actionFailed'),
          );
        }
        runningNow.current = null;
        dialog.current?.removeAttribute('closedby');
        setRunning(null);
        if (!failed) dialog.current?.close(value);
      })();
    },
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element || open === undefined) return;
    if (open) openModal(element);
    else if (element.open) element.close();
  }, [open]);

  // A change the `open` prop asked for is not reported back to its owner.
  const report = useEffectEvent((next: boolean) => {
    if (next !== open) onOpenChange?.(next);
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opened = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      // A dialog that is also a popover opens as one through `popovertarget` where invoker
      // commands are missing (Safari before 26.2): with a script here, it becomes the modal.
      if (element.matches(':popover-open')) {
        element.hidePopover();
        openModal(element);
        return;
      }
      // An invoker command opened it: clear the answer of an earlier opening here.
      element.returnValue = '';
      report(true);
    };
    const closed = () => {
      setFailure(null);
      report(false);
    };
    // Escape mid-action: browsers without `closedby` still let the `cancel` be refused.
    const cancelled = (event: Event) => {
      if (runningNow.current !== null) event.preventDefault();
    };
    element.addEventListener('toggle', opened);
    element.addEventListener('close', closed);
    element.addEventListener('cancel', cancelled);
    return () => {
      element.removeEventListener('toggle', opened);
      element.removeEventListener('close', closed);
      element.removeEventListener('cancel', cancelled);
    };
  }, []);

  return (
    <dialog
      {...props}
      ref={dialog}
      id={dialogId}
      aria-labelledby={title === undefined ? undefined : titleId}
      aria-describedby={
        [description === undefined ? undefined : descriptionId, describedBy]
          .filter(Boolean)
          .join(' ') || undefined
      }
      className={clsx(styles.dialog({ layout }), className)}
    >
      <div className={styles.inner({ layout })}>
        <div className={styles.top}>
          {title === undefined ? (
            header
          ) : (
            <Heading level={2} size="xl" id={titleId}>
              {title}
            </Heading>
          )}
          {closeButton && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={closeLabel ?? t('dialog.close')}
              commandfor={dialogId}
              // Mid-action it stays in place, inert, and commands nothing.
              command={running === null ? 'close' : undefined}
              // A dialog that is also a popover may have opened as one (see above).
              {...(rest.popover !== undefined && {
                popoverTarget: dialogId,
                popoverTargetAction: 'hide' as const,
              })}
              aria-disabled={running !== null || undefined}
              className={styles.close}
              onClick={() => {
                if (!hasInvokerCommands()) dialog.current?.close();
              }}
            >
              <Icon icon={CloseIcon} size={1.5} />
            </Button>
          )}
        </div>
        {description !== undefined && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {failure !== null && (
          <Alert tone="critical" announce>
            {failure}
          </Alert>
        )}
        {actions !== undefined && (
          <form
            method="dialog"
            className={styles.actions}
            onSubmit={(event) => {
              // A plain submit pressed while an action runs would close the dialog under it.
              if (runningNow.current !== null) event.preventDefault();
            }}
          >
            <DialogActionsContext value={actionState}>{actions}</DialogActionsContext>
          </form>
        )}
      </div>
    </dialog>
  );
}

/**
 * A modal dialog: a question that needs an answer before the visitor goes on, or a short task
 * that keeps them on the page. Open it with a `DialogTrigger`, or control it with `open`.
 */
export function Dialog(props: DialogProps) {
  return <DialogFrame {...props} layout="centered" />;
}

// Omitted from each member of Button's props in turn, so the rule that an icon-only button has a
// name (one member of the union) holds for a trigger too.
/**
 * A `Button`'s props, for a `<button>` (never a link), with the dialog to open; `commandfor` and
 * `command` are the trigger's own.
 */
export type DialogTriggerProps = (Extract<ButtonProps, { href?: undefined }> extends infer P
  ? P extends unknown
    ? Omit<P, 'commandfor' | 'command'>
    : never
  : never) & {
  /** The `id` of the `Dialog` or `Drawer` it opens. */
  dialog: string;
};

/**
 * A button that opens a dialog with the invoker command `show-modal`, so it works before the
 * page's scripts have run, and without them. Once hydrated, it opens the dialog itself where the
 * browser has no invoker commands.
 */
export function DialogTrigger({ dialog, onClick, ...props }: DialogTriggerProps) {
  return (
    <Button
      {...props}
      aria-haspopup="dialog"
      commandfor={dialog}
      command="show-modal"
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || hasInvokerCommands()) return;
        const target = document.getElementById(dialog);
        if (target instanceof HTMLDialogElement) openModal(target);
      }}
    />
  );
}

/**
 * A `Button`'s props, for a `<button>` (never a link): `type`, `loading`, `commandfor` and
 * `command` are the action's own, and `value` is the answer it gives the dialog.
 */
export type DialogActionProps = (Extract<ButtonProps, { href?: undefined }> extends infer P
  ? P extends unknown
    ? Omit<P, 'type' | 'value' | 'loading' | 'commandfor' | 'command'>
    : never
  : never) & {
  /**
   * The dialog's `returnValue` once this action has closed it: read it in `onClose`.
   * @default ''
   */
  value?: string;
  /**
   * Runs before the dialog closes. While the promise it returns runs, the dialog stays open and
   * this action shows it is busy; the dialog closes when it resolves and stays open, with an
   * error, when it rejects. Without it, the action closes the dialog at once.
   */
  onAction?: () => unknown;
  /**
   * What the error says when `onAction` rejects: a message, or one made from what it rejected
   * with. The catalogue's in the reader's language when left out; never a raw exception's text.
   * @default That didn't work
   */
  errorMessage?: ReactNode | ((error: unknown) => ReactNode);
};

/**
 * An answer in a dialog's `actions`: a submit button that closes the dialog, at once or, with
 * `onAction`, once the work it starts has succeeded.
 */
export function DialogAction({
  value = '',
  onAction,
  errorMessage,
  onClick,
  ...props
}: DialogActionProps) {
  const actions = use(DialogActionsContext);
  const key = useId();
  const busy = actions?.running === key;
  const waiting = Boolean(actions?.running) && !busy;
  return (
    <Button
      {...props}
      {...(waiting && { 'aria-disabled': true })}
      type="submit"
      value={value}
      loading={busy}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !onAction || !actions) return;
        // Held: the submit would close the dialog before the work is done.
        event.preventDefault();
        actions.run(key, onAction, value, errorMessage);
      }}
    />
  );
}
