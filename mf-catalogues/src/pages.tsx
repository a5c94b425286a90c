import type { TAhrqKind, TPageKey } from '@hm/contract';
import { lazyPage } from '@hm/ui';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

/** The AHRQ category lists (system administrators write them). */
const ahrq = (kind: TAhrqKind) => lazyPage(() => import('./ahrq/AhrqCategoriesPage'), { kind });
/** The mapping pages (the shell's guards check DANH_MUC_SUA; the pages also show read-only). */
const mapping = (kind: TAhrqKind) => lazyPage(() => import('./mapping/MappingPage'), { kind });

/** What each screen of this module (`SCREENS` in @hm/contract) renders, code-split. */
export const PAGES = {
  CataloguesIndex: <Navigate to="PhongBan" replace />,
  Hospitals: lazyPage(() => import('./hospitals/HospitalsPage'), {}),
  JobTitles: lazyPage(() => import('./job-titles/JobTitlesPage'), {}),
  Positions: lazyPage(() => import('./positions/PositionsPage'), {}),
  Menus: lazyPage(() => import('./menus/MenusPage'), {}),
  Staff: lazyPage(() => import('./staff/StaffPage'), {}),
  Groups: lazyPage(() => import('./groups/GroupsPage'), {}),
  Departments: lazyPage(() => import('./departments/DepartmentsPage'), {}),
  Functions: lazyPage(() => import('./functions/FunctionsPage'), {}),
  Projects: lazyPage(() => import('./projects/ProjectsPage'), {}),
  AhrqUnits: ahrq('phong_ban'),
  AhrqStaffPositions: ahrq('chuc_danh'),
  Benchmarks: lazyPage(() => import('./benchmarks/BenchmarksPage'), {}),
  FederatedBenchmark: lazyPage(() => import('./federated/FederatedBenchmarkPage'), {}),
  Reports: lazyPage(() => import('./reports/ReportsPage'), {}),
  ReportEdit: lazyPage(() => import('./reports/ReportEditPage'), {}),
  MappingIndex: lazyPage(() => import('./mapping/MappingIndexPage'), {}),
  DepartmentMapping: mapping('phong_ban'),
  JobTitleMapping: mapping('chuc_danh'),
} satisfies Record<TPageKey<'catalogues'>, ReactElement>;
