import { CONTRACT_MAJOR, type TAhrqKind } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { lazyPage } from '@hm/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { MODULE_ID } from './module';

/** The AHRQ category lists (system administrators write them). */
const ahrq = (kind: TAhrqKind) => lazyPage(() => import('./ahrq/AhrqCategoriesPage'), { kind });
/** The mapping pages (the shell's guards check DANH_MUC_SUA; the pages also show read-only). */
const mapping = (kind: TAhrqKind) => lazyPage(() => import('./mapping/MappingPage'), { kind });

/** The routes of this remote, relative to the locale base (DESIGN.md, "Layout"). */
export const routes: RouteObject[] = [
  {
    path: 'HeThongDanhMuc',
    children: [
      { index: true, element: <Navigate to="PhongBan" replace /> },
      { path: 'BenhVien', element: lazyPage(() => import('./hospitals/HospitalsPage'), {}) },
      { path: 'ChucDanh', element: lazyPage(() => import('./job-titles/JobTitlesPage'), {}) },
      { path: 'ChucVu', element: lazyPage(() => import('./positions/PositionsPage'), {}) },
      { path: 'Menu', element: lazyPage(() => import('./menus/MenusPage'), {}) },
      { path: 'NhanVien', element: lazyPage(() => import('./staff/StaffPage'), {}) },
      { path: 'PhanQuyen', element: lazyPage(() => import('./groups/GroupsPage'), {}) },
      { path: 'PhongBan', element: lazyPage(() => import('./departments/DepartmentsPage'), {}) },
      { path: 'ChucNang', element: lazyPage(() => import('./functions/FunctionsPage'), {}) },
      { path: 'DuAn', element: lazyPage(() => import('./projects/ProjectsPage'), {}) },
      { path: 'PhongBanAhrq', element: ahrq('phong_ban') },
      { path: 'ChucDanhAhrq', element: ahrq('chuc_danh') },
      { path: 'Benchmark', element: lazyPage(() => import('./benchmarks/BenchmarksPage'), {}) },
      { path: 'Reports', element: lazyPage(() => import('./reports/ReportsPage'), {}) },
      { path: 'Reports/:id', element: lazyPage(() => import('./reports/ReportEditPage'), {}) },
    ],
  },
  {
    path: 'Mapping',
    children: [
      { index: true, element: lazyPage(() => import('./mapping/MappingIndexPage'), {}) },
      { path: 'ChucDanhMapping', element: mapping('chuc_danh') },
      { path: 'PhongBanMapping', element: mapping('phong_ban') },
    ],
  },
];

export const moduleId = MODULE_ID;
export const version = __APP_VERSION__;
export const contractMajor = CONTRACT_MAJOR;

/** The `./routes` expose as one value, for the standalone bootstrap. */
export const remote: TRemoteModule = { moduleId, version, contractMajor, routes };
