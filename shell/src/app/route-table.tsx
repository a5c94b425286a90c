import { Navigate, type RouteObject } from 'react-router-dom';
import { DefaultLayout } from '../layout/DefaultLayout';
import AboutPage from '../pages/AboutPage';
import CamTruyCapPage from '../pages/CamTruyCapPage';
import GioiThieuPage from '../pages/GioiThieuPage';
import IndexPage from '../pages/IndexPage';
import LoginPage from '../pages/LoginPage';
import TestPage from '../pages/TestPage';
import { ModuleRoute } from '../routing/ModuleRoute';

// Matching is case-insensitive (react-router's default): /login is /Login.
const pages: RouteObject[] = [
  { path: 'Login', element: <LoginPage /> },
  { path: 'About', element: <AboutPage /> },
  { path: 'GioiThieu', element: <GioiThieuPage /> },
  { path: 'CamTruyCap', element: <CamTruyCapPage /> },
  { path: 'test', element: <TestPage /> },
  // Everything else: a module's remote, or 404.
  { path: '*', element: <ModuleRoute /> },
];

/** Every route bare and under /vi (spec §2); `/` goes to `/vi`, the index page. */
export const routeTable: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [
      { index: true, element: <Navigate to="/vi" replace /> },
      { path: 'vi', children: [{ index: true, element: <IndexPage /> }, ...pages] },
      ...pages,
    ],
  },
];
