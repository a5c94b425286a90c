import { z } from 'zod';
import { ZId, ZPage } from '../common.js';
import { ep } from '../endpoint.js';
import {
  ZAveragePositive, ZBenchmarkedQuery, ZCompositeScores, ZComputeQuery, ZComputeResult, ZDashboardFilters, ZDashboardQuery, ZDashboardVersion,
  ZDistributionResult, ZHospitalPositives, ZItemScores, ZParticipationQuery, ZPercentData, ZPercentDataQuery, ZRawExportQuery,
  ZResponseRates, ZResultValueQuery, ZResultValues, ZStaffGroup, ZStatisticsQuery, ZStatisticsRow, ZWorkingTimeExportQuery,
} from '../entities/dashboard.js';
import { FN } from '../functions.js';

const V = '/votesafety/v1';
const D = `${V}/dash-board`;
const read = { module: 'dashboard', fn: FN.dashboardRead } as const;
const ZIdParams = z.object({ id: ZId });

/**
 * Dashboards (issue 6): live participation from the staff records, scores from snapshots.
 * File entries (`xuat-*`) answer an xlsx stream, not an envelope (no `response`; `file: true`).
 */
export const dashboardEndpoints = {
  dashboardVersions: ep({ method: 'GET', path: `${D}/phien-ban`, ...read, summary: 'Phiên bản khảo sát xem được trên dashboard', response: z.array(ZDashboardVersion) }),
  dashboardFilters: ep({ method: 'GET', path: `${D}/bo-loc`, ...read, summary: 'Bộ lọc của phiên bản: bệnh viện, khoa/đơn vị, vị trí công tác', query: ZParticipationQuery, response: ZDashboardFilters }),
  responseRate: ep({ method: 'GET', path: `${D}/thong-ke-ty-le-phan-hoi`, ...read, summary: 'Tỷ lệ phản hồi (phiếu hoàn chỉnh / (được mời − không đủ điều kiện))', query: ZParticipationQuery, response: ZResponseRates }),
  responseRateByDepartment: ep({ method: 'GET', path: `${D}/thong-ke-ty-le-phan-hoi-phong-ban`, ...read, summary: 'Tỷ lệ phản hồi theo khoa/phòng', query: ZParticipationQuery, response: z.array(ZStaffGroup) }),
  averagePositive: ep({ method: 'GET', path: `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh`, ...read, summary: 'Tỷ lệ phản hồi tích cực trung bình', query: ZDashboardQuery, response: ZAveragePositive }),
  averagePositiveByHospital: ep({ method: 'GET', path: `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh-theo-benh-vien`, ...read, summary: 'Tỷ lệ phản hồi tích cực trung bình theo bệnh viện', query: ZDashboardQuery, response: ZHospitalPositives }),
  gradeGraph: ep({ method: 'GET', path: `${D}/get-grade-graph`, ...read, summary: 'Phân bố đánh giá/xếp loại chung về an toàn người bệnh', query: ZDashboardQuery, response: ZDistributionResult }),
  eventsGraph: ep({ method: 'GET', path: `${D}/get-events-graph`, ...read, summary: 'Phân bố số sự cố đã báo cáo', query: ZDashboardQuery, response: ZDistributionResult }),
  compositeScore: ep({ method: 'GET', path: `${D}/get-composite-score`, ...read, summary: 'Điểm các lĩnh vực (composite), so với điểm chuẩn và phiên bản trước', query: ZBenchmarkedQuery, response: ZCompositeScores }),
  compositeData: ep({ method: 'GET', path: `${D}/get-composite-data`, ...read, summary: 'Điểm các lĩnh vực kèm từng câu hỏi', query: ZBenchmarkedQuery, response: ZCompositeScores }),
  staffByJobTitle: ep({ method: 'GET', path: `${D}/phan-bo-nhan-vien-theo-chuc-danh`, ...read, summary: 'Phân bố nhân viên theo chức danh', query: ZParticipationQuery, response: z.array(ZStaffGroup) }),
  staffByDepartment: ep({ method: 'GET', path: `${D}/phan-bo-nhan-vien-theo-phong-ban`, ...read, summary: 'Phân bố nhân viên theo khoa/phòng', query: ZParticipationQuery, response: z.array(ZStaffGroup) }),
  resultValue: ep({ method: 'GET', path: `${D}/result-value`, ...read, summary: 'Phân bố câu trả lời của từng câu hỏi', query: ZResultValueQuery, response: ZResultValues }),
  itemPositive: ep({ method: 'GET', path: `${D}/ty-le-phan-hoi-tich-cuc-chi-tiet`, ...read, summary: 'Tỷ lệ tích cực, trung lập, tiêu cực của từng câu hỏi', query: ZBenchmarkedQuery, response: ZItemScores }),
  rawDataExport: ep({ method: 'GET', path: `${D}/xuat-raw-data`, module: 'dashboard', fn: FN.rawDataExport, file: true, summary: 'Xuất dữ liệu thô (xlsx; ghi nhật ký)', query: ZRawExportQuery }),
  workingTimeExport: ep({ method: 'GET', path: `${D}/xuat-thong-ke-thoi-gian`, ...read, file: true, summary: 'Xuất thống kê thời gian công tác (xlsx)', query: ZWorkingTimeExportQuery }),
  statistics: ep({ method: 'GET', path: `${V}/thong-ke/{id}`, ...read, summary: 'Thống kê tham gia của phiên bản (từng nhân viên)', params: ZIdParams, query: ZStatisticsQuery, response: ZPage(ZStatisticsRow) }),
  percentData: ep({ method: 'GET', path: `${V}/percent-data/{id}`, ...read, summary: 'Dữ liệu tổng hợp (ảnh chụp) mới nhất của phiên bản', params: ZIdParams, query: ZPercentDataQuery, response: ZPercentData }),
  versionPercentData: ep({ method: 'GET', path: `${V}/phien-ban-khao-sat/create-percent-data`, module: 'dashboard', fn: FN.dashboardCompute, summary: 'Tính dữ liệu tổng hợp của phiên bản (TinhDuLieu)', query: ZComputeQuery, response: ZComputeResult }),
};
