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
 */
import { clsx } from 'clsx';
import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './Dialog.css';
import type { DialogLayout } from './Dialog.css';
import { Heading } from '../Heading/Heading';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { dialogStrings } from '../../helpers/locale/messages/en-US/dialog';

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

export type DialogElementProps = Omit<
  ComponentPropsWithRef<'dialog'>,
  keyof DialogOwnProps | 'title' | 'aria-label' | 'aria-labelledby'
>;

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
  ...props
}: DialogProps & { layout: DialogLayout }) {
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
      // An invoker command opened it: clear the answer of an earlier opening here.
      element.returnValue = '';
      report(true);
    };
    const closed = () => {
      report(false);
    };
    element.addEventListener('toggle', opened);
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('toggle', opened);
      element.removeEventListener('close', closed);
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
          <Button
            variant="ghost"
            size="sm"
            aria-label={closeLabel ?? t('dialog.close')}
            commandfor={dialogId}
            command="close"
            className={styles.close}
            onClick={() => {
              if (!hasInvokerCommands()) dialog.current?.close();
            }}
          >
            <Icon name="close" size={1.5} />
          </Button>
        </div>
        {description !== undefined && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {actions !== undefined && (
          <form method="dialog" className={styles.actions}>
            {actions}
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
