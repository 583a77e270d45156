/**
 * The prerenderer's entry (built for Node by scripts/build-site.mjs): renders any route to a
 * complete HTML document, and lists the routes to render.
 */
import '@beem/design-system/styles.css';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { blogCategories, type BlogCategory } from '@beem/design-system/marketing';
import IslandProviders from './hydration/IslandProviders';
import { setIslandRenderer } from './hydration/islands';
import { islands } from './islands';
import { headersFile, securityHeaders } from './security/headers';
import { robotsTxt, sitemapFiles } from './seo/sitemap';
import { posts } from './content/blog';
import { spanishVersions, versionsOf } from './content/languages';
import {
  englishPath,
  htmlLang,
  localeOfPath,
  pathIn,
  spanishPrivatePaths,
} from './content/locales';
import { beemPaths as paths } from './content/paths';
import { listPagePath, pageCount } from './blog/posts';
import { Document, type DocumentAssets } from './Document';
import { matchRoute } from './matchRoute';
import { SiteRoutes, loadRoute, routeKey } from './SiteRoutes';
import { siteSettings } from './config';

/** The placeholders still in use, for the build to print. */
export { placeholderReport } from './content/placeholders';
/** What the Spanish pages are missing, for the build to fail on before it prerenders a page. */
export { spanishContentProblems } from './content/spanishContent';
export { translationReport } from './content/translations';

// Each island is prerendered as a root of its own, as the browser hydrates it (islands.ts).
setIslandRenderer((element, identifierPrefix) =>
  renderToString(<IslandProviders>{element}</IslandProviders>, { identifierPrefix }),
);

export interface PrerenderRoute {
  path: string;
  /** Listed in the sitemap: false for sign-in pages and the 404 page. */
  indexable: boolean;
}

export const notFoundPath = '/404';

/** The pages after the first of the blog index (`category` unset) or of a category. */
const laterListPages = (category?: BlogCategory) => {
  const listed = category ? posts.filter((post) => post.category === category) : posts;
  return Array.from({ length: pageCount(listed.length) - 1 }, (_, index) => ({
    path: listPagePath(index + 2, category),
    indexable: true,
  }));
};

export const prerenderRoutes: readonly PrerenderRoute[] = [
  ...Object.values(paths).map((path) => ({ path, indexable: true })),
  ...laterListPages(),
  ...blogCategories.flatMap((category) => [
    { path: listPagePath(1, category), indexable: true },
    ...laterListPages(category),
  ]),
  ...posts.map((post) => ({ path: post.href, indexable: true })),
  { path: '/auth/verify', indexable: false },
  { path: '/d/auth/verify', indexable: false },
  // Every page with a Spanish version, at its address under /es/ (content/languages.ts).
  ...[...spanishVersions].map((path) => ({
    path: pathIn('es-US', path),
    indexable: !spanishPrivatePaths.some((spanish) => englishPath(spanish) === path),
  })),
  { path: notFoundPath, indexable: false },
];

export async function renderPage(path: string, assets: DocumentAssets): Promise<string> {
  const route = matchRoute(path);
  await Promise.all([loadRoute(route), islands.preload()]);
  const { prelude } = await prerender(
    <StrictMode>
      <Document assets={assets} route={routeKey(route)} lang={htmlLang[localeOfPath(path)]}>
        <SiteRoutes route={route} />
      </Document>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** `sitemap.xml`, or a sitemap index and its parts past 50,000 addresses: file name → XML. */
export const sitemaps = () =>
  sitemapFiles(
    prerenderRoutes.filter((route) => route.indexable).map((route) => route.path),
    siteSettings.siteUrl,
    undefined,
    versionsOf,
  );

export const robots = () => robotsTxt(siteSettings.environment, siteSettings.siteUrl);

/** The `_headers` file, given the hashes of the inline scripts the pages hold. */
export const headers = (scriptHashes: readonly string[]) =>
  headersFile(
    securityHeaders({
      scriptHashes,
      imageHost: siteSettings.imageHost,
      apiGateway: siteSettings.apiGateway,
    }),
  );
