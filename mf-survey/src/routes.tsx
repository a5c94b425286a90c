import { CONTRACT_MAJOR } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { lazyPage } from '@hm/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MODULE_ID } from './module';

type PageModule = Promise<{ default: ComponentType }>;
const page = (load: () => PageModule) => lazyPage(load, {});
/** An authoring page: KHAO_SAT_XEM or KHAO_SAT_SUA required (the guard loads with the page, not with the routes). */
const authoring = (load: () => PageModule) =>
  lazyPage(async () => {
    const [{ default: Page }, { withAuthor }] = await Promise.all([load(), import('./shared/withAuthor')]);
    return { default: withAuthor(Page) };
  }, {});

/** The routes of this remote, relative to the locale base (DESIGN.md, "Layout"). */
export const routes: RouteObject[] = [
  {
    path: 'KhaoSat',
    children: [
      // Authors get the version list (and their own vote list behind a button); plain staff the vote list.
      { index: true, element: page(() => import('./versions/KhaoSatIndexPage')) },
      { path: 'detail', element: authoring(() => import('./preview/KhaoSatDetailPage')) },
      { path: 'StepForm', element: page(() => import('./voting/StepFormPage')) },
      { path: 'BoxForm', element: authoring(() => import('./preview/BoxFormPage')) },
      { path: 'FormCauHoi', element: authoring(() => import('./structure/FormCauHoiPage')) },
      { path: 'FormDapAn', element: authoring(() => import('./structure/FormDapAnPage')) },
      { path: 'FormPhanCauHoi', element: authoring(() => import('./structure/FormPhanCauHoiPage')) },
      { path: 'FormPhienBan', element: authoring(() => import('./versions/FormPhienBanPage')) },
      { path: 'GroupUserByBV', element: authoring(() => import('./participation/GroupUserByBVPage')) },
      { path: 'KhaoSatDetail', element: authoring(() => import('./preview/KhaoSatDetailPage')) },
      { path: 'MFormDapAn', element: authoring(() => import('./structure/MFormDapAnPage')) },
      { path: 'MSettingBenhVien', element: authoring(() => import('./participation/MSettingBenhVienPage')) },
      { path: 'MSettingUser', element: authoring(() => import('./participation/MSettingUserPage')) },
      { path: 'TableUser', element: authoring(() => import('./participation/TableUserPage')) },
      { path: 'HopThu', element: page(() => import('./outbox/HopThuPage')) },
    ],
  },
  { path: 'StepForm', element: page(() => import('./voting/StepFormPage')) },
  // The invitation link: no login (the shell's route has no guard), the token is the credential.
  { path: 'ChungThuc', element: page(() => import('./voting/ChungThucPage')) },
  {
    path: 'Composite',
    children: [
      { index: true, element: authoring(() => import('./composites/CompositeListPage')) },
      { path: 'ModalComposite', element: authoring(() => import('./composites/ModalCompositePage')) },
    ],
  },
  { path: 'ThongTinKhaoSat', element: page(() => import('./info/ThongTinKhaoSatPage')) },
  { path: 'ThongTinNhanVien', element: page(() => import('./voting/ThongTinNhanVienPage')) },
];

export const moduleId = MODULE_ID;
export const version = __APP_VERSION__;
export const contractMajor = CONTRACT_MAJOR;

/** The `./routes` expose as one value, for the standalone bootstrap. */
export const remote: TRemoteModule = { moduleId, version, contractMajor, routes };
