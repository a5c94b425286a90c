import type { TLoginResult } from '@hm/contract';
import { useSession } from './session-store';
import { useWorkContext } from './work-context-store';

const result: TLoginResult = {
  token: 'a', refresh_token: 'r', expires_in: 3600, refresh_expires_in: 10800,
  user: {
    tai_khoan_id: 1, ten_tai_khoan: 'admin', phan_quyen_id: 1, phan_quyen_cap: 1, display_name: 'Quản trị',
    nhan_vien_su_dung: null, hospital: { hospital_id: 1, name: 'BV', modules: ['survey'] }, chuc_nang: [],
  },
};

describe('session store', () => {
  it('keeps the session in localStorage after sign-in', () => {
    useSession.getState().signIn(result);
    expect(useSession.getState().user?.display_name).toBe('Quản trị');
    expect(JSON.parse(localStorage.getItem('hm_session') ?? '{}').state.token).toBe('a');
  });

  it('logout clears the session, the menu and the working department and warehouse', () => {
    useSession.getState().signIn(result);
    useWorkContext.getState().setMenu([]);
    useWorkContext.getState().setWorkingDepartment(3);
    useWorkContext.getState().setWorkingWarehouse(4);
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
    expect(useWorkContext.getState()).toMatchObject({ menu: null, workingDepartmentId: null, workingWarehouseId: null });
  });
});
