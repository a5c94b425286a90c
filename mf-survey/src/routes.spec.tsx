import { CONTRACT_MAJOR } from '@hm/contract';
import { matchRoutes } from 'react-router-dom';
import { contractMajor, moduleId, routes } from './routes';

describe('mf-survey routes', () => {
  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('survey');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each(['KhaoSat','KhaoSat/detail','KhaoSat/StepForm','KhaoSat/BoxForm','KhaoSat/FormCauHoi','KhaoSat/FormDapAn','KhaoSat/FormPhanCauHoi','KhaoSat/FormPhienBan','KhaoSat/GroupUserByBV','KhaoSat/KhaoSatDetail','KhaoSat/MFormDapAn','KhaoSat/MSettingBenhVien','KhaoSat/MSettingUser','KhaoSat/TableUser','StepForm','ChungThuc','Composite','Composite/ModalComposite','ThongTinKhaoSat','ThongTinNhanVien'])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/KhaoSat/KhongTonTai')).toBeNull();
  });
});
