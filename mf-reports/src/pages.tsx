import type { TPageKey } from '@hm/contract';
import { lazyPage } from '@hm/ui';
import type { ReactElement } from 'react';

/** What each screen of this module (`SCREENS` in @hm/contract) renders, code-split. */
export const PAGES = {
  ReportsIndex: lazyPage(() => import('./report-view/ReportsIndexPage'), {}),
  DataExport: lazyPage(() => import('./export/DataExportPage'), {}),
  ReportView: lazyPage(() => import('./report-view/ReportViewPage'), {}),
  FeedbackReport: lazyPage(() => import('./feedback/FeedbackReportPage'), {}),
  DebriefPacks: lazyPage(() => import('./feedback/DebriefPacksPage'), {}),
} satisfies Record<TPageKey<'reports'>, ReactElement>;
