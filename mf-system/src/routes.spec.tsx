import { CONTRACT_MAJOR, screensOf } from '@hm/contract';
import { matchRoutes } from 'react-router-dom';
import { PAGES } from './pages';
import { contractMajor, moduleId, routes } from './routes';

describe('mf-system routes', () => {
  // One declaration per screen: every screen of this module in the screen table (SCREENS, which also seeds the menu) has its route.
  it.each(screensOf(moduleId).map((s) => [s.path.replace(/:\w+/g, '7'), s.page] as const))('has a route for the screen %s', (path, page) => {
    const match = matchRoutes(routes, path)?.at(-1);
    expect(match?.route.element).toBe(PAGES[page as keyof typeof PAGES]);
  });

  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('system');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each([
    'HeThong',
    'HeThong/PhanQuyen',
    'HeThong/PhanQuyenBaoCao',
    'HeThong/PhanQuyenBenhVien',
    'HeThong/QuanLyUploads',
    'HeThong/TaiKhoan',
    'HeThong/TaiKhoanBenhVien',
    'HeThong/TaiKhoanPhongBan',
    'HeThong/ThamSoHeThong',
    'HeThong/ThongTinBenhVien',
    'HeThong/NhatKy',
  ])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('has the permission group page below its list', () => {
    expect(matchRoutes(routes, '/HeThong/PhanQuyen/5')?.at(-1)?.route.path).toBe('PhanQuyen/:id');
    expect(matchRoutes(routes, '/HeThong/PhanQuyen/moi')).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/HeThong/KhongTonTai')).toBeNull();
  });
});
