import { FN, ROLE_LEVEL } from '@hm/contract';
import { testUser } from '../../test/users';
import { checkRole } from './check-role';
import type { GuardContext } from './guard';

const ctx = (over: Partial<GuardContext>): GuardContext => ({ user: testUser(), path: '/vi/HeThong/TaiKhoan', moduleId: 'system', functions: [FN.accountRead], ...over });
const denied = (reason: string, moduleId = 'system') => ({ kind: 'redirect', to: '/vi/CamTruyCap', state: { from: '/vi/HeThong/TaiKhoan', reason, moduleId } });

describe('check-role', () => {
  it('passes a user holding the function in a licensed module', () => {
    expect(checkRole(ctx({}))).toEqual({ kind: 'pass' });
  });

  it('needs only one of the listed functions', () => {
    const voter = testUser({ chuc_nang: [FN.surveyVote] });
    expect(checkRole(ctx({ user: voter, moduleId: 'survey', functions: [FN.surveyRead, FN.surveyVote] }))).toEqual({ kind: 'pass' });
  });

  it('refuses a user whose group lacks every listed function', () => {
    expect(checkRole(ctx({ user: testUser({ chuc_nang: [FN.surveyVote] }) }))).toEqual(denied('role'));
  });

  it("refuses a module the user's hospital has not licensed, whatever the functions", () => {
    const reports = { path: '/vi/HeThongBaoCao/XuatDuLieu', moduleId: 'reports' as const, functions: [FN.reportRead] };
    expect(checkRole(ctx({ user: testUser({ modules: ['survey'] }), ...reports }))).toEqual({
      kind: 'redirect',
      to: '/vi/CamTruyCap',
      state: { from: reports.path, reason: 'licence', moduleId: 'reports' },
    });
  });

  it('keeps the hospital administration (system) on whatever the hospital licensed', () => {
    expect(checkRole(ctx({ user: testUser({ modules: ['survey'] }) }))).toEqual({ kind: 'pass' });
  });

  it('gives a system administrator without a hospital every module', () => {
    const sysAdmin = testUser({ modules: null, phan_quyen_cap: ROLE_LEVEL.systemAdmin });
    expect(checkRole(ctx({ user: sysAdmin }))).toEqual({ kind: 'pass' });
    expect(checkRole(ctx({ user: { ...sysAdmin, phan_quyen_cap: ROLE_LEVEL.hospitalAdmin } }))).toEqual(denied('licence'));
  });

  it('asks only for the licence when the route lists no function', () => {
    expect(checkRole(ctx({ user: testUser({ chuc_nang: [] }), functions: [] }))).toEqual({ kind: 'pass' });
  });

  it('refuses a guest', () => {
    expect(checkRole(ctx({ user: null }))).toEqual(denied('role'));
  });
});
