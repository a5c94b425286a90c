import type { TLoggedInUser, TModuleId } from '@hm/contract';
import { licensedModules } from './module-access';
import { localized, pathSegments } from './locale-path';
import { moduleOfSegment } from './module-segments';

const userWith = (modules: TModuleId[] | null, cap = 2): TLoggedInUser => ({
  tai_khoan_id: 2,
  ten_tai_khoan: 'bvadmin',
  phan_quyen_id: 2,
  phan_quyen_cap: cap,
  display_name: 'Quản trị BV',
  nhan_vien_su_dung: null,
  chuc_nang: [],
  hospital: modules ? { hospital_id: 1, name: 'Bệnh viện Demo', modules } : null,
});

describe('moduleOfSegment', () => {
  it.each([
    ['KhaoSat', 'survey'],
    ['khaosat', 'survey'],
    ['ChungThuc', 'survey'],
    ['Composite', 'survey'],
    ['Dashboard', 'dashboard'],
    ['THONGKE', 'dashboard'],
    ['PercentData', 'dashboard'],
    ['HeThongBaoCao', 'reports'],
    ['HeThong', 'system'],
    ['HeThongDanhMuc', 'catalogues'],
    ['mapping', 'catalogues'],
  ])('%s belongs to %s', (segment, moduleId) => expect(moduleOfSegment(segment)).toBe(moduleId));

  it('knows no module for shell pages and unknown paths', () => {
    expect(moduleOfSegment('Login')).toBeNull();
    expect(moduleOfSegment('HeThongKhac')).toBeNull();
  });
});

describe('licensedModules', () => {
  it("is the home hospital's licence, with the hospital's own administration always on", () => {
    expect([...licensedModules(userWith(['survey']))]).toEqual(['survey', 'system']);
  });
  it('is every module for a system administrator without a home hospital, none for others', () => {
    expect(licensedModules(userWith(null, 1)).size).toBe(5);
    expect(licensedModules(userWith(null, 2)).size).toBe(0);
    expect(licensedModules(null).size).toBe(0);
  });
  it('is the dashboards for a province officer (no hospital; the server checks each hospital of its group)', () => {
    expect([...licensedModules({ ...userWith(null, 3), chuc_nang: ['KET_QUA_NHOM_BV_XEM'] })]).toEqual(['dashboard']);
  });
});

describe('locale paths', () => {
  it('strips and adds the /vi prefix', () => {
    expect(pathSegments('/vi/KhaoSat/FormPhienBan')).toEqual(['KhaoSat', 'FormPhienBan']);
    expect(pathSegments('/KhaoSat')).toEqual(['KhaoSat']);
    expect(localized('/')).toBe('/vi');
    expect(localized('/login')).toBe('/vi/login');
    expect(localized('/vi/KhaoSat?x=1')).toBe('/vi/KhaoSat?x=1');
  });
});
