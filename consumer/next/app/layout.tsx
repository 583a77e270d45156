import '@beem/design-system/base.css';
import { beemTheme } from '@beem/design-system';
import type { ReactNode } from 'react';
import { Providers } from './providers';

export const metadata = { title: 'Beem in Next.js' };

/** The root layout, a Server Component, as Getting started's Next.js section writes it. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={beemTheme}>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
