import { z } from 'zod';
import { ZId } from '../common.js';
import { ep } from '../endpoint.js';
import { ZUpload, ZUploadFileQuery, ZUploadJsonCreate, ZUploadMultipartQuery } from '../entities/upload.js';
import { FN } from '../functions.js';
import { resourceRows } from '../resource.js';
import { upload } from '../resources/upload.js';

const V = '/votesafety/v1';
const write = { module: 'system', fn: FN.uploadWrite } as const;

/**
 * Uploads: the resource's rows, and the calls that bring bytes. `upload-file-manager` takes one
 * multipart file part (`file`, with an optional `mo_ta` field), `files` up to 10 file parts stored
 * all or none, `POST upload-data` one file as base64 JSON. Each is read whole (at most 5 MB a
 * file, refused with 413 while it arrives), its type found in its content, and stored in one
 * statement: a request cut off midway stores nothing. The download is open to any logged-in
 * user of the file's hospital (a logo shows to everyone), whatever the hospital licensed.
 */
export const uploadEndpoints = {
  ...resourceRows(upload),
  uploadCreate: ep({
    method: 'POST',
    path: `${V}/upload-data`,
    ...write,
    hospital: 'row',
    audit: { entity: 'upload', action: 'create', id: 'upload_id' },
    summary: 'Tải lên một tệp (JSON, nội dung base64)',
    body: ZUploadJsonCreate,
    response: ZUpload,
  }),
  uploadFileManager: ep({
    method: 'POST',
    path: `${V}/upload-data/upload-file-manager`,
    ...write,
    hospital: 'row',
    audit: { entity: 'upload', action: 'create', id: 'upload_id' },
    summary: 'Tải lên một tệp (multipart, phần "file", trường "mo_ta"; ?hospitalId, không có = dùng chung)',
    query: ZUploadMultipartQuery,
    response: ZUpload,
  }),
  uploadFiles: ep({
    method: 'POST',
    path: `${V}/upload-data/files`,
    ...write,
    hospital: 'row',
    audit: { entity: 'upload', action: 'create' },
    summary: 'Tải lên nhiều tệp một lần (multipart, tối đa 10 tệp; lưu tất cả hoặc không tệp nào)',
    query: ZUploadMultipartQuery,
    response: z.array(ZUpload),
  }),
  uploadFile: ep({
    method: 'GET',
    path: `${V}/upload-data/{id}/file`,
    module: 'system',
    fn: null,
    licensed: false,
    file: true,
    summary: 'Tải xuống tệp (ảnh: ?inline=true để xem trước)',
    params: z.object({ id: ZId }),
    query: ZUploadFileQuery,
  }),
};
