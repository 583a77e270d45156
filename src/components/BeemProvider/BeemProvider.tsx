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
 */
import { useMemo, type ReactNode } from 'react';
import { config, resolveSettings, type BeemSettingsInput } from '../../helpers/config/config';
import { RouterContext, SettingsContext, type BeemRouter } from './context';

export { useRouter, useSettings, type BeemRouter } from './context';

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
  children?: ReactNode;
}

/** The router and the settings for every Beem component below it. */
export function BeemProvider({ navigate, useHref, settings, children }: BeemProviderProps) {
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
  const tree = resolved ? <SettingsContext value={resolved}>{children}</SettingsContext> : children;
  return router ? <RouterContext value={router}>{tree}</RouterContext> : tree;
}
