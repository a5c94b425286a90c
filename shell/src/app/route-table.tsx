import { Navigate, type RouteObject } from 'react-router-dom';
import { shellPage } from '../chunks/shellPage';
import { DefaultLayout } from '../layout/DefaultLayout';
import { ModuleRoute } from '../routing/ModuleRoute';

// Matching is case-insensitive (react-router's default): /login is /Login.
// Shell pages are code-split behind the chunk-reload guard; shellPage() is called once, here.
const pages: RouteObject[] = [
  { path: 'Login', element: shellPage(() => import('../pages/LoginPage')) },
  { path: 'About', element: shellPage(() => import('../pages/AboutPage')) },
  { path: 'GioiThieu', element: shellPage(() => import('../pages/GioiThieuPage')) },
  { path: 'CamTruyCap', element: shellPage(() => import('../pages/CamTruyCapPage')) },
  { path: 'test', element: shellPage(() => import('../pages/TestPage')) },
  // Everything else: the admin layout (a module's remote behind its route guards), or 404.
  { path: '*', element: <ModuleRoute /> },
];

/** Every route bare and under /vi (spec §2); `/` goes to `/vi`, the index page. */
export const routeTable: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [
      { index: true, element: <Navigate to="/vi" replace /> },
      { path: 'vi', children: [{ index: true, element: shellPage(() => import('../pages/IndexPage')) }, ...pages] },
      ...pages,
    ],
  },
];
