import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import '../tokens/fonts';
import '../tokens/global.css';
import { beemTheme } from '../tokens/theme.css';
import { Document } from './Document';
import { routes } from './routes';

async function start() {
  // The page's lazy routes load before hydrating, so the first render matches the static HTML
  // instead of rendering a fallback over it.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  if (import.meta.env.DEV) {
    // The dev server has no prerendered HTML: render into index.html's root instead.
    document.documentElement.classList.add(beemTheme);
    const root = document.getElementById('root');
    if (!root) throw new Error('The page has no #root element.');
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    return;
  }
  hydrateRoot(
    document,
    <StrictMode>
      <Document>
        <RouterProvider router={router} />
      </Document>
    </StrictMode>,
  );
}

void start();
