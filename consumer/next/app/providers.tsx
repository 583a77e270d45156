'use client';
import { BeemProvider } from '@beem/design-system';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

/** Hands Next's router to every Beem link, and this app's settings to every Beem component. */
export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <BeemProvider
      navigate={(href) => {
        router.push(href);
      }}
      settings={{ siteUrl: 'https://www.trybeem.com', webAppUrl: 'https://app.trybeem.com' }}
    >
      {children}
    </BeemProvider>
  );
}
