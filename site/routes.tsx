import type { RouteObject } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { VerifyPage } from './pages/VerifyPage';

/** The site's routes. The marketing pages of spec section 2 are added as they are built. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/auth/verify', element: <VerifyPage /> },
  { path: '/d/auth/verify', element: <VerifyPage /> },
  { path: '*', element: <NotFoundPage /> },
];
