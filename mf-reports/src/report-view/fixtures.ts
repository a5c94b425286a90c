import { endpoints, fillPath, type TReportData, type TReportOfCaller, type TReportRunInfo } from '@hm/contract';

/** `METHOD path` of an endpoint of the table (path parameters filled). */
export const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;

/** The 'response rate by department' report for the 2025 version, as the reader's list has it. */
export const rateReport = (over: Partial<TReportOfCaller> = {}): TReportOfCaller => ({
  report_id: 7,
  du_an_id: 1,
  ma_report: 'TL_PHONG_BAN',
  ten_report: 'Tỷ lệ phản hồi theo khoa/phòng',
  ten_report_english: 'Response rate by department',
  mo_ta: 'Phiên bản 2025, mọi khoa/phòng',
  nguon: 'response_rate_department',
  bieu_do: 'bar_horizontal',
  tham_so: { phien_ban_id: 3 },
  tam_ngung: false,
  updated_at: '2025-04-01 08:00:00',
  rights: { xem: true, chay: true, xuat: true },
  ...over,
});

export const staffReport = (): TReportOfCaller =>
  rateReport({
    report_id: 8,
    ma_report: 'DS_NV',
    ten_report: 'Danh sách nhân viên',
    ten_report_english: 'Staff list',
    mo_ta: null,
    nguon: 'staff_list',
    bieu_do: 'none',
    tham_so: {},
  });

/** What `report/run/{id}` answers for a report of the list: the hospital left to the reader. */
export const runInfo = (r: TReportOfCaller, ask: TReportRunInfo['ask'] = [{ key: 'hospital_id', required: false }]): TReportRunInfo => ({
  ...r,
  details: [],
  ask,
});

export const page1 = (over: Partial<TReportData> = {}): TReportData => ({
  report_id: 7,
  columns: [
    { field: 'ten_phong_ban', label: 'Khoa/phòng', type: 'text' },
    { field: 'moi', label: 'Được mời', type: 'int' },
    { field: 'ty_le', label: 'Tỷ lệ phản hồi (%)', type: 'percent' },
  ],
  rows: [
    { ten_phong_ban: 'Khoa Nội', moi: 1200, ty_le: 62.54 },
    { ten_phong_ban: 'Khoa Ngoại', moi: 40, ty_le: 50 },
  ],
  total: 2,
  page: 1,
  size: 20,
  bieu_do: 'bar_horizontal',
  suppressed: 1,
  params: { phien_ban_id: 3 },
  ...over,
});

export const PATHS = {
  mine: endpoints.reportOfGroup.path,
  data: endpoints.reportGetData.path,
  export: endpoints.reportExport.path,
  hospitals: endpoints.hospitalAuth.path,
};
