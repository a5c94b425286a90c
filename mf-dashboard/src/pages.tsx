import type { TPageKey } from '@hm/contract';
import { lazyPage } from '@hm/ui';
import type { ComponentType, ReactElement } from 'react';
import DashboardIndexRedirect from './hospital/DashboardIndexRedirect';

type PageModule = Promise<{ default: ComponentType }>;
/** A code-split page (the shell's guards check DASHBOARD_XEM, and DASHBOARD_TINH_DU_LIEU for computing). */
const page = (load: () => PageModule) => lazyPage(load, {});

/** What each screen of this module (`SCREENS` in @hm/contract) renders. */
export const PAGES = {
  DashboardIndex: <DashboardIndexRedirect />,
  HmcDashboard: page(() => import('./hmc/HmcDashboardPage')),
  HospitalDashboard: page(() => import('./hospital/HospitalDashboardPage')),
  ComputeData: page(() => import('./compute/ComputeDataPage')),
  Statistics: page(() => import('./statistics/StatisticsPage')),
  PercentPositive: page(() => import('./percent/PercentPositivePage')),
  ActionPlans: page(() => import('./action-plans/ActionPlansPage')),
  Comments: page(() => import('./comments/CommentsPage')),
  HospitalRanking: page(() => import('./province/HospitalRankingPage')),
} satisfies Record<TPageKey<'dashboard'>, ReactElement>;
