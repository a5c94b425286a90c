import { CONTRACT_MAJOR } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { lazyPage } from '@hm/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import DashboardIndexRedirect from './hospital/DashboardIndexRedirect';
import { MODULE_ID } from './module';

type PageModule = Promise<{ default: ComponentType }>;
/** A code-split page (the shell's guards check DASHBOARD_XEM, and DASHBOARD_TINH_DU_LIEU for TinhDuLieu). */
const page = (load: () => PageModule) => lazyPage(load, {});

/** The routes of this remote, relative to the locale base (DESIGN.md, "Layout"). */
export const routes: RouteObject[] = [
  {
    path: 'Dashboard',
    children: [
      { index: true, element: <DashboardIndexRedirect /> },
      { path: 'HMC', element: page(() => import('./hmc/HmcDashboardPage')) },
      { path: 'Hospital', element: page(() => import('./hospital/HospitalDashboardPage')) },
      { path: 'TinhDuLieu', element: page(() => import('./compute/TinhDuLieuPage')) },
    ],
  },
  { path: 'ThongKe', element: page(() => import('./statistics/ThongKePage')) },
  { path: 'PercentData', element: page(() => import('./percent/PercentDataPage')) },
];

export const moduleId = MODULE_ID;
export const version = __APP_VERSION__;
export const contractMajor = CONTRACT_MAJOR;

/** The `./routes` expose as one value, for the standalone bootstrap. */
export const remote: TRemoteModule = { moduleId, version, contractMajor, routes };
