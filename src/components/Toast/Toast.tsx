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
import type { ToastTone } from './Toast.css';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { toastStrings } from '../../helpers/locale/messages/en-US/toast';

export { toastTones, type ToastTone } from './Toast.css';

/** The kinds toasts took before the shared tone list, each with the tone that replaced it. */
export type DeprecatedToastKind = 'success' | 'info' | 'error';
const kindTones: Readonly<Record<DeprecatedToastKind, ToastTone>> = {
  success: 'positive',
  info: 'info',
  error: 'critical',
};

/**
 * @deprecated Toasts take a `tone` from `toastTones` now: `success` is `positive`, `error` is
 * `critical`, `info` stays. It goes in the next minor.
 */
export const toastKinds = [
  'success',
  'info',
  'error',
] as const satisfies readonly DeprecatedToastKind[];
/**
 * @deprecated Toasts take a `ToastTone` now: `success` is `positive`, `error` is `critical`,
 * `info` stays. It goes in the next minor.
 */
export type ToastKind = DeprecatedToastKind;

/** The current tone for a tone or an old kind. */
export function resolveToastTone(tone: ToastTone | DeprecatedToastKind): ToastTone {
  return Object.hasOwn(kindTones, tone)
    ? kindTones[tone as DeprecatedToastKind]
    : (tone as ToastTone);
}

export interface ToastMessage {
  id: number;
  /** The shared tone list's status tones; `caution` and `critical` are announced at once. */
  tone: ToastTone;
  /** Rendered as text, never as HTML. */
  message: string;
}

/**
 * `show`'s call signatures: the old kinds have one of their own, so that editors strike through
 * and lint flags only a call with one of them (a mock that implements `show` is not flagged).
 */
export interface ToastShow {
  /** Shows a toast and returns its id, for `dismiss`. */
  (tone: ToastTone, message: string): number;
  /**
   * @deprecated The first argument is a tone from the shared list now: `success` is `positive`,
   * `error` is `critical`, `info` stays. The old kinds go in the next minor.
   */
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  (kind: ToastTone | DeprecatedToastKind, message: string): number;
  /** Shows a toast and returns its id, for `dismiss`. */
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  (tone: ToastTone, message: string): number;
}

export interface ToastApi {
  /** Shows a toast and returns its id, for `dismiss`: `show('positive', 'Link sent!')`. */
  show: ToastShow;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** `const toast = useToast(); toast.show('positive', 'Link sent!')`. Needs a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

export type ToastItemProps = Omit<ToastMessage, 'tone'> & {
  // The status-message duration by default, as for the text-me form's messages.
  /** How long it stays, in ms, unless hovered or focused. */
  duration: number;
  onDismiss: (id: number) => void;
} & (
    | { tone: ToastTone; kind?: undefined }
    | {
        /**
         * @deprecated The old name of `tone`: `kind="success"` is `tone="positive"`, `"error"` is
         * `"critical"`, `"info"` stays. It goes in the next minor.
         */
        kind: DeprecatedToastKind;
        tone?: undefined;
      }
  );

/**
 * One toast. It leaves after `duration`, but the clock stops while the pointer is over it or
 * focus is inside it (WCAG 2.2.1: enough time to read it, or to reach its button).
 */
export function ToastItem({ id, message, duration, onDismiss, ...look }: ToastItemProps) {
  // The old prop still works for one minor release.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const tone = look.tone ?? kindTones[look.kind];
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
      className={styles.toast({ tone })}
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

/** Read out at once, in the assertive region: what went wrong, or may. */
const urgent = (tone: ToastTone) => tone === 'critical' || tone === 'caution';

/**
 * Holds the toasts and renders them in two live regions that exist from the start, so that
 * screen readers hear every new one: polite `status` for neutral, info and positive, assertive
 * `alert` for caution and critical.
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

  const show = useCallback((tone: ToastTone | DeprecatedToastKind, message: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, tone: resolveToastTone(tone), message }]);
    return id;
  }, []);

  const api: ToastApi = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const render = (items: ToastMessage[]) =>
    items.map((toast) => (
      <ToastItem key={toast.id} {...toast} duration={duration} onDismiss={dismiss} />
    ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.viewport} aria-label={t('toast.region')}>
        <div role="status" className={styles.region}>
          {render(toasts.filter((toast) => !urgent(toast.tone)))}
        </div>
        <div role="alert" className={styles.region}>
          {render(toasts.filter((toast) => urgent(toast.tone)))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
