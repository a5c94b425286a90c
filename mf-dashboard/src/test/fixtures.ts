import {
  endpoints,
  fillPath,
  type TAveragePositive,
  type TBenchmark,
  type TBenchmarkRef,
  type TCompositeScore,
  type TCompositeScores,
  type TDashboardFilters,
  type TDashboardVersion,
  type TDistribution,
  type TDistributionResult,
  type THospitalPositives,
  type TItemScore,
  type TItemScores,
  type TPercentData,
  type TResponseRate,
  type TResponseRates,
  type TResultValues,
  type TScoreScope,
  type TSnapshotMeta,
  type TStaffGroup,
  type TStatisticsRow,
} from '@hm/contract';
import { fakeServer, type Handler, page } from '@hm/platform/testing';

/** `GET path` of an endpoint of the table (path parameters filled). */
export const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;

export const HOSPITAL_1 = { hospital_id: 1, name: 'Bệnh viện Đa khoa Demo' };
export const HOSPITAL_2 = { hospital_id: 2, name: 'Bệnh viện Nhi' };

export const version = (over: Partial<TDashboardVersion> = {}): TDashboardVersion => ({
  phien_ban_id: 3,
  tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2025',
  instrument_code: 'HSOPS2',
  status_khao_sat: 2,
  time_start: '2025-03-01 07:00:00',
  time_end: '2025-03-31 17:00:00',
  hospitals: [HOSPITAL_1],
  has_snapshot: true,
  ...over,
});
export const olderVersion = version({ phien_ban_id: 2, tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2024', time_start: '2024-03-01 07:00:00', time_end: '2024-03-31 17:00:00' });

export const filterChoices = (over: Partial<TDashboardFilters> = {}): TDashboardFilters => ({
  hospitals: [HOSPITAL_1],
  units: [
    { gia_tri: 1, label: 'Nội khoa', group: 'Khối lâm sàng' },
    { gia_tri: 2, label: 'Ngoại khoa', group: 'Khối lâm sàng' },
    { gia_tri: 0, label: 'Không trả lời', group: null },
  ],
  positions: [
    { gia_tri: 1, label: 'Điều dưỡng', group: null },
    { gia_tri: 2, label: 'Bác sĩ', group: null },
  ],
  ...over,
});

export const snapshot = (over: Partial<TSnapshotMeta> = {}): TSnapshotMeta => ({
  snapshot_id: 11,
  phien_ban_id: 3,
  computed_at: '2025-04-01 08:30:00',
  reason: 'close',
  respondents: 300,
  pending: 2,
  duration_ms: 412,
  ...over,
});

export const scope = (over: Partial<TScoreScope> = {}): TScoreScope => ({
  phien_ban_id: 3,
  instrument_code: 'HSOPS2',
  hospitals: [HOSPITAL_1],
  pooled: false,
  don_vi: null,
  vi_tri: null,
  min_group_size: 5,
  n: 298,
  suppressed: false,
  takes_votes: false,
  snapshot: snapshot(),
  ...over,
});

export const rate = (over: Partial<TResponseRate> = {}): TResponseRate => ({
  hospital_id: 1,
  name: HOSPITAL_1.name,
  invited: 400,
  ineligible: 10,
  submitted: 302,
  complete: 300,
  valid: 298,
  rate: 76.9,
  ...over,
});
export const rates = (over: Partial<TResponseRates> = {}): TResponseRates => ({ total: rate(), hospitals: [rate()], ...over });

export const staffGroup = (over: Partial<TStaffGroup> = {}): TStaffGroup => ({
  id: 1,
  name: 'Khoa Nội',
  ahrq: 'Medicine',
  invited: 40,
  ineligible: 1,
  submitted: 31,
  complete: 30,
  rate: 76.9,
  ...over,
});

export const item = (over: Partial<TItemScore> = {}): TItemScore => ({
  cauhoi_id: 101,
  ma_cauhoi: 'A1',
  ten_cauhoi: 'Trong khoa, mọi người hỗ trợ lẫn nhau',
  phan_cauhoi_id: 1,
  reverse: false,
  n: 290,
  n_dna: 8,
  positive: 81.4,
  neutral: 12.1,
  negative: 6.5,
  benchmark: null,
  ...over,
});

/** The benchmark set a score answer compares with (test figures, not a source's). */
export const benchmarkRef = (over: Partial<TBenchmarkRef> = {}): TBenchmarkRef => ({
  benchmark_id: 1,
  ten_nguon: 'AHRQ',
  loai: 'database',
  nam: 2024,
  instrument_code: 'HSOPS2',
  so_benh_vien: 445,
  so_nguoi_tra_loi: null,
  label: 'AHRQ 2024 (445 bệnh viện)',
  ...over,
});

/** A benchmark set as its list answers it. */
export const benchmarkSet = (over: Partial<TBenchmark> = {}): TBenchmark => ({
  benchmark_id: 1,
  ma_benchmark: 'AHRQ_2024_HSOPS2',
  ten_nguon: 'AHRQ',
  loai: 'database',
  nam: 2024,
  instrument_code: 'HSOPS2',
  so_benh_vien: 445,
  so_nguoi_tra_loi: null,
  ghi_chu: null,
  tam_ngung: false,
  gia_tri: [{ loai: 'composite', ma: 'TW', ty_le_tich_cuc: 82 }],
  ...over,
});

export const composite = (over: Partial<TCompositeScore> = {}): TCompositeScore => ({
  composite_id: 1,
  ma_composite: 'TW',
  name: 'Làm việc nhóm',
  score: 72.5,
  benchmark: 82,
  benchmark_source: 'AHRQ 2024 (445 bệnh viện)',
  previous: 68.1,
  previous_version: { phien_ban_id: 2, tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2024' },
  interval: { low: 67.9, high: 77.1 },
  change: { change: 4.4, low: -2.1, high: 10.9, p: 0.1843, verdict: 'no_clear_change' },
  items: [item()],
  ...over,
});
export const composites = (over: Partial<TCompositeScores> = {}): TCompositeScores => ({
  scope: scope(),
  benchmark: benchmarkRef(),
  composites: [
    composite(),
    composite({
      composite_id: 2,
      ma_composite: 'SW',
      name: 'Nhân lực và nhịp độ công việc',
      score: 48.3,
      benchmark: null,
      previous: null,
      previous_version: null,
      interval: { low: 43.1, high: 53.5 },
      change: null,
      items: [item({ cauhoi_id: 102, ma_cauhoi: 'A2', ten_cauhoi: 'Khoa có đủ nhân lực', reverse: true, positive: 41.2, neutral: 20.3, negative: 38.5 })],
    }),
  ],
  ...over,
});

export const average = (over: Partial<TAveragePositive> = {}): TAveragePositive => ({
  scope: scope(),
  average: 63.7,
  parts: [
    { phan_cauhoi_id: 1, ten: 'Khoa/phòng của anh/chị', average: 66.2 },
    { phan_cauhoi_id: 2, ten: 'Người quản lý', average: 58.9 },
  ],
  ...over,
});

export const itemScores = (over: Partial<TItemScores> = {}): TItemScores => ({
  scope: scope(),
  benchmark: benchmarkRef(),
  parts: [
    {
      phan_cauhoi_id: 1,
      ten: 'Khoa/phòng của anh/chị',
      items: [item(), item({ cauhoi_id: 102, ma_cauhoi: 'A2', ten_cauhoi: 'Khoa có đủ nhân lực', reverse: true, positive: 41.2, neutral: 20.3, negative: 38.5, n: 295, n_dna: 3 })],
    },
  ],
  ...over,
});

export const distribution = (over: Partial<TDistribution> = {}): TDistribution => ({
  cauhoi_id: 201,
  ma_cauhoi: 'E1',
  ten_cauhoi: 'Anh/chị đánh giá thế nào về an toàn người bệnh tại khoa/phòng?',
  scale: 'rating',
  n: 296,
  positive: 57.4,
  values: [
    { gia_tri: 5, label: 'Xuất sắc', count: 50, percent: 16.9 },
    { gia_tri: 4, label: 'Rất tốt', count: 120, percent: 40.5 },
    { gia_tri: 3, label: 'Tốt', count: 90, percent: 30.4 },
    { gia_tri: 2, label: 'Khá', count: 30, percent: 10.1 },
    { gia_tri: 1, label: 'Kém', count: 6, percent: 2 },
  ],
  ...over,
});
export const grade = (over: Partial<TDistributionResult> = {}): TDistributionResult => ({ scope: scope(), question: distribution(), ...over });
export const events = (over: Partial<TDistributionResult> = {}): TDistributionResult => ({
  scope: scope(),
  question: distribution({
    cauhoi_id: 202,
    ma_cauhoi: 'D3',
    ten_cauhoi: 'Trong 12 tháng qua, anh/chị đã báo cáo bao nhiêu sự cố?',
    scale: 'events',
    positive: null,
    n: 294,
    values: [
      { gia_tri: 1, label: 'Không có', count: 180, percent: 61.2 },
      { gia_tri: 2, label: '1 đến 2', count: 84, percent: 28.6 },
      { gia_tri: 3, label: '3 đến 5', count: 30, percent: 10.2 },
    ],
  }),
  ...over,
});
export const tenure = (): TResultValues => ({
  scope: scope(),
  questions: [
    distribution({
      cauhoi_id: 301,
      ma_cauhoi: 'G1',
      ten_cauhoi: 'Anh/chị đã làm việc tại bệnh viện này bao lâu?',
      scale: 'tenure',
      positive: null,
      n: 297,
      values: [
        { gia_tri: 1, label: 'Dưới 1 năm', count: 27, percent: 9.1 },
        { gia_tri: 2, label: '1 đến 5 năm', count: 170, percent: 57.2 },
        { gia_tri: 3, label: 'Trên 5 năm', count: 100, percent: 33.7 },
      ],
    }),
  ],
});
export const hours = (): TResultValues => ({
  scope: scope(),
  questions: [
    distribution({
      cauhoi_id: 303,
      ma_cauhoi: 'G3',
      ten_cauhoi: 'Anh/chị làm việc bao nhiêu giờ mỗi tuần?',
      scale: 'hours',
      positive: null,
      n: 295,
      values: [
        { gia_tri: 1, label: 'Dưới 40 giờ', count: 95, percent: 32.2 },
        { gia_tri: 2, label: 'Từ 40 giờ trở lên', count: 200, percent: 67.8 },
      ],
    }),
  ],
});

export const byHospital = (over: Partial<THospitalPositives> = {}): THospitalPositives => ({
  scope: scope({ hospitals: [HOSPITAL_1, HOSPITAL_2], pooled: true, n: 340 }),
  hospitals: [
    {
      hospital_id: 1,
      name: HOSPITAL_1.name,
      n: 298,
      suppressed: false,
      average: 63.7,
      composites: [
        { composite_id: 1, ma_composite: 'TW', score: 72.5 },
        { composite_id: 2, ma_composite: 'SW', score: 48.3 },
      ],
    },
    {
      hospital_id: 2,
      name: HOSPITAL_2.name,
      n: 42,
      suppressed: false,
      average: 70.2,
      composites: [
        { composite_id: 1, ma_composite: 'TW', score: 77.7 },
        { composite_id: 2, ma_composite: 'SW', score: 55.1 },
      ],
    },
    {
      hospital_id: null,
      name: 'Gộp',
      n: 340,
      suppressed: false,
      average: 64.5,
      composites: [
        { composite_id: 1, ma_composite: 'TW', score: 73.1 },
        { composite_id: 2, ma_composite: 'SW', score: 49.2 },
      ],
    },
  ],
  ...over,
});

export const percentData = (over: Partial<TPercentData> = {}): TPercentData => ({
  snapshot: snapshot(),
  scope: scope(),
  benchmark: benchmarkRef(),
  composites: composites().composites,
  breakdowns: [
    {
      dimension: 'unit',
      gia_tri: 1,
      label: 'Nội khoa',
      n: 120,
      suppressed: false,
      composites: [
        { composite_id: 1, score: 74.2 },
        { composite_id: 2, score: 45.9 },
      ],
    },
    {
      dimension: 'unit',
      gia_tri: 2,
      label: 'Ngoại khoa',
      n: null,
      suppressed: true,
      composites: [
        { composite_id: 1, score: null },
        { composite_id: 2, score: null },
      ],
    },
    {
      dimension: 'position',
      gia_tri: 1,
      label: 'Điều dưỡng',
      n: 150,
      suppressed: false,
      composites: [
        { composite_id: 1, score: 70.3 },
        { composite_id: 2, score: 51 },
      ],
    },
  ],
  ...over,
});

export const statisticsRow = (over: Partial<TStatisticsRow> = {}): TStatisticsRow => ({
  stt: 1,
  nhan_vien_khao_sat_id: 501,
  hospital_id: 1,
  hospital_name: HOSPITAL_1.name,
  ma_nhan_vien: 'NV001',
  ten_nhan_vien: 'Nguyễn Văn An',
  phong_ban: 'Khoa Nội',
  chuc_danh: 'Bác sĩ',
  status_khao_sat: 2,
  hop_le: 1,
  ineligible: false,
  ...over,
});

/** Every dashboard call answered with the fixtures above; `routes` adds or replaces some. */
export function dashboardServer(routes: Record<string, Handler> = {}) {
  const scaleOf = (q: URLSearchParams) => (q.get('scale') === 'hours' ? hours() : tenure());
  return fakeServer({
    [route(endpoints.dashboardVersions)]: () => [olderVersion, version()],
    [route(endpoints.dashboardFilters)]: () => filterChoices(),
    [route(endpoints.responseRate)]: () => rates(),
    [route(endpoints.responseRateByDepartment)]: () => [
      staffGroup(),
      staffGroup({ id: 2, name: 'Khoa Ngoại', ahrq: 'Surgery', invited: 50, ineligible: 0, complete: 20, submitted: 21, rate: 40 }),
    ],
    [route(endpoints.staffByJobTitle)]: () => [staffGroup({ id: 7, name: 'Điều dưỡng', ahrq: 'Nurse', invited: 180, submitted: 150, complete: 149, rate: 84.2 })],
    [route(endpoints.staffByDepartment)]: () => [staffGroup()],
    [route(endpoints.averagePositive)]: () => average(),
    [route(endpoints.averagePositiveByHospital)]: () => byHospital(),
    [route(endpoints.compositeScore)]: () => composites(),
    [route(endpoints.compositeData)]: () => composites(),
    // No federated benchmark set fetched: no position column.
    [route(endpoints.federatedPosition)]: () => ({ benchmark: null, composites: [] }),
    [route(endpoints.itemPositive)]: () => itemScores(),
    [route(endpoints.gradeGraph)]: () => grade(),
    [route(endpoints.eventsGraph)]: () => events(),
    [route(endpoints.resultValue)]: (req) => scaleOf(req.query),
    [route(endpoints.percentData, { id: 3 })]: () => percentData(),
    [route(endpoints.benchmarkList)]: () => page([benchmarkSet()]),
    [route(endpoints.statistics, { id: 3 })]: () =>
      page([statisticsRow(), statisticsRow({ stt: 2, nhan_vien_khao_sat_id: 502, ma_nhan_vien: 'NV002', ten_nhan_vien: 'Trần Thị Bình', status_khao_sat: 1, hop_le: -1 })], 2),
    ...routes,
  });
}
