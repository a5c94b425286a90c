import { ZPermissionGroup, ZPermissionGroupInput } from '../entities/permission-group.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

/**
 * Permission groups (`phan-quyen`, spec §7: list, POST, PUT with the id in the body, DELETE
 * id/{id}; `GET id/{id}` added for the edit page). Product-wide rows that whoever holds
 * PHAN_QUYEN_SUA writes, within the no-escalation rules of the server (docs/decisions/permission-groups.md).
 * Their menus and functions are assigned by `phan-quyen-menu` and `phan-quyen-chuc-nang`.
 */
export const permissionGroup = defineResource({
  name: 'group',
  label: 'nhóm quyền',
  module: 'system',
  id: 'phan_quyen_id',
  row: ZPermissionGroup,
  input: ZPermissionGroupInput,
  unique: ['ma_phan_quyen'],
  scope: 'delegated',
  readLicensed: true,
  fn: { read: FN.permissionRead, write: FN.permissionWrite },
  combo: { label: 'ten_phan_quyen' },
  paths: {
    list: `${A}/phan-quyen`,
    byId: `${A}/phan-quyen/id/{id}`,
    create: `${A}/phan-quyen`,
    update: { path: `${A}/phan-quyen` },
    remove: { path: `${A}/phan-quyen/id/{id}` },
  },
});
