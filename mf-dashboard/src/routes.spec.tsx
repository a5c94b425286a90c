import { CONTRACT_MAJOR } from '@hm/contract';
import { matchRoutes } from 'react-router-dom';
import { contractMajor, moduleId, routes } from './routes';

describe('mf-dashboard routes', () => {
  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('dashboard');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each(['Dashboard','Dashboard/HMC','Dashboard/Hospital','Dashboard/TinhDuLieu','ThongKe','PercentData'])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/Dashboard/KhongTonTai')).toBeNull();
  });
});
