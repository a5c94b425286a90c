import { ZFunction } from '../entities/function.js';
import { ZFunctionInput, ZFunctionListQuery } from '../entities/menu-admin.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

/** Functions (`chuc-nang`) of a project: the permissions routes require. */
export const appFunction = defineResource({
  name: 'function',
  label: 'chức năng',
  module: 'catalogues',
  id: 'chuc_nang_id',
  row: ZFunction,
  input: ZFunctionInput,
  unique: ['ma_chuc_nang'],
  query: ZFunctionListQuery,
  scope: 'project',
  fn: { read: FN.functionRead, write: FN.functionWrite },
  readLicensed: true,
  paths: {
    list: `${A}/chuc-nang`,
    byId: `${A}/chuc-nang/id/{id}`,
    create: `${A}/chuc-nang`,
    update: { path: `${A}/chuc-nang` },
    remove: { path: `${A}/chuc-nang/{id}` },
  },
});
