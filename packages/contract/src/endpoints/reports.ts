import { ep } from '../endpoint.js';
import { FN } from '../functions.js';

const A = '/auth/v1';
const rd = { module: 'reports', fn: FN.reportRead } as const;
const wr = { module: 'reports', fn: FN.reportWrite } as const;

/** Report definitions and report permissions of the auth service (mf-reports). */
export const reportEndpoints = {
  reportCreate: ep({ method: 'POST', path: `${A}/report`, ...wr, summary: 'Thêm báo cáo' }),
  reportClone: ep({ method: 'POST', path: `${A}/report/clone`, ...wr, summary: 'Nhân bản báo cáo' }),
  reportUpdate: ep({ method: 'PUT', path: `${A}/report`, ...wr, summary: 'Sửa báo cáo' }),
  reportDelete: ep({ method: 'DELETE', path: `${A}/report/{id}`, ...wr, summary: 'Xóa báo cáo' }),
  reportDetailDelete: ep({ method: 'DELETE', path: `${A}/report/detail/{id}`, ...wr, summary: 'Xóa chi tiết báo cáo' }),
  reportList: ep({ method: 'GET', path: `${A}/report`, ...rd, summary: 'Danh sách báo cáo' }),
  reportById: ep({ method: 'GET', path: `${A}/report/id/{id}`, ...rd, summary: 'Báo cáo theo id' }),
  reportRun: ep({ method: 'GET', path: `${A}/report/run/{id}`, ...rd, summary: 'Chạy báo cáo' }),
  reportOfGroup: ep({ method: 'GET', path: `${A}/report/phan-quyen`, ...rd, summary: 'Báo cáo của nhóm quyền' }),
  reportGetData: ep({ method: 'POST', path: `${A}/report/get-data`, ...rd, summary: 'Dữ liệu báo cáo' }),
  reportExport: ep({ method: 'POST', path: `${A}/report/export`, ...rd, summary: 'Xuất báo cáo (tệp)' }),
  reportPermCreate: ep({ method: 'POST', path: `${A}/phan-quyen-report`, ...wr, summary: 'Thêm quyền báo cáo' }),
  reportPermUpdate: ep({ method: 'PUT', path: `${A}/phan-quyen-report`, ...wr, summary: 'Sửa quyền báo cáo' }),
  reportPermDelete: ep({ method: 'DELETE', path: `${A}/phan-quyen-report/id/{id}`, ...wr, summary: 'Xóa quyền báo cáo' }),
  reportPermList: ep({ method: 'GET', path: `${A}/phan-quyen-report`, ...rd, summary: 'Danh sách quyền báo cáo' }),
  reportPermById: ep({ method: 'GET', path: `${A}/phan-quyen-report/id/{id}`, ...rd, summary: 'Quyền báo cáo theo id' }),
  reportPermUpdateGroup: ep({ method: 'POST', path: `${A}/phan-quyen-report/update-phan-quyen`, ...wr, summary: 'Cập nhật quyền báo cáo của nhóm' }),
};
