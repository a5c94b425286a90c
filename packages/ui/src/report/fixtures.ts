import type { TReportData } from '@hm/contract';

/** A page of the 'response rate by department' report, as get-data answers it (tests). */
export const rateByDepartment = (over: Partial<TReportData> = {}): TReportData => ({
  report_id: 7,
  columns: [
    { field: 'ten_phong_ban', label: 'Khoa/phòng', type: 'text' },
    { field: 'moi', label: 'Được mời', type: 'int' },
    { field: 'ty_le', label: 'Tỷ lệ phản hồi (%)', type: 'percent' },
  ],
  rows: [
    { ten_phong_ban: 'Khoa Nội', moi: 1200, ty_le: 62.54 },
    { ten_phong_ban: 'Khoa Ngoại', moi: 40, ty_le: null },
  ],
  total: 12,
  page: 1,
  size: 10,
  bieu_do: 'bar_horizontal',
  suppressed: 0,
  params: { phien_ban_id: 3 },
  ...over,
});
