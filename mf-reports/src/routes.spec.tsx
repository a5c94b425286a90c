import { CONTRACT_MAJOR } from '@hm/contract';
import { matchRoutes } from 'react-router-dom';
import { contractMajor, moduleId, routes } from './routes';

describe('mf-reports routes', () => {
  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('reports');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each(['HeThongBaoCao','HeThongBaoCao/XuatDuLieu','HeThongBaoCao/ReportView'])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/HeThongBaoCao/KhongTonTai')).toBeNull();
  });
});
