import { ZHospitalScopeQuery, ZPageQuery } from '../common.js';
import { ZSystemParameter, ZSystemParameterInput } from '../entities/system-parameter.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

/**
 * System parameters (spec §7: GET list, POST with the id cleared, PUT {id}, DELETE {id}): the
 * product-wide defaults (`hospital_id` null, written by system administrators) and each
 * hospital's overrides (written by its administrators). Every logged-in user reads the defaults
 * and the overrides of the hospitals in scope.
 */
export const systemParameter = defineResource({
  name: 'systemParameter',
  label: 'tham số hệ thống',
  module: 'system',
  id: 'id',
  row: ZSystemParameter,
  input: ZSystemParameterInput,
  query: ZPageQuery.extend(ZHospitalScopeQuery.shape),
  scope: 'hospital',
  fn: { read: null, write: FN.paramWrite },
  combo: { label: 'ma_tham_so' },
  summaries: { list: 'Danh sách tham số hệ thống (mặc định và của bệnh viện)', create: 'Thêm tham số (mặc định hoặc riêng của một bệnh viện)' },
  paths: {
    list: `${A}/tham-so-he-thong`,
    byId: `${A}/tham-so-he-thong/{id}`,
    create: `${A}/tham-so-he-thong`,
    update: { path: `${A}/tham-so-he-thong/{id}`, id: 'path' },
    remove: { path: `${A}/tham-so-he-thong/{id}` },
  },
});
