import { ALL_FUNCTION_CODES, FN, type TLoggedInUser, type TModuleId } from '@hm/contract';

const ALL_MODULES: TModuleId[] = ['survey', 'dashboard', 'reports', 'system', 'catalogues'];

/** A logged-in user for tests: a hospital administrator of a hospital licensing every module. */
export function testUser(over: Partial<TLoggedInUser> & { modules?: TModuleId[] | null } = {}): TLoggedInUser {
  const { modules = ALL_MODULES, ...rest } = over;
  return {
    tai_khoan_id: 2,
    ten_tai_khoan: 'bvadmin',
    phan_quyen_id: 2,
    phan_quyen_cap: 2,
    display_name: 'Quản trị BV',
    nhan_vien_su_dung: null,
    chuc_nang: ALL_FUNCTION_CODES.filter((c) => c !== FN.permissionWrite),
    hospital: modules ? { hospital_id: 1, name: 'Bệnh viện Demo', modules } : null,
    ...rest,
  };
}
