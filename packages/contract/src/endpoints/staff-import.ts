import { ep } from '../endpoint.js';
import { ZStaffImportErrorsQuery, ZStaffImportQuery, ZStaffImportResult, ZStaffImportTemplateQuery } from '../entities/staff-import.js';
import { FN } from '../functions.js';
import { A } from '../resources/paths.js';

const write = { module: 'catalogues', fn: FN.staffWrite } as const;

/**
 * Staff import from xlsx: the template, then preview and all-or-nothing commit. The uploads are
 * `multipart/form-data` with one file part (`file`), at most 10 MB; nothing is kept between
 * calls, so the refused-rows file is made from the same file uploaded again.
 */
export const staffImportEndpoints = {
  staffImportTemplate: ep({
    method: 'GET',
    path: `${A}/nhan-vien/file-import`,
    ...write,
    file: true,
    summary: 'Tệp mẫu nhập nhân viên (xlsx, danh mục của bệnh viện)',
    query: ZStaffImportTemplateQuery,
  }),
  staffImport: ep({
    method: 'POST',
    path: `${A}/nhan-vien/import`,
    ...write,
    audit: { entity: 'staff', action: 'import' },
    summary: 'Nhập nhân viên từ Excel (multipart, tệp "file"; mode=preview|commit)',
    query: ZStaffImportQuery,
    response: ZStaffImportResult,
  }),
  staffImportErrors: ep({
    method: 'POST',
    path: `${A}/nhan-vien/import/errors`,
    ...write,
    file: true,
    summary: 'Các dòng bị từ chối của tệp nhập nhân viên (multipart, tệp "file"; xlsx)',
    query: ZStaffImportErrorsQuery,
  }),
};
