import { CONTRACT_MAJOR } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { lazyPage } from '@hm/ui';
import type { RouteObject } from 'react-router-dom';
import { MODULE_ID } from './module';

const pending = (page: string) => lazyPage(() => import('./pending/PendingPage'), { page });
const FeedbackReportPage = lazyPage(() => import('./feedback/FeedbackReportPage'), {});

/** The routes of this remote, relative to the locale base (DESIGN.md, "Layout"). */
export const routes: RouteObject[] = [
  {
    path: 'HeThongBaoCao',
    children: [
      { index: true, element: pending('HeThongBaoCao') },
      { path: 'XuatDuLieu', element: pending('HeThongBaoCao/XuatDuLieu') },
      { path: 'BaoCaoPhanHoi', element: FeedbackReportPage },
      { path: 'ReportView', element: pending('HeThongBaoCao/ReportView') },
    ],
  },
];

export const moduleId = MODULE_ID;
export const version = __APP_VERSION__;
export const contractMajor = CONTRACT_MAJOR;

/** The `./routes` expose as one value, for the standalone bootstrap. */
export const remote: TRemoteModule = { moduleId, version, contractMajor, routes };
