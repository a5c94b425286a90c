import { CONTRACT_MAJOR, screensOf } from '@hm/contract';
import { matchRoutes } from 'react-router-dom';
import { PAGES } from './pages';
import { contractMajor, moduleId, routes } from './routes';

describe('mf-reports routes', () => {
  // One declaration per screen: every screen of this module in the screen table (SCREENS, which also seeds the menu) has its route.
  it.each(screensOf(moduleId).map((s) => [s.path.replace(/:\w+/g, '7'), s.page] as const))('has a route for the screen %s', (path, page) => {
    const match = matchRoutes(routes, path)?.at(-1);
    expect(match?.route.element).toBe(PAGES[page as keyof typeof PAGES]);
  });

  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('reports');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each(['HeThongBaoCao', 'HeThongBaoCao/XuatDuLieu', 'HeThongBaoCao/BaoCaoPhanHoi', 'HeThongBaoCao/ReportView'])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/HeThongBaoCao/KhongTonTai')).toBeNull();
  });
});
