import { ROLE_LEVEL } from '@hm/contract';
import { testUser } from '../../test/users';
import { checkHospital } from './check-hospital';
import type { GuardContext } from './guard';

const ctx = (over: Partial<GuardContext>): GuardContext => ({ user: null, path: '/vi/StepForm?x=1', moduleId: 'survey', functions: [], ...over });

describe('check-hospital', () => {
  it('lets a user of a hospital through', () => {
    expect(checkHospital(ctx({ user: testUser() }))).toEqual({ kind: 'pass' });
  });

  it('sends an account without a hospital to CamTruyCap, saying why', () => {
    const sysAdmin = testUser({ modules: null, phan_quyen_cap: ROLE_LEVEL.systemAdmin });
    expect(checkHospital(ctx({ user: sysAdmin }))).toEqual({
      kind: 'redirect',
      to: '/vi/CamTruyCap',
      state: { from: '/vi/StepForm', reason: 'hospital', moduleId: 'survey' },
    });
  });

  it('refuses a guest too (no hospital to speak of)', () => {
    expect(checkHospital(ctx({}))).toMatchObject({ kind: 'redirect', to: '/vi/CamTruyCap' });
  });
});
