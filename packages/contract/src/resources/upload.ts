import { ZUpload, ZUploadInput, ZUploadListQuery } from '../entities/upload.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';

const V = '/votesafety/v1';

/**
 * Uploaded files (spec §7 `upload-data`): each belongs to one hospital, or to none (product-wide,
 * written by system administrators). The resource covers the list, by id, `PUT` (name and
 * description) and `DELETE /{id}`; the calls that bring bytes (JSON, multipart) and the download
 * are hand-written rows (`endpoints/uploads.ts`).
 */
export const upload = defineResource({
  name: 'upload',
  label: 'tệp tải lên',
  module: 'system',
  id: 'upload_id',
  row: ZUpload,
  input: ZUploadInput,
  query: ZUploadListQuery,
  scope: 'hospital',
  fn: { read: FN.uploadWrite, write: FN.uploadWrite },
  readLicensed: true,
  combo: { label: 'ten_tep' },
  summaries: { list: 'Danh sách tệp tải lên (của bệnh viện và dùng chung)', update: 'Đổi tên, mô tả của tệp', remove: 'Xóa tệp (không xóa được tệp đang dùng làm logo)' },
  paths: {
    list: `${V}/upload-data`,
    byId: `${V}/upload-data/{id}`,
    combo: false,
    create: false,
    update: { path: `${V}/upload-data` },
    remove: { path: `${V}/upload-data/{id}` },
  },
});
