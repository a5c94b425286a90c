import {
  ZErasureInput,
  ZErasureResult,
  ZPersonalData,
  ZPersonalDataParams,
  ZRetentionOverview,
  ZRetentionQuery,
  ZRetentionRunInput,
  ZRetentionRunResult,
  ZRetentionSetting,
  ZRetentionSettingInput,
} from '../entities/retention.js';
import { ep } from '../endpoint.js';
import { FN } from '../functions.js';

const A = '/auth/v1';

/**
 * Retention and personal data (issue 31 item 3, docs/privacy.md "Retention"): a hospital's
 * retention period (its administrators), the purge run on demand (system administrators; the job
 * runs it in every API process), one staff member's data exported and erased.
 */
export const retentionEndpoints = {
  retentionOverview: ep({
    method: 'GET',
    path: `${A}/luu-tru-du-lieu`,
    module: 'system',
    fn: FN.hospitalInfoWrite,
    summary: 'Thời hạn lưu giữ dữ liệu cá nhân của bệnh viện, các lần xóa đã làm và sắp tới',
    query: ZRetentionQuery,
    response: ZRetentionOverview,
  }),
  retentionUpdate: ep({
    method: 'PUT',
    path: `${A}/luu-tru-du-lieu`,
    module: 'system',
    fn: FN.hospitalInfoWrite,
    hospital: 'body',
    audit: { entity: 'retention', action: 'update', id: 'hospital_id' },
    summary: 'Đặt số ngày giữ dữ liệu cá nhân sau khi khảo sát đóng',
    body: ZRetentionSettingInput,
    response: ZRetentionSetting,
  }),
  retentionRun: ep({
    method: 'POST',
    path: `${A}/luu-tru-du-lieu/chay`,
    module: 'system',
    fn: FN.paramWrite,
    hospital: 'none',
    systemOnly: 'Chỉ quản trị hệ thống được chạy việc xóa dữ liệu theo thời hạn',
    audit: { entity: 'retention', action: 'purge' },
    summary: 'Chạy ngay việc xóa dữ liệu cá nhân đã hết thời hạn (mọi bệnh viện, hoặc bệnh viện được chọn)',
    body: ZRetentionRunInput,
    response: ZRetentionRunResult,
  }),
  personalDataExport: ep({
    method: 'GET',
    path: `${A}/nhan-vien/{id}/du-lieu-ca-nhan`,
    module: 'catalogues',
    fn: FN.staffDetail,
    hospital: 'row',
    audit: { entity: 'staff', action: 'exportPersonalData' },
    summary: 'Toàn bộ dữ liệu cá nhân đang lưu về một nhân viên (danh sách, khảo sát, hộp thư, tài khoản)',
    params: ZPersonalDataParams,
    response: ZPersonalData,
  }),
  personalDataExportXlsx: ep({
    method: 'GET',
    path: `${A}/nhan-vien/{id}/du-lieu-ca-nhan/xlsx`,
    module: 'catalogues',
    fn: FN.staffDetail,
    hospital: 'row',
    file: true,
    audit: { entity: 'staff', action: 'exportPersonalData' },
    summary: 'Dữ liệu cá nhân đang lưu về một nhân viên, dạng Excel (mỗi phần một trang)',
    params: ZPersonalDataParams,
  }),
  personalDataErase: ep({
    method: 'POST',
    path: `${A}/nhan-vien/{id}/xoa-du-lieu-ca-nhan`,
    module: 'catalogues',
    fn: FN.staffWrite,
    hospital: 'row',
    audit: { entity: 'staff', action: 'erasePersonalData' },
    summary: 'Xóa dữ liệu cá nhân của một nhân viên (không đụng tới câu trả lời ẩn danh)',
    params: ZPersonalDataParams,
    body: ZErasureInput,
    response: ZErasureResult,
  }),
};
