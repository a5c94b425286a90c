import { FN } from '@hm/contract';
import { ADMIN_ROUTES, matchModuleRoute } from './admin-routes';
import { GUARD_NAMES } from './guards/guard';
import { runGuards } from './guards/run-guards';
import { MODULE_SEGMENTS, moduleOfSegment } from './module-segments';
import { testUser } from '../test/users';

describe('ADMIN_ROUTES', () => {
  it('names only known guards, and only paths of a module', () => {
    for (const r of ADMIN_ROUTES) {
      expect(r.guards.every((g) => (GUARD_NAMES as readonly string[]).includes(g))).toBe(true);
      expect(moduleOfSegment(r.path.split('/')[0] ?? '')).not.toBeNull();
    }
  });

  it('guards every first segment of every module', () => {
    const covered = new Set(ADMIN_ROUTES.map((r) => r.path.split('/')[0]));
    expect(
      Object.values(MODULE_SEGMENTS)
        .flat()
        .filter((s) => !covered.has(s)),
    ).toEqual([]);
  });
});

describe('matchModuleRoute', () => {
  it('finds the most specific route, case-insensitively, for deeper paths too', () => {
    expect(matchModuleRoute('hethong/taikhoan')).toMatchObject({ moduleId: 'system', path: 'HeThong/TaiKhoan', functions: [FN.accountRead] });
    expect(matchModuleRoute('HeThong/TaiKhoan/DoiMatKhau')).toMatchObject({ path: 'HeThong/TaiKhoan' });
    expect(matchModuleRoute('HeThong/TaiKhoanBenhVien')).toMatchObject({ path: 'HeThong/TaiKhoanBenhVien' });
    expect(matchModuleRoute('Dashboard/TinhDuLieu')).toMatchObject({ moduleId: 'dashboard', functions: [FN.dashboardCompute] });
    expect(matchModuleRoute('dashboard/hmc')).toMatchObject({ path: 'Dashboard/HMC', functions: [FN.dashboardRead] });
    expect(matchModuleRoute('HeThong/PhanQuyen/5')).toMatchObject({ path: 'HeThong/PhanQuyen/:id', functions: [FN.permissionRead] });
    expect(matchModuleRoute('HeThong/TaiKhoanBenhVien/DoiMatKhauNguoiDung')).toMatchObject({ path: 'HeThong/TaiKhoanBenhVien/DoiMatKhauNguoiDung' });
    expect(matchModuleRoute('KhaoSat/StepForm')).toMatchObject({ guards: ['check-login', 'check-hospital', 'check-role'] });
  });

  it('asks nothing of the invitation page, and login plus role of the admin pages', () => {
    expect(matchModuleRoute('ChungThuc')).toMatchObject({ moduleId: 'survey', guards: [] });
    expect(matchModuleRoute('KhaoSat/FormPhienBan')?.guards).toEqual(['check-login', 'check-role']);
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchModuleRoute('KhongCo/Trang')).toBeNull();
    expect(matchModuleRoute('')).toBeNull();
  });
});

describe('the admin layout with the demo groups', () => {
  const decide = (path: string, user: ReturnType<typeof testUser> | null) => {
    const r = matchModuleRoute(path)!;
    return runGuards(r.guards, { user, path: `/vi/${path}`, moduleId: r.moduleId, functions: r.functions }).kind;
  };
  const staff = testUser({ chuc_nang: [FN.surveyVote] });
  const hospitalAdmin = testUser();
  const unlicensedDashboard = testUser({ modules: ['survey', 'reports', 'system', 'catalogues'] });

  it('lets staff vote and read survey pages, nothing administrative', () => {
    expect(decide('KhaoSat', staff)).toBe('pass');
    expect(decide('StepForm', staff)).toBe('pass');
    expect(decide('HeThong/TaiKhoan', staff)).toBe('redirect');
    expect(decide('Dashboard/Hospital', staff)).toBe('redirect');
  });

  it('lets a hospital administrator in everywhere but the system-only catalogues', () => {
    for (const p of ['KhaoSat/FormPhienBan', 'Dashboard/HMC', 'HeThongBaoCao/XuatDuLieu', 'HeThong/TaiKhoan', 'HeThongDanhMuc/PhongBan']) {
      expect([p, decide(p, hospitalAdmin)]).toEqual([p, 'pass']);
    }
    expect(decide('HeThongDanhMuc/PhanQuyen', hospitalAdmin)).toBe('redirect');
  });

  it('sends an unlicensed module to access denied, a guest to login, and lets a guest open the invitation', () => {
    expect(decide('Dashboard/Hospital', unlicensedDashboard)).toBe('redirect');
    expect(decide('KhaoSat', null)).toBe('redirect');
    expect(decide('ChungThuc', null)).toBe('pass');
  });
});
