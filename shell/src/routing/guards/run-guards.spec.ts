import { FN } from '@hm/contract';
import { testUser } from '../../test/users';
import type { GuardContext } from './guard';
import { runGuards } from './run-guards';

const ctx = (over: Partial<GuardContext>): GuardContext => ({ user: testUser(), path: '/vi/ThongTinNhanVien', moduleId: 'survey', functions: [FN.surveyVote], ...over });
const ALL = ['check-login', 'check-hospital', 'check-role'];

describe('runGuards', () => {
  it('passes when every guard passes, and with no guard at all', () => {
    expect(runGuards(ALL, ctx({}))).toEqual({ kind: 'pass' });
    expect(runGuards([], ctx({ user: null }))).toEqual({ kind: 'pass' });
  });

  it('stops at the first guard that refuses, in the order named', () => {
    expect(runGuards(ALL, ctx({ user: null }))).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/vi\/Login\?redirect=/) });
    const noHospital = testUser({ modules: null, chuc_nang: [] });
    expect(runGuards(ALL, ctx({ user: noHospital }))).toMatchObject({ state: { reason: 'hospital' } });
    expect(runGuards(['check-login', 'check-role', 'check-hospital'], ctx({ user: noHospital }))).toMatchObject({ state: { reason: 'licence' } });
  });

  it('turns an unknown guard name into the 500 error page "Unknown middleware"', () => {
    const unknown = { kind: 'error', status: 500, message: 'Unknown middleware' };
    expect(runGuards(['check-admin'], ctx({}))).toEqual(unknown);
    expect(runGuards(['check-login', 'toString'], ctx({}))).toEqual(unknown);
    // Even before a guard that would redirect: the route table itself is wrong.
    expect(runGuards(['check-logn', 'check-login'], ctx({ user: null }))).toEqual(unknown);
  });
});
