import type { ReactNode } from 'react';
import { beemTheme } from '@beem/design-system';

export interface DocumentAssets {
  /** The built stylesheet(s), linked in the head so the page is styled before any script runs. */
  stylesheets: readonly string[];
  /** Font files the first screen uses. */
  fontPreloads: readonly string[];
}

/**
 * The whole HTML document. Rendering `<html>` from React lets React 19 place each page's
 * `<title>` and `<meta>` in this one head, both when prerendering and when hydrating, so a page
 * never ends up with two titles. `lang` is the page's language, from its address
 * (content/locales.ts): `en` at the root, `es` under `/es/`.
 */
export function Document({
  assets,
  route,
  lang,
  children,
}: {
  assets?: DocumentAssets;
  /** The page's language: `en` or `es`. */
  lang: string;
  /** The key of the route the page shows, noted on `<body data-route>`; no script reads it. */
  route: string;
  children: ReactNode;
}) {
  return (
    <html lang={lang} className={beemTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets?.fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {assets?.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body data-route={route}>{children}</body>
    </html>
  );
}
