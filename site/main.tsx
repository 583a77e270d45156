import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../tokens/fonts';
import '../tokens/global.css';
import { beemTheme } from '../tokens/theme.css';
import { Document } from './Document';
import { SiteRoutes, loadRoutesFor } from './SiteRoutes';

async function start() {
  // The page's lazy routes load before hydrating, so the first render matches the static HTML
  // instead of rendering a fallback over it.
  await loadRoutesFor(window.location.pathname);

  if (import.meta.env.DEV) {
    // The dev server has no prerendered HTML: render into index.html's root instead.
    document.documentElement.classList.add(beemTheme);
    const root = document.getElementById('root');
    if (!root) throw new Error('The page has no #root element.');
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </StrictMode>,
    );
    return;
  }
  hydrateRoot(
    document,
    <StrictMode>
      <Document>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </Document>
    </StrictMode>,
  );
}

void start();
