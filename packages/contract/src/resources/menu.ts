import { ZMenuInput, ZMenuListQuery, ZMenuRow } from '../entities/menu-admin.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

/** Menu entries of a project, as a tree (parent, level from the parent, order). */
export const menu = defineResource({
  name: 'menu',
  label: 'menu',
  module: 'catalogues',
  id: 'menu_id',
  row: ZMenuRow,
  input: ZMenuInput,
  unique: ['ma_menu'],
  query: ZMenuListQuery,
  scope: 'project',
  fn: { read: FN.menuRead, write: FN.menuWrite },
  readLicensed: true,
  combo: { label: 'menu_name' },
  paths: {
    list: `${A}/menu`,
    byId: `${A}/menu/id/{id}`,
    combo: `${A}/menu/combobox`,
    create: `${A}/menu`,
    update: { path: `${A}/menu` },
    remove: { path: `${A}/menu/{id}` },
  },
});
