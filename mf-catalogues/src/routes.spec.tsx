import { CONTRACT_MAJOR, menuLeaves } from '@hm/contract';
import { screen } from '@testing-library/react';
import { matchRoutes, useRoutes } from 'react-router-dom';
import { contractMajor, moduleId, routes } from './routes';
import { mappingServer } from './test/fixtures';
import { renderPage } from './test/render';

function RemoteRoutes() {
  return useRoutes(routes);
}

describe('mf-catalogues routes', () => {
  // One declaration per screen: every menu entry of this module (MENU_TREE, which the server seeds) has a route.
  it.each(menuLeaves().filter((m) => m.module === moduleId).map((m) => m.path!))('has a route for the menu path %s', (path) => {
    expect(matchRoutes(routes, path)).not.toBeNull();
  });

  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('catalogues');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each(['HeThongDanhMuc','HeThongDanhMuc/BenhVien','HeThongDanhMuc/ChucDanh','HeThongDanhMuc/ChucVu','HeThongDanhMuc/Menu','HeThongDanhMuc/NhanVien','HeThongDanhMuc/PhanQuyen','HeThongDanhMuc/PhongBan','HeThongDanhMuc/Benchmark','HeThongDanhMuc/Reports','Mapping','Mapping/ChucDanhMapping','Mapping/PhongBanMapping'])('matches /%s (any case)', (path) => {
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

  it('shows the pages other issues build as in development', async () => {
    renderPage(<RemoteRoutes />, { server: mappingServer(), url: '/HeThongDanhMuc/Reports' });
    expect(await screen.findByRole('heading', { name: 'Trang đang được phát triển' })).toBeTruthy();
  });
});
