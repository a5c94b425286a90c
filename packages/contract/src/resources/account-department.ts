import { ZAccountDept, ZAccountDeptInput, ZAccountDeptListQuery } from '../entities/account-department.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

/**
 * Department links of accounts (spec: `/tai-khoan-phong-ban` POST, PUT, DELETE /{id}, GET,
 * GET /{id}; the calls about a whole account and `/array` are rows of their own in
 * `endpoints/system.ts`). What a link grants: docs/decisions/department-accounts.md.
 */
export const accountDept = defineResource({
  name: 'accountDept',
  label: 'gán phòng ban',
  module: 'system',
  id: 'tai_khoan_phong_ban_id',
  row: ZAccountDept,
  input: ZAccountDeptInput,
  query: ZAccountDeptListQuery,
  scope: 'hospital',
  fn: { read: FN.accountRead, write: FN.accountWrite },
  readLicensed: true,
  summaries: { list: 'Danh sách gán phòng ban cho tài khoản', create: 'Gán phòng ban cho tài khoản', update: 'Sửa gán phòng ban', remove: 'Xóa gán phòng ban' },
  paths: {
    list: `${A}/tai-khoan-phong-ban`,
    byId: `${A}/tai-khoan-phong-ban/{id}`,
    create: `${A}/tai-khoan-phong-ban`,
    update: { path: `${A}/tai-khoan-phong-ban` },
    remove: { path: `${A}/tai-khoan-phong-ban/{id}` },
  },
});
