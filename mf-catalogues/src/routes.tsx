import { CONTRACT_MAJOR, type TAhrqKind } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { lazyPage } from '@hm/ui';
import type { RouteObject } from 'react-router-dom';
import { MODULE_ID } from './module';

const pending = (page: string) => lazyPage(() => import('./pending/PendingPage'), { page });
/** The mapping pages (the shell's guards check DANH_MUC_SUA; the pages also show read-only). */
const mapping = (kind: TAhrqKind) => lazyPage(() => import('./mapping/MappingPage'), { kind });

/** The routes of this remote, relative to the locale base (DESIGN.md, "Layout"). */
export const routes: RouteObject[] = [
  {
    path: 'HeThongDanhMuc',
    children: [
      { index: true, element: pending('HeThongDanhMuc') },
      { path: 'BenhVien', element: pending('HeThongDanhMuc/BenhVien') },
      { path: 'ChucDanh', element: pending('HeThongDanhMuc/ChucDanh') },
      { path: 'ChucVu', element: pending('HeThongDanhMuc/ChucVu') },
      { path: 'Menu', element: pending('HeThongDanhMuc/Menu') },
      { path: 'NhanVien', element: pending('HeThongDanhMuc/NhanVien') },
      { path: 'PhanQuyen', element: pending('HeThongDanhMuc/PhanQuyen') },
      { path: 'PhongBan', element: pending('HeThongDanhMuc/PhongBan') },
      { path: 'ChucNang', element: pending('HeThongDanhMuc/ChucNang') },
      { path: 'DuAn', element: pending('HeThongDanhMuc/DuAn') },
      { path: 'PhongBanAhrq', element: pending('HeThongDanhMuc/PhongBanAhrq') },
      { path: 'ChucDanhAhrq', element: pending('HeThongDanhMuc/ChucDanhAhrq') },
      { path: 'Reports', element: pending('HeThongDanhMuc/Reports') },
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
