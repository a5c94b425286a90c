import type { TLoginResult } from '@hm/contract';
import { useSession } from './session-store';
import { useWorkContext } from './work-context-store';

const result: TLoginResult = {
  token: 'a',
  expires_in: 3600,
  refresh_expires_in: 10800,
  user: {
    tai_khoan_id: 1,
    ten_tai_khoan: 'admin',
    phan_quyen_id: 1,
    phan_quyen_cap: 1,
    display_name: 'Quản trị',
    nhan_vien_su_dung: null,
    hospital: { hospital_id: 1, name: 'BV', modules: ['survey'] },
    chuc_nang: [],
  },
};

describe('session store', () => {
  it('keeps the session in memory only: no token in localStorage or sessionStorage', () => {
    useSession.getState().signIn({ ...result, refresh_token: 'r-from-a-non-browser-answer' });
    expect(useSession.getState()).toMatchObject({ token: 'a', user: { display_name: 'Quản trị' } });
    expect(useSession.getState()).not.toHaveProperty('refreshToken');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('logout clears the session, the menu and the working department and warehouse', () => {
    useSession.getState().signIn(result);
    useWorkContext.getState().setMenu([]);
    useWorkContext.getState().setWorkingDepartment(3);
    useWorkContext.getState().setWorkingWarehouse(4);
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(useWorkContext.getState()).toMatchObject({ menu: null, workingDepartmentId: null, workingWarehouseId: null });
  });

  it('remembers a deliberate logout until the next sign-in, but not an expired session', () => {
    useSession.getState().signIn(result);
    useSession.getState().logout();
    expect(useSession.getState().signedOut).toBe(false);
    useSession.getState().signIn(result);
    useSession.getState().logout(true);
    expect(useSession.getState().signedOut).toBe(true);
    useSession.getState().signIn(result);
    expect(useSession.getState().signedOut).toBe(false);
  });
});
