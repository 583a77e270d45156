'use client';
/**
 * Hands the app's router (from `BeemProvider`) to React Aria, for the library's components built
 * on react-aria-components (Tabs used as links, and the menus and breadcrumbs to come). Here, in
 * those components, rather than in `BeemProvider`: a provider that imported React Aria would make
 * every app that wraps its layout in it pay for React Aria's router code, whether or not a page
 * shows a React Aria component.
 */
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useRouter } from './context';

export function AriaRouter({ children }: { children: ReactNode }) {
  const router = useRouter();
  if (!router) return children;
  return (
    <RouterProvider
      navigate={router.navigate}
      {...(router.useHref ? { useHref: router.useHref } : {})}
    >
      {children}
    </RouterProvider>
  );
}
