import { CONTRACT_MAJOR, screensOf } from '@hm/contract';
import { screen } from '@testing-library/react';
import { matchRoutes, useRoutes } from 'react-router-dom';
import { PAGES } from './pages';
import { contractMajor, moduleId, routes } from './routes';
import { mappingServer } from './test/fixtures';
import { renderPage } from './test/render';

function RemoteRoutes() {
  return useRoutes(routes);
}

describe('mf-catalogues routes', () => {
  // One declaration per screen: every screen of this module in the screen table (SCREENS, which also seeds the menu) has its route.
  it.each(screensOf(moduleId).map((s) => [s.path.replace(/:\w+/g, '7'), s.page] as const))('has a route for the screen %s', (path, page) => {
    const match = matchRoutes(routes, path)?.at(-1);
    expect(match?.route.element).toBe(PAGES[page as keyof typeof PAGES]);
  });

  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('catalogues');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each([
    'HeThongDanhMuc',
    'HeThongDanhMuc/BenhVien',
    'HeThongDanhMuc/ChucDanh',
    'HeThongDanhMuc/ChucVu',
    'HeThongDanhMuc/Menu',
    'HeThongDanhMuc/NhanVien',
    'HeThongDanhMuc/PhanQuyen',
    'HeThongDanhMuc/PhongBan',
    'HeThongDanhMuc/Benchmark',
    'HeThongDanhMuc/Reports',
    'Mapping',
    'Mapping/ChucDanhMapping',
    'Mapping/PhongBanMapping',
  ])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/HeThongDanhMuc/KhongTonTai')).toBeNull();
  });

  it.each([
    ['/Mapping', 'Ánh xạ danh mục AHRQ'],
    ['/Mapping/PhongBanMapping', 'Ánh xạ phòng ban'],
    ['/mapping/chucdanhmapping', 'Ánh xạ chức danh'],
  ])('mounts the page of %s', async (url, title) => {
    renderPage(<RemoteRoutes />, { server: mappingServer(), url });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/HeThongDanhMuc/Reports', 'Cấu hình báo cáo'],
    ['/HeThongDanhMuc/Reports/moi', 'Thêm báo cáo'],
  ])('mounts the report settings page %s, no page in development', async (url, title) => {
    renderPage(<RemoteRoutes />, { server: mappingServer(), url });
    // The definition page holds some thirty pickers: slow to render in jsdom.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Trang đang được phát triển')).toBeNull();
  });
});
