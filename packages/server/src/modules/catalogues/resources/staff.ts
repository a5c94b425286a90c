import { FN, staff, type TStaff } from '@hm/contract';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';
import type { Caller } from '../../../access/caller.js';
import { departmentsIn, directoryDepartments } from '../../../access/department-scope.js';

/** Staff with the names of their department, job title and position, and their account. */
export const staffSelect = (db: AnyDb): AnySelect =>
  db
    .selectFrom('nhan_vien as t')
    .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 't.phong_ban_id')
    .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 't.chuc_danh_id')
    .leftJoin('chuc_vu as cv', 'cv.chuc_vu_id', 't.chuc_vu_id')
    .leftJoin('tai_khoan as tk', 'tk.nhan_vien_id', 't.nhan_vien_id')
    .select([
      't.nhan_vien_id',
      't.hospital_id',
      'tk.tai_khoan_id',
      't.ma_nhan_vien',
      't.ten_nhan_vien',
      't.phong_ban_id',
      'pb.ten_phong_ban',
      't.chuc_danh_id',
      'cd.ten_chuc_danh',
      't.chuc_vu_id',
      'cv.ten_chuc_vu',
      't.email',
      't.so_dien_thoai',
      't.nhan_su_ngoai',
      't.tam_ngung',
    ]);

export const staffStore: ResourceStore<typeof staff> = {
  def: staff,
  table: 'nhan_vien',
  select: staffSelect,
  search: ['t.ten_nhan_vien', 't.ma_nhan_vien'],
  orderBy: ['t.ma_nhan_vien'],
  filters: (q, query) => {
    if (query.phongBanId) q = q.where('t.phong_ban_id', '=', query.phongBanId);
    if (query.chucDanhId) q = q.where('t.chuc_danh_id', '=', query.chucDanhId);
    if (query.chucVuId) q = q.where('t.chuc_vu_id', '=', query.chucVuId);
    return q;
  },
  // A department head's directory: the staff of its departments (docs/decisions/department-accounts.md).
  readFilter: (q, caller) => {
    const departments = directoryDepartments(caller);
    return departments ? q.where('t.phong_ban_id', 'in', departmentsIn(departments)) : q;
  },
  sameHospital: [
    { field: 'phong_ban_id', table: 'phong_ban', id: 'phong_ban_id', label: 'phòng ban' },
    { field: 'chuc_danh_id', table: 'chuc_danh', id: 'chuc_danh_id', label: 'chức danh' },
    { field: 'chuc_vu_id', table: 'chuc_vu', id: 'chuc_vu_id', label: 'chức vụ' },
  ],
  usedBy: [
    { table: 'tai_khoan', column: 'nhan_vien_id', label: 'tài khoản' },
    { table: 'nhan_vien_khao_sat', column: 'nhan_vien_id', label: 'phiếu mời khảo sát' },
  ],
};

/** E-mail and phone only for callers with the staff-details function. */
export const redactStaff = (caller: Caller, s: TStaff): TStaff => (caller.functions.has(FN.staffDetail) ? s : { ...s, email: null, so_dien_thoai: null });
