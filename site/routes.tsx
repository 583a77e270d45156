import type { RouteObject } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteShell } from './SiteShell';

/** The verify flow's code loads only on its own routes. */
const verifyPage = async () => ({ Component: (await import('./pages/VerifyPage')).VerifyPage });

/** The site's routes. The marketing pages of spec section 2 are added as they are built. */
export const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auth/verify', lazy: verifyPage },
      { path: '/d/auth/verify', lazy: verifyPage },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
