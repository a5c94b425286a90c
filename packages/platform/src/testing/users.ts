import type { TLoggedInUser, TModuleId } from '@hm/contract';

/**
 * A logged-in hospital administrator of hospital 1 with the functions given (component tests).
 * @example const editor = userWith(['DANH_MUC_SUA']); userWith([], { hospital: null }) // a system user
 */
export function userWith(functions: string[], over: Partial<TLoggedInUser> & { modules?: TModuleId[] } = {}): TLoggedInUser {
  const { modules = ['survey', 'dashboard', 'catalogues'], ...rest } = over;
  return {
    tai_khoan_id: 2,
    ten_tai_khoan: 'bvadmin',
    phan_quyen_id: 2,
    phan_quyen_cap: 2,
    display_name: 'Quản trị bệnh viện',
    nhan_vien_su_dung: null,
    hospital: { hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', modules },
    chuc_nang: functions,
    phai_doi_mat_khau: false,
    ...rest,
  };
}
