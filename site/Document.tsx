import type { ReactNode } from 'react';
import { beemSystemTheme } from '@beem/design-system';
import { semanticTokens, darkSemanticTokens } from '@beem/design-system/tokens';

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
 *
 * The page follows the visitor's light or dark setting (`beemSystemTheme`) from its stylesheet
 * alone: no script picks the theme, so a phone in dark mode gets the dark page on its first
 * paint. `color-scheme` in the head tells the browser before the stylesheet arrives, so even the
 * blank canvas it paints first is dark, and `theme-color` tints a phone browser's bar to the
 * page's ground in each setting.
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
    <html lang={lang} className={beemSystemTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={semanticTokens.color.surface.header}
        />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: dark)"
          content={darkSemanticTokens.color.surface.header}
        />
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
