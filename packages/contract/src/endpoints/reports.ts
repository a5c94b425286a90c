import { z } from 'zod';
import { ZId } from '../common.js';
import { ep } from '../endpoint.js';
import { ZCheckRoleQuery, ZCheckRoleResult } from '../entities/auth.js';
import {
  ZGroupReports,
  ZGroupReportsInput,
  ZGroupReportsQuery,
  ZReport,
  ZReportCloneInput,
  ZReportData,
  ZReportDataRequest,
  ZReportExportRequest,
  ZReportInput,
  ZReportListQuery,
  ZReportOfCaller,
  ZReportOfCallerQuery,
  ZReportPermission,
  ZReportPermissionInput,
  ZReportPermissionListQuery,
  ZReportPermissionUpdateInput,
  ZReportRunInfo,
  ZReportUpdateInput,
  ZReportWithDetails,
} from '../entities/report.js';
import { ZDashboardVersion } from '../entities/dashboard.js';
import { FN } from '../functions.js';
import { ZPage } from '../common.js';

const ZIdParams = z.object({ id: ZId });
const ZDeleted = z.object({ id: z.number().int() });

/**
 * The report calls of spec §7, at one service prefix. The auth service and the survey service
 * (`/votesafety/v1`) carry the same set, served by one implementation (issue 14); `check-role`
 * is open to any logged-in user (it answers for the caller), the rest need the report functions.
 */
function reportCallsAt(base: '/auth/v1' | '/votesafety/v1') {
  const rd = { module: 'reports', fn: FN.reportRead } as const;
  const wr = { module: 'reports', fn: FN.reportWrite } as const;
  const R = `${base}/report`;
  return {
    create: ep({
      method: 'POST',
      path: R,
      ...wr,
      hospital: 'none',
      audit: { entity: 'report', action: 'create', id: 'report_id' },
      summary: 'Thêm báo cáo',
      body: ZReportInput,
      response: ZReportWithDetails,
    }),
    clone: ep({
      method: 'POST',
      path: `${R}/clone`,
      ...wr,
      hospital: 'none',
      audit: { entity: 'report', action: 'clone', id: 'report_id' },
      summary: 'Nhân bản báo cáo',
      body: ZReportCloneInput,
      response: ZReportWithDetails,
    }),
    update: ep({
      method: 'PUT',
      path: R,
      ...wr,
      hospital: 'none',
      audit: { entity: 'report', action: 'update', id: 'report_id' },
      summary: 'Sửa báo cáo (thay các cột)',
      body: ZReportUpdateInput,
      response: ZReportWithDetails,
    }),
    delete: ep({
      method: 'DELETE',
      path: `${R}/{id}`,
      ...wr,
      hospital: 'none',
      audit: { entity: 'report', action: 'delete' },
      summary: 'Xóa báo cáo (cùng quyền báo cáo)',
      params: ZIdParams,
      response: ZDeleted,
    }),
    detailDelete: ep({
      method: 'DELETE',
      path: `${R}/detail/{id}`,
      ...wr,
      hospital: 'none',
      audit: { entity: 'report', action: 'update' },
      summary: 'Xóa một cột của báo cáo',
      params: ZIdParams,
      response: ZDeleted,
    }),
    list: ep({ method: 'GET', path: R, ...wr, summary: 'Danh sách định nghĩa báo cáo (trang)', query: ZReportListQuery, response: ZPage(ZReport) }),
    byId: ep({ method: 'GET', path: `${R}/id/{id}`, ...rd, summary: 'Định nghĩa báo cáo kèm các cột', params: ZIdParams, response: ZReportWithDetails }),
    run: ep({ method: 'GET', path: `${R}/run/{id}`, ...rd, summary: 'Báo cáo sẵn sàng chạy: định nghĩa, tham số cần nhập, quyền', params: ZIdParams, response: ZReportRunInfo }),
    ofCaller: ep({ method: 'GET', path: `${R}/phan-quyen`, ...rd, summary: 'Các báo cáo người dùng được dùng', query: ZReportOfCallerQuery, response: z.array(ZReportOfCaller) }),
    versions: ep({
      method: 'GET',
      path: `${R}/phien-ban`,
      ...rd,
      summary: 'Phiên bản khảo sát chọn được làm tham số báo cáo (bệnh viện trong phạm vi, có bản quyền báo cáo)',
      response: z.array(ZDashboardVersion),
    }),
    checkRole: ep({
      method: 'GET',
      path: `${R}/check-role`,
      module: 'core',
      fn: null,
      summary: 'Nhóm quyền có được xem báo cáo này không (id)',
      query: ZCheckRoleQuery,
      response: ZCheckRoleResult,
    }),
    // Reads sent as POST, recorded as reads: the first page of a run, every export.
    getData: ep({
      method: 'POST',
      path: `${R}/get-data`,
      ...rd,
      audit: { entity: 'report', action: 'run' },
      summary: 'Chạy báo cáo: một trang dữ liệu',
      body: ZReportDataRequest,
      response: ZReportData,
    }),
    export: ep({
      method: 'POST',
      path: `${R}/export`,
      ...rd,
      file: true,
      audit: { entity: 'report', action: 'export' },
      summary: 'Xuất báo cáo (xlsx hoặc csv UTF-8 có BOM)',
      body: ZReportExportRequest,
    }),
  };
}

function reportPermissionCallsAt(base: '/auth/v1') {
  const wr = { module: 'reports', fn: FN.reportWrite } as const;
  const P = `${base}/phan-quyen-report`;
  return {
    reportPermCreate: ep({
      method: 'POST',
      path: P,
      ...wr,
      hospital: 'none',
      audit: { entity: 'reportPermission', action: 'create', id: 'phan_quyen_report_id' },
      summary: 'Thêm quyền báo cáo',
      body: ZReportPermissionInput,
      response: ZReportPermission,
    }),
    reportPermUpdate: ep({
      method: 'PUT',
      path: P,
      ...wr,
      hospital: 'none',
      audit: { entity: 'reportPermission', action: 'update', id: 'phan_quyen_report_id' },
      summary: 'Sửa quyền báo cáo',
      body: ZReportPermissionUpdateInput,
      response: ZReportPermission,
    }),
    reportPermDelete: ep({
      method: 'DELETE',
      path: `${P}/id/{id}`,
      ...wr,
      hospital: 'none',
      audit: { entity: 'reportPermission', action: 'delete' },
      summary: 'Xóa quyền báo cáo',
      params: ZIdParams,
      response: ZDeleted,
    }),
    reportPermList: ep({ method: 'GET', path: P, ...wr, summary: 'Danh sách quyền báo cáo (trang)', query: ZReportPermissionListQuery, response: ZPage(ZReportPermission) }),
    reportPermById: ep({ method: 'GET', path: `${P}/id/{id}`, ...wr, summary: 'Quyền báo cáo theo id', params: ZIdParams, response: ZReportPermission }),
    reportPermUpdateGroup: ep({
      method: 'POST',
      path: `${P}/update-phan-quyen`,
      ...wr,
      hospital: 'none',
      audit: { entity: 'group', action: 'update', id: 'phan_quyen_id' },
      summary: 'Thay quyền báo cáo của một nhóm quyền',
      body: ZGroupReportsInput,
      response: ZGroupReports,
    }),
    reportPermOfGroup: ep({
      method: 'GET',
      path: `${P}/nhom`,
      ...wr,
      summary: 'Quyền báo cáo của một nhóm quyền trên mọi báo cáo của dự án',
      query: ZGroupReportsQuery,
      response: ZGroupReports,
    }),
  };
}

const auth = reportCallsAt('/auth/v1');
const vs = reportCallsAt('/votesafety/v1');

/** Report definitions (both services) and report permissions (auth service): mf-reports, HeThongDanhMuc/Reports, HeThong/PhanQuyenBaoCao. */
export const reportEndpoints = {
  reportCreate: auth.create,
  reportClone: auth.clone,
  reportUpdate: auth.update,
  reportDelete: auth.delete,
  reportDetailDelete: auth.detailDelete,
  reportList: auth.list,
  reportById: auth.byId,
  reportRun: auth.run,
  reportOfGroup: auth.ofCaller,
  reportVersions: auth.versions,
  reportCheckRole: auth.checkRole,
  reportGetData: auth.getData,
  reportExport: auth.export,
  vsReportCreate: vs.create,
  vsReportClone: vs.clone,
  vsReportUpdate: vs.update,
  vsReportDelete: vs.delete,
  vsReportDetailDelete: vs.detailDelete,
  vsReportList: vs.list,
  vsReportById: vs.byId,
  vsReportRun: vs.run,
  vsReportOfGroup: vs.ofCaller,
  vsReportVersions: vs.versions,
  vsReportCheckRole: vs.checkRole,
  vsReportGetData: vs.getData,
  vsReportExport: vs.export,
  ...reportPermissionCallsAt('/auth/v1'),
};
