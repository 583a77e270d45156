'use client';
import { clsx } from 'clsx';
import { useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { BlockedScreen, type BlockedScreenProps } from '../BlockedScreen/BlockedScreen';
import { ErrorScreen, type ErrorScreenProps } from '../ErrorScreen/ErrorScreen';
import { Loader, type LoaderProps } from '../Loader/Loader';

import { Spinner } from '../Spinner/Spinner';
import { resolveBodyState } from './bodyState';
import * as styles from './PageLayout.css';
import { useViewportHeight } from './useViewportHeight';
import { useMessages } from '../../helpers/locale/context';
import { layoutStrings } from '../../helpers/locale/messages/en-US/layout';

export { bodyStates, resolveBodyState, type BodyState, type BodyStateFlags } from './bodyState';

export const mainContentId = 'main-content';
/** The skip link and the validating overlay in en-US, for tests; both follow the locale. */
export const skipLinkText = layoutStrings['layout.skip'];
export const validatingText = layoutStrings['layout.validating'];

/**
 * What the page shell takes besides its wrapper's own attributes: its parts and the body's state.
 */
export interface PageLayoutOwnProps {
  /** The site header (with its announcement, alert and background colour). */
  header?: ReactNode;
  /** The site footer, last on the page, after the pre-footer. */
  footer?: ReactNode;
  /** The mobile-app prompt above the footer: a `PreFooter`, given the app's install link. */
  preFooter?: ReactNode;
  /**
   * The page's content, in `<main>` (the skip link's target). Shown when the body is in no other
   * state; dimmed under the overlay while access is checked.
   */
  children?: ReactNode;
  /**
   * Loading: `true`, or the loader's own title and subtitle.
   * @default false
   */
  loading?: boolean | LoaderProps;
  /**
   * Error: `true` for the defaults, or the error screen's title, message and redirect.
   * @default false
   */
  error?: boolean | ErrorScreenProps;
  /**
   * Blocked: the blocked-account screen, with what its Done button does.
   * @default false
   */
  blocked?: false | BlockedScreenProps;
  // True by default: a page is open to every visitor unless it says otherwise.
  /**
   * False while the person's access is checked: the content stays in place, dimmed and `inert`,
   * under a "validating..." overlay. Loading, an error and a blocked account all show over it.
   * @default true
   */
  permitted?: boolean;
  /** On the page's wrapper, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * The shell's own props with its root's: `ref`, `className`, `style`, `data-*` and `aria-*` reach
 * the page's wrapper, the element that holds the skip link, header, main, pre-footer and footer.
 */
export type PageLayoutProps = PageLayoutOwnProps &
  Omit<ComponentPropsWithRef<'div'>, keyof PageLayoutOwnProps | 'inert'>;

const options = <T extends object>(value: boolean | T | undefined): T | undefined =>
  typeof value === 'object' ? value : undefined;

/**
 * The shell every route uses: skip link, header, the body in one of its states, pre-footer and
 * footer. Which body state shows is `resolveBodyState`'s precedence: blocked, error, loading,
 * not permitted, permitted.
 */
export function PageLayout({
  header,
  footer,
  preFooter,
  children,
  loading = false,
  error = false,
  blocked = false,
  permitted = true,
  className,
  ...props
}: PageLayoutProps) {
  useViewportHeight();
  const t = useMessages(layoutStrings);
  const main = useRef<HTMLElement>(null);
  const state = resolveBodyState({
    blocked: Boolean(blocked),
    error: Boolean(error),
    loading: Boolean(loading),
    permitted,
  });
  const validating = state === 'notPermitted';

  const body = (() => {
    switch (state) {
      case 'blocked':
        return blocked ? <BlockedScreen {...blocked} /> : null;
      case 'error':
        return <ErrorScreen {...options<ErrorScreenProps>(error)} />;
      case 'loading':
        return <Loader {...options<LoaderProps>(loading)} />;
      default:
        return children;
    }
  })();

  return (
    <>
      {/* While validating, the whole page is inert: the overlay covers it, so nothing under it
          may take focus or clicks (WCAG 2.4.11), and it is hidden from assistive technology. */}
      <div {...props} className={clsx(styles.page, className)} inert={validating}>
        <a
          className={styles.skipLink}
          href={`#${mainContentId}`}
          onClick={(event) => {
            // Without JavaScript the fragment link does the job; with it, focus moves for sure
            // (and a page with a <base> element does not navigate away).
            event.preventDefault();
            main.current?.focus({ preventScroll: true });
            main.current?.scrollIntoView({ block: 'start' });
          }}
        >
          {t('layout.skip')}
        </a>
        {header}
        <main
          id={mainContentId}
          ref={main}
          tabIndex={-1}
          aria-busy={state === 'loading' || undefined}
          className={styles.main}
        >
          <div className={validating ? styles.dimmed : undefined}>{body}</div>
        </main>
        {preFooter}
        {footer}
      </div>
      {validating && (
        <div className={styles.overlay}>
          <div role="status" className={styles.overlayCard}>
            <Spinner size="md" />
            {t('layout.validating')}
          </div>
        </div>
      )}
    </>
  );
}
