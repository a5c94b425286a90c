import { CONTRACT_MAJOR } from '@hm/contract';
import { matchRoutes } from 'react-router-dom';
import { contractMajor, moduleId, routes } from './routes';

describe('mf-catalogues routes', () => {
  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('catalogues');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each(['HeThongDanhMuc','HeThongDanhMuc/BenhVien','HeThongDanhMuc/ChucDanh','HeThongDanhMuc/ChucVu','HeThongDanhMuc/Menu','HeThongDanhMuc/NhanVien','HeThongDanhMuc/PhanQuyen','HeThongDanhMuc/PhongBan','HeThongDanhMuc/Reports','Mapping','Mapping/ChucDanhMapping','Mapping/PhongBanMapping'])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/HeThongDanhMuc/KhongTonTai')).toBeNull();
  });
});
