'use client';
/**
 * Toast: short messages at the bottom of the window, in two live regions that exist from the
 * start, inside one landmark.
 *
 * Why the platform and not react-aria-components' toasts (`UNSTABLE_ToastRegion`): theirs are
 * still unstable, render their region only once a toast exists (so each toast needs its own
 * alert), and portal it into the body, where a modal `<dialog>` makes it inert and covers it;
 * ours has to render inside that dialog anyway. What we keep of React Aria's pattern:
 * - A landmark: the region is a `<section>` labelled "Notifications", so screen-reader users
 *   list it with the page's other landmarks.
 * - F6 (or Shift+F6) from anywhere in the page moves focus to the newest toast's first button
 *   (its action, else its dismiss button), and F6 again back to where focus was. With no toast
 *   on screen F6 is left to the browser (the address bar).
 * - When a focused toast leaves (dismissed, or its action taken), focus goes to another toast, or
 *   back to where it was before it entered the toasts, never to the page's start.
 * - The clock stops while the pointer is over a toast or focus is inside it (WCAG 2.2.1).
 *
 * Above a modal dialog: the library's `Dialog` is a `<dialog>` opened with `showModal()`, in
 * the top layer, and everything outside the topmost modal dialog is inert. A region fixed in the
 * body would be drawn under the backdrop and could not be reached. While a modal dialog is open,
 * the region is therefore rendered (a portal) inside the topmost one, still `position: fixed` to
 * the window (a dialog has no transform, so it is not the containing block), so it is drawn
 * above the dialog and is the last stop of its tab order. It comes back to the page when the
 * dialog closes; toasts on screen then start their time again. A `popover` would reach the top
 * layer too, but outside the modal dialog it is inert all the same (the HTML standard's "blocked
 * by a modal dialog", in Chromium, Firefox and WebKit alike), so the portal is the one way that
 * works everywhere. Open modals are found with a `MutationObserver` on `open` attributes.
 *
 * - Bytes: 1.9 kB of JavaScript and 0.6 kB of CSS, minified and gzipped, for the provider over
 *   what `Button` already brings (react and react-dom external); 4.0 kB and 2.1 kB alone. The
 *   action, F6, focus return and the dialog portal are about 0.6 kB of that JavaScript.
 * - Politeness: `neutral`, `info` and `positive` go to the polite `status` region; `critical`
 *   (it went wrong) and `caution` (it is about to: "Your session ends in 2 minutes") go to the
 *   assertive `alert` region and interrupt.
 * - Server rendering: the provider renders its children and the two empty regions, so they are
 *   in the page before the first toast.
 * - Without JavaScript: no toasts; a form that posts shows its outcome on the page it returns.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { clsx } from 'clsx';
import { createPortal } from 'react-dom';
import { durations } from '../../../tokens/primitives';
import { beemThemes, type BeemThemeName } from '../../../tokens/theme.css';
import { useColorScheme } from '../BeemProvider/context';
import { RouterAnchor } from '../BeemProvider/RouterAnchor';
import { Glyph, type GlyphData } from '../Icon/Glyph';
import {
  Bell,
  CircleCheck,
  CircleExclamationPoint,
  Info,
  TriangleExclamationPoint,
} from '../Icon/glyphs';
import { Icon } from '../Icon/Icon';
import * as styles from './Toast.css';
import type { ToastTone } from './Toast.css';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { toastStrings } from '../../helpers/locale/messages/en-US/toast';
import { X as CloseIcon } from '../Icon/glyphs/X';

export { toastTones, type ToastTone } from './Toast.css';

/**
 * One glyph per tone, each a different shape, so the tone shows without its colour (in forced
 * colours too): the status tones draw `Alert`'s, and `neutral`, which has no status, a bell, a
 * plain notification. Decorative: the live region a toast is announced in and its message say
 * the rest.
 */
const toastIcons = {
  neutral: Bell,
  info: Info,
  positive: CircleCheck,
  caution: TriangleExclamationPoint,
  critical: CircleExclamationPoint,
} as const satisfies Record<ToastTone, GlyphData>;

/**
 * One thing to do about the toast, as a button beside its message: a function to run, or an
 * address to go to (through the app's router). The toast leaves once it is taken.
 */
export type ToastAction =
  | {
      /** A verb or two: "View details", "Undo". */
      label: string;
      onAction: () => void;
      href?: undefined;
    }
  | {
      label: string;
      /** Where it leads, through the app's router. */
      href: string;
      onAction?: undefined;
    };

/** What a toast may have besides its tone and message. */
export interface ToastOptions {
  /**
   * A button beside the message. The toast still goes by itself: whatever it offers must also be
   * reachable elsewhere in the page (a toast's action is a shortcut, never the only way).
   */
  action?: ToastAction;
}

/** A toast as the provider holds it: its id, tone, message and action. */
export interface ToastMessage {
  /** The toast's id, as `show` returned it, for `dismiss`. */
  id: number;
  /** The shared tone list's status tones; `caution` and `critical` are announced at once. */
  tone: ToastTone;
  /** Rendered as text, never as HTML. */
  message: string;
  /** A button or link beside the message, from `show`'s `options.action`. */
  action?: ToastAction;
}

/** Shows a toast and returns its id, for `dismiss`; `options.action` adds a button. */
export type ToastShow = (tone: ToastTone, message: string, options?: ToastOptions) => number;

/** What `useToast()` returns: `show` a toast, `dismiss` one. */
export interface ToastApi {
  /**
   * Shows a toast and returns its id, for `dismiss`: `show('positive', 'Link sent!')`, or with a
   * button: `show('critical', 'Payment declined.', { action: { label: 'View details', href } })`.
   */
  show: ToastShow;
  /**
   * Takes the toast with this id (as `show` returned it) away before its time. Focus inside it
   * goes to another toast, or back to where it was before it entered the toasts.
   */
  dismiss: (id: number) => void;
}

/**
 * The colour scheme of the component that showed a toast, as it is now: a toast follows it, so
 * one shown from a dark panel turns light if the panel does.
 */
interface SchemeSource {
  get: () => BeemThemeName | null;
  subscribe: (listener: () => void) => () => void;
}

/** The source for one `useToast()` caller, kept in step with its scheme. */
function useSchemeSource(scheme: BeemThemeName | null): SchemeSource {
  const [source] = useState(() => {
    let current = scheme;
    const listeners = new Set<() => void>();
    return {
      get: () => current,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      set: (next: BeemThemeName | null) => {
        current = next;
        for (const listener of listeners) listener();
      },
    };
  });
  useEffect(() => {
    source.set(scheme);
  }, [source, scheme]);
  return source;
}

/** A toast as the provider holds it: with the scheme of the component that showed it. */
type HeldToast = ToastMessage & { scheme?: SchemeSource };

/** The provider's side: `show` also takes the scheme of the component that called it. */
interface ToastStore {
  show: (
    tone: ToastTone,
    message: string,
    options: ToastOptions | undefined,
    scheme: SchemeSource,
  ) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastStore | null>(null);

/**
 * `const toast = useToast(); toast.show('positive', 'Link sent!')`. Needs a `ToastProvider`. A
 * toast is drawn in the colour scheme of the component that showed it: one shown from a dark
 * panel is dark on a light page.
 */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast() needs a <ToastProvider> above it.');
  const scheme = useSchemeSource(useColorScheme());
  return useMemo(
    () => ({
      show: (tone, message, options) => store.show(tone, message, options, scheme),
      dismiss: store.dismiss,
    }),
    [store, scheme],
  );
}

export type ToastItemProps = ToastMessage & {
  /**
   * The colour scheme it is drawn in, whatever the region's: `useToast()` gives each toast the
   * scheme of the component that showed it (the nearest `BeemProvider colorScheme`).
   */
  colorScheme?: BeemThemeName | null;
  // The status-message duration by default, as for the text-me form's messages.
  /** How long it stays, in ms, unless hovered or focused. */
  duration: number;
  onDismiss: (id: number) => void;
};

/**
 * One toast. It leaves after `duration`, but the clock stops while the pointer is over it or
 * focus is inside it (WCAG 2.2.1: enough time to read it, or to reach its button).
 */
export function ToastItem({
  id,
  tone,
  message,
  action,
  colorScheme,
  duration,
  onDismiss,
}: ToastItemProps) {
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
      className={clsx(
        colorScheme && beemThemes[colorScheme],
        styles.toast({ tone, withAction: action !== undefined }),
      )}
      data-toast-id={id}
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
      <span className={styles.icon}>
        <Glyph glyph={toastIcons[tone]} size={1.25} />
      </span>
      <p className={styles.message}>{message}</p>
      {action?.href !== undefined && (
        <RouterAnchor
          href={action.href}
          className={styles.action}
          onClick={() => {
            onDismiss(id);
          }}
        >
          {action.label}
        </RouterAnchor>
      )}
      {action?.onAction && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            action.onAction();
            onDismiss(id);
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('toast.dismiss')}
        onClick={() => {
          onDismiss(id);
        }}
      >
        <Icon icon={CloseIcon} />
      </button>
    </div>
  );
}

/** A toast in the scheme of the component that showed it, following it as it changes. */
function SchemedToast({
  scheme,
  ...props
}: Omit<ToastItemProps, 'colorScheme'> & { scheme: SchemeSource }) {
  const colorScheme = useSyncExternalStore(scheme.subscribe, scheme.get, () => null);
  return <ToastItem {...props} colorScheme={colorScheme} />;
}

/** The props of `ToastProvider`: the part of the app that shows toasts, and how long they stay. */
export interface ToastProviderProps {
  /**
   * The app, or the part of it whose `useToast()` calls show toasts here. The toasts' region
   * follows it (inside the topmost modal dialog while one is open).
   */
  children: ReactNode;
  /**
   * Time on screen in ms; the status-message token's when left out.
   * @default 5000
   */
  duration?: number;
}

/** Read out at once, in the assertive region: what went wrong, or may. */
const urgent = (tone: ToastTone) => tone === 'critical' || tone === 'caution';

const isModal = (dialog: HTMLDialogElement) => {
  try {
    return dialog.matches(':modal');
  } catch {
    // Browsers before `:modal` (Safari 15.5): any open dialog.
    return dialog.open;
  }
};

/**
 * The topmost open modal `<dialog>`, or null. Modals stack in the order they opened (the top
 * layer's order), which the page's order of elements need not follow.
 */
function useTopModalDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    let stack: HTMLDialogElement[] = [];
    const sync = () => {
      const open = Array.from(document.querySelectorAll('dialog')).filter(isModal);
      stack = [
        ...stack.filter((dialog) => open.includes(dialog)),
        ...open.filter((dialog) => !stack.includes(dialog)),
      ];
      setTop(stack.at(-1) ?? null);
    };
    sync();
    // `showModal()` and `close()` set and remove `open`; a dialog unmounted while open only
    // leaves the page, which is checked only while one is open.
    const observer = new MutationObserver((records) => {
      if (
        records.some((record) => record.type === 'attributes') ||
        stack.some((dialog) => !dialog.isConnected)
      )
        sync();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => {
      observer.disconnect();
    };
  }, []);
  return top;
}

/** A toast's first control: its action, else its dismiss button. */
const firstControl = (toast: Element | undefined) =>
  toast?.querySelector<HTMLElement>('a[href], button') ?? null;

/** The toasts on screen, oldest first, whichever region holds them. */
const toastsIn = (region: HTMLElement | null) =>
  Array.from(region?.querySelectorAll<HTMLElement>('[data-toast-id]') ?? []).sort(
    (a, b) => Number(a.dataset.toastId) - Number(b.dataset.toastId),
  );

/**
 * Holds the toasts and renders them in two live regions that exist from the start, so that
 * screen readers hear every new one: polite `status` for neutral, info and positive, assertive
 * `alert` for caution and critical. While a modal dialog is open they render inside it, so they
 * stay on top and reachable.
 */
export function ToastProvider({
  children,
  duration = durations.statusMessage,
}: ToastProviderProps) {
  const t = useMessages(toastStrings);
  const [toasts, setToasts] = useState<HeldToast[]>([]);
  const nextId = useRef(1);
  const region = useRef<HTMLElement | null>(null);
  // Where focus was before it entered the toasts: F6 and a focused toast's leaving return it.
  const returnTo = useRef<HTMLElement | null>(null);
  const modal = useTopModalDialog();

  const dismiss = useCallback((id: number) => {
    const all = toastsIn(region.current);
    const leaving = all.find((toast) => toast.dataset.toastId === String(id));
    if (leaving?.contains(document.activeElement)) {
      const others = all.filter((toast) => toast !== leaving);
      const back = returnTo.current?.isConnected ? returnTo.current : null;
      (firstControl(others.at(-1)) ?? back)?.focus();
    }
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show: ToastStore['show'] = useCallback((tone, message, options, scheme) => {
    const id = nextId.current++;
    const toast: HeldToast = { id, tone, message, scheme };
    if (options?.action) toast.action = options.action;
    setToasts((current) => [...current, toast]);
    return id;
  }, []);

  // F6, as in React Aria's toasts: to the newest toast, and back.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F6' || event.altKey || event.ctrlKey || event.metaKey) return;
      const active = document.activeElement;
      if (active && region.current?.contains(active)) {
        const back = returnTo.current;
        if (!back?.isConnected) return;
        event.preventDefault();
        back.focus();
        return;
      }
      const target = firstControl(toastsIn(region.current).at(-1));
      if (!target) return;
      event.preventDefault();
      returnTo.current = active instanceof HTMLElement ? active : null;
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const store: ToastStore = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const render = (items: HeldToast[]) =>
    items.map(({ scheme, ...toast }) =>
      scheme ? (
        <SchemedToast
          key={toast.id}
          {...toast}
          scheme={scheme}
          duration={duration}
          onDismiss={dismiss}
        />
      ) : (
        <ToastItem key={toast.id} {...toast} duration={duration} onDismiss={dismiss} />
      ),
    );

  const viewport = (
    // Focus entering the region is only noted, to know where to send it back.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={region}
      className={styles.viewport}
      aria-label={t('toast.region')}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
          returnTo.current = from;
        }
      }}
    >
      <div role="status" className={styles.region}>
        {render(toasts.filter((toast) => !urgent(toast.tone)))}
      </div>
      <div role="alert" className={styles.region}>
        {render(toasts.filter((toast) => urgent(toast.tone)))}
      </div>
    </section>
  );

  return (
    <ToastContext.Provider value={store}>
      {children}
      {modal ? createPortal(viewport, modal) : viewport}
    </ToastContext.Provider>
  );
}
