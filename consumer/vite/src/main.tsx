import '@beem/design-system/base.css';
import { BeemProvider, beemTheme } from '@beem/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

document.documentElement.classList.add(beemTheme);
const root = document.getElementById('root');
if (!root) throw new Error('No #root element.');
createRoot(root).render(
  <StrictMode>
    <BeemProvider settings={{ siteUrl: 'https://www.example.org' }}>
      <App />
    </BeemProvider>
  </StrictMode>,
);
