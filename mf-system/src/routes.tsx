import { CONTRACT_MAJOR } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { lazyPage } from '@hm/ui';
import type { RouteObject } from 'react-router-dom';
import { MODULE_ID } from './module';

const accounts = (variant: 'system' | 'hospital') => lazyPage(() => import('./accounts/AccountsPage'), { variant });

/** The routes of this remote, relative to the locale base (DESIGN.md, "Layout"). */
export const routes: RouteObject[] = [
  {
    path: 'HeThong',
    children: [
      { index: true, element: lazyPage(() => import('./home/SystemIndexPage'), {}) },
      { path: 'PhanQuyen', element: lazyPage(() => import('./groups/GroupsPage'), {}) },
      { path: 'PhanQuyen/:id', element: lazyPage(() => import('./groups/GroupEditPage'), {}) },
      { path: 'PhanQuyenBaoCao', element: lazyPage(() => import('./report-permissions/ReportPermissionsPage'), {}) },
      { path: 'PhanQuyenBenhVien', element: lazyPage(() => import('./licences/LicencesPage'), {}) },
      { path: 'QuanLyUploads', element: lazyPage(() => import('./uploads/UploadsPage'), {}) },
      // Accounts with their sub-pages (account edit, change password, staff-account edit, group, other hospitals).
      { path: 'TaiKhoan', element: accounts('system') },
      { path: 'TaiKhoan/:id/:sub', element: accounts('system') },
      { path: 'TaiKhoanBenhVien', element: accounts('hospital') },
      { path: 'TaiKhoanBenhVien/DoiMatKhauNguoiDung', element: lazyPage(() => import('./accounts/OwnPasswordPage'), {}) },
      { path: 'TaiKhoanBenhVien/:id/:sub', element: accounts('hospital') },
      { path: 'TaiKhoanPhongBan', element: lazyPage(() => import('./account-departments/AccountDepartmentsPage'), {}) },
      { path: 'ThamSoHeThong', element: lazyPage(() => import('./parameters/ParametersPage'), {}) },
      { path: 'NhatKy', element: lazyPage(() => import('./audit/AuditTrailPage'), {}) },
      { path: 'ThongTinBenhVien', element: lazyPage(() => import('./hospital-info/HospitalInfoPage'), {}) },
    ],
  },
];

export const moduleId = MODULE_ID;
export const version = __APP_VERSION__;
export const contractMajor = CONTRACT_MAJOR;

/** The `./routes` expose as one value, for the standalone bootstrap. */
export const remote: TRemoteModule = { moduleId, version, contractMajor, routes };
