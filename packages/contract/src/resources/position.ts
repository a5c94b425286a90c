import { ZHospitalListQuery } from '../entities/department.js';
import { ZPosition, ZPositionInput } from '../entities/position.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

export const position = defineResource({
  name: 'position',
  label: 'chức vụ',
  module: 'catalogues',
  id: 'chuc_vu_id',
  row: ZPosition,
  input: ZPositionInput,
  unique: ['ma_chuc_vu'],
  query: ZHospitalListQuery,
  scope: 'hospital',
  fn: { read: null, write: FN.catalogueWrite },
  active: { column: 'tam_ngung', activeWhen: false },
  combo: { label: 'ten_chuc_vu' },
  paths: {
    list: `${A}/chuc-vu`,
    byId: `${A}/chuc-vu/{id}`,
    combo: `${A}/chuc-vu/combobox`,
    create: `${A}/chuc-vu`,
    update: { path: `${A}/chuc-vu` },
    remove: { path: `${A}/chuc-vu/{id}` },
  },
});
