import { ZProject, ZProjectInput } from '../entities/project.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

/** Projects (`danh-muc-du-an`): product-wide, written by system administrators. */
export const project = defineResource({
  name: 'project',
  label: 'dự án',
  module: 'catalogues',
  id: 'du_an_id',
  row: ZProject,
  input: ZProjectInput,
  unique: ['ma_du_an'],
  scope: 'system',
  fn: { read: null, write: FN.catalogueWrite },
  active: { column: 'tam_ngung', activeWhen: false },
  combo: { label: 'ten_du_an' },
  paths: {
    list: `${A}/danh-muc-du-an`,
    byId: `${A}/danh-muc-du-an/id/{id}`,
    combo: `${A}/danh-muc-du-an/combobox`,
    create: `${A}/danh-muc-du-an`,
    update: { path: `${A}/danh-muc-du-an` },
    remove: { path: `${A}/danh-muc-du-an/id/{id}` },
  },
});
