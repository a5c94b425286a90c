import { ZPageQuery } from '../common.js';
import { ZHospitalGroupRow } from '../entities/hospital-group.js';
import { ZHospitalGroupInput } from '../entities/province.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';

/** The survey service prefix. */
const V = '/votesafety/v1';

/**
 * Hospital groups (`nhom-benh-vien`, screen HeThong/NhomBenhVien): a province's hospitals or a
 * named list, whose assigned officers read the province view (docs/decisions/province-view.md).
 * Product-wide: system administrators only read and write them (`BENH_VIEN_SUA`, system scope).
 */
export const hospitalGroup = defineResource({
  name: 'hospitalGroup',
  label: 'nhóm bệnh viện',
  module: 'system',
  id: 'nhom_id',
  row: ZHospitalGroupRow,
  input: ZHospitalGroupInput,
  query: ZPageQuery,
  scope: 'system',
  fn: { read: FN.hospitalWrite, write: FN.hospitalWrite },
  active: null,
  combo: { label: 'ten' },
  summaries: {
    list: 'Danh sách nhóm bệnh viện (tìm theo tên nhóm, tỉnh, bệnh viện, tài khoản)',
    create: 'Tạo nhóm bệnh viện (một tỉnh/thành phố hoặc một danh sách bệnh viện)',
    update: 'Sửa nhóm bệnh viện (tên, tỉnh/thành phố hoặc danh sách bệnh viện)',
    remove: 'Xóa nhóm bệnh viện chưa gán tài khoản nào',
  },
  paths: {
    list: `${V}/nhom-benh-vien`,
    byId: `${V}/nhom-benh-vien/{id}`,
    combo: false,
    create: `${V}/nhom-benh-vien`,
    update: { path: `${V}/nhom-benh-vien/{id}`, id: 'path' },
    remove: { path: `${V}/nhom-benh-vien/{id}` },
  },
});
