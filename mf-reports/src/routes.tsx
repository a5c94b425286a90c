import { CONTRACT_MAJOR } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { lazyPage } from '@hm/ui';
import type { RouteObject } from 'react-router-dom';
import { MODULE_ID } from './module';

/** The routes of this remote, relative to the locale base (DESIGN.md, "Layout"). */
export const routes: RouteObject[] = [
  {
    path: 'HeThongBaoCao',
    children: [
      { index: true, element: lazyPage(() => import('./report-view/ReportsIndexPage'), {}) },
      { path: 'XuatDuLieu', element: lazyPage(() => import('./export/DataExportPage'), {}) },
      { path: 'ReportView', element: lazyPage(() => import('./report-view/ReportViewPage'), {}) },
      { path: 'BaoCaoPhanHoi', element: lazyPage(() => import('./feedback/FeedbackReportPage'), {}) },
    ],
  },
];

export const moduleId = MODULE_ID;
export const version = __APP_VERSION__;
export const contractMajor = CONTRACT_MAJOR;

/** The `./routes` expose as one value, for the standalone bootstrap. */
export const remote: TRemoteModule = { moduleId, version, contractMajor, routes };
