import { ZStaff, ZStaffInput, ZStaffListQuery } from '../entities/staff.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

/** Staff: e-mail and phone only for callers with NHAN_VIEN_CHI_TIET (the server redacts). */
export const staff = defineResource({
  name: 'staff',
  label: 'nhân viên',
  module: 'catalogues',
  id: 'nhan_vien_id',
  row: ZStaff,
  input: ZStaffInput,
  unique: ['ma_nhan_vien'],
  query: ZStaffListQuery,
  scope: 'hospital',
  fn: { read: null, write: FN.staffWrite },
  active: { column: 'tam_ngung', activeWhen: false },
  combo: { label: 'ten_nhan_vien' },
  summaries: { list: 'Danh sách nhân viên (e-mail, điện thoại cần quyền NHAN_VIEN_CHI_TIET)' },
  paths: {
    list: `${A}/nhan-vien`,
    byId: `${A}/nhan-vien/id/{id}`,
    combo: `${A}/nhan-vien/combobox`,
    create: `${A}/nhan-vien`,
    update: { path: `${A}/nhan-vien` },
    remove: { path: `${A}/nhan-vien/id/{id}` },
  },
});
