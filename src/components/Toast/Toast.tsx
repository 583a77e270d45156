'use client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { durations } from '../../../tokens/primitives';
import { Icon } from '../Icon/Icon';
import * as styles from './Toast.css';
import type { ToastKind } from './Toast.css';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { toastStrings } from '../../helpers/locale/messages/en-US/toast';

export { toastKinds, type ToastKind } from './Toast.css';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  /** Rendered as text, never as HTML. */
  message: string;
}

export interface ToastApi {
  show: (kind: ToastKind, message: string) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** `const toast = useToast(); toast.show('success', 'Link sent!')`. Needs a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

export interface ToastItemProps extends ToastMessage {
  // The status-message duration by default, as for the text-me form's messages.
  /** How long it stays, in ms, unless hovered or focused. */
  duration: number;
  onDismiss: (id: number) => void;
}

/**
 * One toast. It leaves after `duration`, but the clock stops while the pointer is over it or
 * focus is inside it (WCAG 2.2.1: enough time to read it, or to reach its button).
 */
export function ToastItem({ id, kind, message, duration, onDismiss }: ToastItemProps) {
  const t = useMessages(toastStrings);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (hovered || focused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => {
      onDismiss(id);
    }, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [hovered, focused, id, onDismiss]);

  return (
    // The handlers only pause the clock; the toast itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.toast({ kind })}
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <p className={styles.message}>{message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('toast.dismiss')}
        onClick={() => {
          onDismiss(id);
        }}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Time on screen in ms; the status-message token (5000 ms) by default. */
  duration?: number;
}

/**
 * Holds the toasts and renders them in two live regions that exist from the start, so that
 * screen readers hear every new one: polite `status` for success and info, assertive `alert`
 * for errors.
 */
export function ToastProvider({
  children,
  duration = durations.statusMessage,
}: ToastProviderProps) {
  const t = useMessages(toastStrings);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, kind, message }]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const render = (items: ToastMessage[]) =>
    items.map((toast) => (
      <ToastItem key={toast.id} {...toast} duration={duration} onDismiss={dismiss} />
    ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.viewport} aria-label={t('toast.region')}>
        <div role="status" className={styles.region}>
          {render(toasts.filter((toast) => toast.kind !== 'error'))}
        </div>
        <div role="alert" className={styles.region}>
          {render(toasts.filter((toast) => toast.kind === 'error'))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
