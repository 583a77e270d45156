/**
 * Serves the prerendered site in `vite preview` the way a static host does: `/about` and
 * `/about/` both answer with about/index.html, and an unknown address answers 404 with the
 * site's 404 page (not the home page, which a single-page-app fallback would send), and every
 * response carries the headers of the build's `_headers` file, CSP included.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { headersFor, parseHeadersFile } from '../site/security/headers.ts';

/** The file a static host would send for `pathname`, or null for a 404. */
export function resolveStaticPath(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  // Never outside the site's folder, whatever `..` the address holds.
  if (!file.startsWith(resolve(root))) return null;
  if (existsSync(file) && statSync(file).isFile()) return decoded;
  const index = join(file, 'index.html');
  if (existsSync(index)) return `${decoded.replace(/\/$/, '')}/index.html`;
  return null;
}

export function staticSite(): Plugin {
  return {
    name: 'beem:static-site',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      const middleware: Connect.NextHandleFunction = (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          next();
          return;
        }
        const url = new URL(req.url ?? '/', 'http://preview.local');
        const found = resolveStaticPath(root, url.pathname);
        if (found) {
          req.url = `${found}${url.search}`;
          next();
          return;
        }
        const notFound = join(root, '404.html');
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
      };
      // The headers a static host would send, from the build's own `_headers` file.
      const withHeaders: Connect.NextHandleFunction = (req, res, next) => {
        const headersPath = join(root, '_headers');
        if (existsSync(headersPath)) {
          const rules = parseHeadersFile(readFileSync(headersPath, 'utf8'));
          const { pathname } = new URL(req.url ?? '/', 'http://preview.local');
          for (const [name, value] of Object.entries(headersFor(rules, pathname)))
            res.setHeader(name, value);
        }
        next();
      };
      server.middlewares.use(withHeaders);
      server.middlewares.use(middleware);
    },
  };
}
