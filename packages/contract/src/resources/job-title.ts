import { ZHospitalListQuery } from '../entities/department.js';
import { ZJobTitle, ZJobTitleInput } from '../entities/job-title.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

export const jobTitle = defineResource({
  name: 'jobTitle',
  label: 'chức danh',
  module: 'catalogues',
  id: 'chuc_danh_id',
  row: ZJobTitle,
  input: ZJobTitleInput,
  unique: ['ma_chuc_danh'],
  query: ZHospitalListQuery,
  scope: 'hospital',
  fn: { read: null, write: FN.catalogueWrite },
  active: { column: 'tam_ngung', activeWhen: false },
  combo: { label: 'ten_chuc_danh' },
  paths: {
    list: `${A}/chuc-danh`,
    byId: `${A}/chuc-danh/{id}`,
    combo: `${A}/chuc-danh/combobox`,
    create: `${A}/chuc-danh`,
    update: { path: `${A}/chuc-danh` },
    remove: { path: `${A}/chuc-danh/{id}` },
  },
});
