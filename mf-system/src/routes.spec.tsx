import { CONTRACT_MAJOR } from '@hm/contract';
import { matchRoutes } from 'react-router-dom';
import { contractMajor, moduleId, routes } from './routes';

describe('mf-system routes', () => {
  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('system');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each(['HeThong','HeThong/PhanQuyen','HeThong/PhanQuyenBaoCao','HeThong/PhanQuyenBenhVien','HeThong/QuanLyUploads','HeThong/TaiKhoan','HeThong/TaiKhoanBenhVien','HeThong/TaiKhoanPhongBan','HeThong/ThamSoHeThong','HeThong/ThongTinBenhVien'])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/HeThong/KhongTonTai')).toBeNull();
  });
});
