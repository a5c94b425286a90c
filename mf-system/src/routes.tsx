import { CONTRACT_MAJOR } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { lazyPage } from '@hm/ui';
import type { RouteObject } from 'react-router-dom';
import { MODULE_ID } from './module';

const pending = (page: string) => lazyPage(() => import('./pending/PendingPage'), { page });

/** The routes of this remote, relative to the locale base (DESIGN.md, "Layout"). */
export const routes: RouteObject[] = [
  {
    path: 'HeThong',
    children: [
      { index: true, element: pending('HeThong') },
      { path: 'PhanQuyen', element: pending('HeThong/PhanQuyen') },
      { path: 'PhanQuyenBaoCao', element: pending('HeThong/PhanQuyenBaoCao') },
      { path: 'PhanQuyenBenhVien', element: lazyPage(() => import('./licences/LicencesPage'), {}) },
      { path: 'QuanLyUploads', element: pending('HeThong/QuanLyUploads') },
      { path: 'TaiKhoan', element: pending('HeThong/TaiKhoan') },
      { path: 'TaiKhoanBenhVien', element: pending('HeThong/TaiKhoanBenhVien') },
      { path: 'TaiKhoanPhongBan', element: lazyPage(() => import('./account-departments/AccountDepartmentsPage'), {}) },
      { path: 'ThamSoHeThong', element: lazyPage(() => import('./parameters/ParametersPage'), {}) },
      { path: 'NhatKy', element: lazyPage(() => import('./audit/AuditTrailPage'), {}) },
      { path: 'ThongTinBenhVien', element: pending('HeThong/ThongTinBenhVien') },
    ],
  },
];

export const moduleId = MODULE_ID;
export const version = __APP_VERSION__;
export const contractMajor = CONTRACT_MAJOR;

/** The `./routes` expose as one value, for the standalone bootstrap. */
export const remote: TRemoteModule = { moduleId, version, contractMajor, routes };
