import '@beem/design-system/base.css';
import { beemTheme, configureBeem } from '@beem/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

configureBeem({ siteUrl: 'https://www.example.org' });
document.documentElement.classList.add(beemTheme);
const root = document.getElementById('root');
if (!root) throw new Error('No #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
