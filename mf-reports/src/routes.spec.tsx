import { CONTRACT_MAJOR, menuLeaves } from '@hm/contract';
import { matchRoutes } from 'react-router-dom';
import { contractMajor, moduleId, routes } from './routes';

describe('mf-reports routes', () => {
  // One declaration per screen: every menu entry of this module (MENU_TREE, which the server seeds) has a route.
  it.each(menuLeaves().filter((m) => m.module === moduleId).map((m) => m.path!))('has a route for the menu path %s', (path) => {
    expect(matchRoutes(routes, path)).not.toBeNull();
  });

  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('reports');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each(['HeThongBaoCao','HeThongBaoCao/XuatDuLieu','HeThongBaoCao/BaoCaoPhanHoi','HeThongBaoCao/ReportView'])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/HeThongBaoCao/KhongTonTai')).toBeNull();
  });
});
