'use client';
/**
 * BeemProvider: what an app hands every Beem component below it, per React tree rather than per
 * process: its router, so that links navigate without a document load, and its settings (where
 * Beem's services live, where events go), so that two requests rendered on one server never share
 * them.
 *
 * The router is a `navigate` and `useHref` pair, as React Aria's `RouterProvider` takes; the
 * library's React Aria components hand it to React Aria themselves (AriaRouter.tsx), so they follow
 * the same router as `Link`, `Button href`, Card links and Pagination, and the provider itself
 * carries no React Aria code. Without a provider every link is a plain anchor.
 *
 * A Server Component cannot read a context, so a Server Component rendering a Beem component reads
 * the default settings, unless it is given them as props; the components that
 * read settings per tree are the client ones (every link's anchor, the screens and forms).
 *
 * A colour scheme per subtree (`colorScheme`): the subtree is wrapped in an element with that
 * theme's class, and what it opens outside itself is drawn in the same scheme. React Aria's
 * overlays (Menu, Popover, ComboBox, the date pickers, Tooltip) portal to `<body>`, where the
 * page's scheme rules, so the provider hands them a container of its own through React Aria's
 * `UNSAFE_PortalProvider` (the supported way to move its portals; `react-aria/PortalProvider`
 * alone is under 0.3 kB): an element at the end of `<body>` with the subtree's theme class.
 * `Dialog`, `AlertDialog` and `Drawer` are `<dialog>` elements in place, so they inherit the
 * scheme from their ancestors; a toast takes the scheme of the component that showed it
 * (`useToast`). Providers nest: the nearest one with a scheme rules.
 */
import { clsx } from 'clsx';
import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { beemThemes, type BeemThemeName } from '../../../tokens/theme.css';
import { config, resolveSettings, type BeemSettingsInput } from '../../helpers/config/config';
import * as styles from './BeemProvider.css';
import { ColorSchemeContext, RouterContext, SettingsContext, type BeemRouter } from './context';

export { useColorScheme, useRouter, useSettings, type BeemRouter } from './context';

/**
 * The props of `BeemProvider`: the app's router, its service settings and a colour scheme, for
 * the tree below it.
 */
export interface BeemProviderProps {
  /**
   * Goes to a route without a document load: `router.push` from Next.js's `useRouter`,
   * `navigate` from React Router's `useNavigate`. Left out, links load documents.
   */
  navigate?: (href: string) => void;
  /**
   * The `href` to write for a route, where the router adds a base path.
   * @default (href) => href
   */
  useHref?: (href: string) => string;
  /**
   * Where Beem's services live and where events go, for this tree: any subset, the addresses as
   * strings from the app's environment. What is left out comes from the defaults.
   */
  settings?: BeemSettingsInput;
  /**
   * Draws this subtree, and every overlay, toast and dialog it opens, in one colour scheme:
   * `light`, `dark`, or `system` (the reader's device setting). The subtree is wrapped in a
   * `<div>` that carries the theme and paints the scheme's page ground. Left out, the subtree
   * is drawn in the scheme around it (the page's theme class, or an outer provider's).
   */
  colorScheme?: BeemThemeName;
  /** On the scheme's wrapper, with `colorScheme` only: the panel's padding, radius or layout. */
  className?: string;
  /**
   * The tree the router, settings and scheme are for; inside the scheme's wrapper with
   * `colorScheme`.
   */
  children?: ReactNode;
}

/** The router, the settings and the colour scheme for every Beem component below it. */
export function BeemProvider({
  navigate,
  useHref,
  settings,
  colorScheme,
  className,
  children,
}: BeemProviderProps) {
  // Made once per change, so the components below re-render only when the settings or the
  // router change, not with every render of the app's layout.
  const resolved = useMemo(
    () => settings && resolveSettings(settings, config.snapshot()),
    [settings],
  );
  const router = useMemo<BeemRouter | undefined>(
    () => navigate && { navigate, useHref },
    [navigate, useHref],
  );
  const withScheme = colorScheme ? (
    <ColorSchemeScope scheme={colorScheme} className={className}>
      {children}
    </ColorSchemeScope>
  ) : (
    children
  );
  const tree = resolved ? (
    <SettingsContext value={resolved}>{withScheme}</SettingsContext>
  ) : (
    withScheme
  );
  return router ? <RouterContext value={router}>{tree}</RouterContext> : tree;
}

const subscribeNever = () => () => undefined;

function ColorSchemeScope({
  scheme,
  className,
  children,
}: {
  scheme: BeemThemeName;
  className: string | undefined;
  children: ReactNode;
}) {
  // The host exists only in a browser: the server, and hydration, render no portal.
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  // Until the host exists (the first commit), an overlay open from the start goes to `<body>`;
  // the new container then re-renders it into the host, before the browser paints.
  const getContainer = useCallback(() => host ?? document.body, [host]);
  return (
    <ColorSchemeContext value={scheme}>
      <div className={clsx(beemThemes[scheme], styles.scope, className)} data-color-scheme={scheme}>
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      </div>
      {inBrowser &&
        createPortal(
          // One element for the scope's life: a scheme that changes recolours it in place, so an
          // overlay that is open stays open (a new container would remount it and lose focus).
          <div
            ref={setHost}
            className={clsx(beemThemes[scheme], styles.overlayHost)}
            data-beem-overlays=""
          />,
          document.body,
        )}
    </ColorSchemeContext>
  );
}
