import type { TReportData, TReportDetail, TReportWithDetails } from '@hm/contract';

/** A saved detail of report 7. */
export const detail = (over: Partial<TReportDetail>): TReportDetail => ({
  report_detail_id: 1,
  report_id: 7,
  field: 'ten_phong_ban',
  nhan: null,
  hien_thi: true,
  thu_tu: 0,
  sap_xep: null,
  nhom: false,
  tong_hop: null,
  loc_phep: null,
  loc_gia_tri: null,
  ...over,
});

/** 'Response rate by department' for version 3: department, invited and rate shown. */
export const savedReport = (over: Partial<TReportWithDetails> = {}): TReportWithDetails => ({
  report_id: 7,
  du_an_id: 1,
  ma_report: 'TL_PHONG_BAN',
  ten_report: 'Tỷ lệ phản hồi theo khoa/phòng',
  ten_report_english: 'Response rate by department',
  mo_ta: 'Phiên bản 2025',
  nguon: 'response_rate_department',
  bieu_do: 'bar_horizontal',
  tham_so: { phien_ban_id: 3 },
  tam_ngung: false,
  updated_at: '2025-04-01 08:00:00',
  details: [
    detail({ report_detail_id: 1, field: 'ten_phong_ban', thu_tu: 0 }),
    detail({ report_detail_id: 2, field: 'moi', thu_tu: 1 }),
    detail({ report_detail_id: 3, field: 'ty_le', thu_tu: 2, sap_xep: 'desc' }),
  ],
  ...over,
});

export const previewPage = (over: Partial<TReportData> = {}): TReportData => ({
  report_id: 7,
  columns: [
    { field: 'ten_phong_ban', label: 'Khoa/phòng', type: 'text' },
    { field: 'moi', label: 'Được mời', type: 'int' },
    { field: 'ty_le', label: 'Tỷ lệ phản hồi (%)', type: 'percent' },
  ],
  rows: [{ ten_phong_ban: 'Khoa Nội', moi: 1200, ty_le: 62.5 }],
  total: 1,
  page: 1,
  size: 10,
  bieu_do: 'bar_horizontal',
  suppressed: 0,
  params: { phien_ban_id: 3 },
  ...over,
});
