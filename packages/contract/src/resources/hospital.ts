import { ZPageQuery } from '../common.js';
import { ZHospital, ZHospitalInput } from '../entities/hospital.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

/** Hospitals: read within the caller's scope, written by system administrators (`DELETE ?hospitalId`). */
export const hospital = defineResource({
  name: 'hospital',
  label: 'bệnh viện',
  module: 'catalogues',
  id: 'hospital_id',
  row: ZHospital,
  input: ZHospitalInput,
  unique: ['ma_benh_vien'],
  query: ZPageQuery,
  scope: 'system',
  fn: { read: null, write: FN.hospitalWrite },
  active: { column: 'tam_ngung', activeWhen: false },
  summaries: { list: 'Danh sách bệnh viện trong phạm vi', remove: 'Xóa bệnh viện (?hospitalId); bệnh viện đã có dữ liệu thì tạm ngừng' },
  paths: {
    list: `${A}/hospital`,
    byId: `${A}/hospital/{id}`,
    create: `${A}/hospital`,
    update: { path: `${A}/hospital` },
    remove: { path: `${A}/hospital`, id: { query: 'hospitalId' } },
  },
});
