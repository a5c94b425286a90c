import { CONTRACT_MAJOR } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { lazyPage } from '@hm/ui';
import type { RouteObject } from 'react-router-dom';
import { MODULE_ID } from './module';

const pending = (page: string) => lazyPage(() => import('./pending/PendingPage'), { page });

/** The routes of this remote, relative to the locale base (DESIGN.md, "Layout"). */
export const routes: RouteObject[] = [
  {
    path: 'KhaoSat',
    children: [
      { index: true, element: pending('KhaoSat') },
      { path: 'detail', element: pending('KhaoSat/detail') },
      { path: 'StepForm', element: pending('KhaoSat/StepForm') },
      { path: 'BoxForm', element: pending('KhaoSat/BoxForm') },
      { path: 'FormCauHoi', element: pending('KhaoSat/FormCauHoi') },
      { path: 'FormDapAn', element: pending('KhaoSat/FormDapAn') },
      { path: 'FormPhanCauHoi', element: pending('KhaoSat/FormPhanCauHoi') },
      { path: 'FormPhienBan', element: pending('KhaoSat/FormPhienBan') },
      { path: 'GroupUserByBV', element: pending('KhaoSat/GroupUserByBV') },
      { path: 'KhaoSatDetail', element: pending('KhaoSat/KhaoSatDetail') },
      { path: 'MFormDapAn', element: pending('KhaoSat/MFormDapAn') },
      { path: 'MSettingBenhVien', element: pending('KhaoSat/MSettingBenhVien') },
      { path: 'MSettingUser', element: pending('KhaoSat/MSettingUser') },
      { path: 'TableUser', element: pending('KhaoSat/TableUser') },
    ],
  },
  { path: 'StepForm', element: pending('StepForm') },
  { path: 'ChungThuc', element: pending('ChungThuc') },
  {
    path: 'Composite',
    children: [
      { index: true, element: pending('Composite') },
      { path: 'ModalComposite', element: pending('Composite/ModalComposite') },
    ],
  },
  { path: 'ThongTinKhaoSat', element: pending('ThongTinKhaoSat') },
  { path: 'ThongTinNhanVien', element: pending('ThongTinNhanVien') },
];

export const moduleId = MODULE_ID;
export const version = __APP_VERSION__;
export const contractMajor = CONTRACT_MAJOR;

/** The `./routes` expose as one value, for the standalone bootstrap. */
export const remote: TRemoteModule = { moduleId, version, contractMajor, routes };
