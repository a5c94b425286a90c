import { testUser } from '../../test/users';
import { checkLogin } from './check-login';
import type { GuardContext } from './guard';

const ctx = (over: Partial<GuardContext>): GuardContext => ({ user: null, path: '/vi/HeThong/TaiKhoan', moduleId: 'system', functions: [], ...over });

describe('check-login', () => {
  it('lets a logged-in user through', () => {
    expect(checkLogin(ctx({ user: testUser() }))).toEqual({ kind: 'pass' });
  });

  it('sends a guest to the localized login page with the return path', () => {
    expect(checkLogin(ctx({}))).toEqual({ kind: 'redirect', to: '/vi/Login?redirect=%2Fvi%2FHeThong%2FTaiKhoan' });
  });

  it('localizes a bare path and keeps its query in the return path', () => {
    const outcome = checkLogin(ctx({ path: '/KhaoSat/FormCauHoi?phienBanId=3' }));
    expect(outcome).toEqual({ kind: 'redirect', to: `/vi/Login?redirect=${encodeURIComponent('/vi/KhaoSat/FormCauHoi?phienBanId=3')}` });
  });

  it('after a deliberate logout sends to the plain login page, without the last page', () => {
    expect(checkLogin(ctx({ signedOut: true, path: '/vi/KhaoSat/HopThu' }))).toEqual({ kind: 'redirect', to: '/vi/Login' });
  });
});
