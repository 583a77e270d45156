import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../tokens/fonts';
import '../tokens/global.css';
import { beemTheme } from '../tokens/theme.css';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

document.documentElement.classList.add(beemTheme);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
