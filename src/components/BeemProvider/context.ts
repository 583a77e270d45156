'use client';
/**
 * What `BeemProvider` hands the components below it: the app's router and its settings. The
 * contexts are created here, in a client module, because a Server Component cannot create or read
 * a context: React's server build has no `createContext`, and a module that called it as it loaded
 * would fail the page that imported it.
 */
import { createContext, useContext } from 'react';
import type { BeemThemeName } from '../../../tokens/theme.css';
import { config, type BeemSettings } from '../../helpers/config/config';

/** How a link leaves for `href` without a document load: the app's own router. */
export interface BeemRouter {
  /** Goes to `href` (`router.push` in Next.js, `navigate` in React Router). */
  navigate: (href: string) => void;
  /**
   * The address to write into the link's `href` for a route path, where the router prefixes one
   * (a base path). Identity by default.
   */
  useHref?: (href: string) => string;
}

export const RouterContext = createContext<BeemRouter | null>(null);

export const SettingsContext = createContext<BeemSettings | null>(null);

/** The app's router, or none: links are then plain anchors and every click loads a document. */
export function useRouter(): BeemRouter | null {
  return useContext(RouterContext);
}

/**
 * The settings in force for this tree: the nearest `BeemProvider`'s, else the defaults.
 */
export function useSettings(): BeemSettings {
  return useContext(SettingsContext) ?? config.snapshot();
}

/**
 * The colour scheme a subtree is drawn in, by the nearest `BeemProvider` that names one: null
 * where none does, and the document's theme class rules.
 */
export const ColorSchemeContext = createContext<BeemThemeName | null>(null);

/**
 * The colour scheme this component is drawn in: `light`, `dark` or `system`, as the nearest
 * `BeemProvider` with a `colorScheme` sets it; null where no provider sets one and the page's
 * theme class rules. A component that draws outside its subtree (a toast, an overlay of its own)
 * draws in this scheme.
 */
export function useColorScheme(): BeemThemeName | null {
  return useContext(ColorSchemeContext);
}
