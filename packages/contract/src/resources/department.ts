import { ZDepartment, ZDepartmentInput, ZHospitalListQuery } from '../entities/department.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

export const department = defineResource({
  name: 'department',
  label: 'phòng ban',
  module: 'catalogues',
  id: 'phong_ban_id',
  row: ZDepartment,
  input: ZDepartmentInput,
  unique: ['ma_phong_ban'],
  query: ZHospitalListQuery,
  scope: 'hospital',
  fn: { read: null, write: FN.catalogueWrite },
  active: { column: 'tam_ngung', activeWhen: false },
  combo: { label: 'ten_phong_ban' },
  paths: {
    list: `${A}/phong-ban`,
    byId: `${A}/phong-ban/{id}`,
    combo: `${A}/phong-ban/combobox`,
    create: `${A}/phong-ban`,
    update: { path: `${A}/phong-ban` },
    remove: { path: `${A}/phong-ban/{id}` },
  },
});
