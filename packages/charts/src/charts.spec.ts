import type { TCompositeScore, TDistribution, TItemScore, TReportColumn, TReportData } from '@hm/contract';
import {
  barChartHeight,
  barChartOption,
  compositeScoreOption,
  distributionOption,
  distributionText,
  formatChange,
  formatChangeInterval,
  formatInterval,
  gradeColor,
  pieChartOption,
  POSITIVE_SCALE,
  positiveScaleColor,
  positiveStackedOption,
  reportChartOption,
  responseRateOption,
  scoreChange,
  share,
} from './index';

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v} %`);
const count = (v: number | null | undefined) => (v === null || v === undefined ? '—' : String(v));
const composite = (o: Partial<TCompositeScore>): TCompositeScore => ({
  composite_id: 1,
  ma_composite: 'TW',
  name: 'Teamwork',
  score: 70,
  benchmark: null,
  benchmark_source: null,
  previous: null,
  previous_version: null,
  items: [],
  ...o,
});
const item = (o: Partial<TItemScore>): TItemScore => ({
  cauhoi_id: 1,
  ma_cauhoi: 'A1',
  ten_cauhoi: 'Q',
  phan_cauhoi_id: 1,
  reverse: false,
  n: 10,
  n_dna: 0,
  positive: 80,
  neutral: 15,
  negative: 5,
  benchmark: null,
  ...o,
});
const label = (series: unknown, dataIndex: number) => (series as { label: { formatter: (p: unknown) => string } }).label.formatter({ dataIndex });

describe('@hm/charts option builders', () => {
  const texts = { names: { score: 'Score', benchmark: 'AHRQ', previous: 'Before' }, pct, scoreText: (c: TCompositeScore) => pct(c.score), changeText: () => '+1' };

  it('draws the benchmark and previous series only when some composite has them', () => {
    const bare = compositeScoreOption([composite({})], texts);
    expect((bare.series as unknown[]).length).toBe(1);
    const full = compositeScoreOption([composite({ benchmark: 65, previous: 68 })], texts);
    expect((full.series as { name: string }[]).map((s) => s.name)).toEqual(['Score', 'AHRQ', 'Before']);
  });

  it('leaves a segment too narrow for its label unlabelled (7 points wide, 12 on phones)', () => {
    const items = [item({ positive: 90, neutral: 6, negative: 4 })];
    const [positive, neutral] = positiveStackedOption(items, { pct, count, shareName: (k) => k, question: (i) => i.ten_cauhoi, nLabel: 'n' }).series as unknown[];
    expect(label(positive, 0)).toBe('90 %');
    expect(label(neutral, 0)).toBe('');
  });

  it('labels each answer with its count and share', () => {
    const q: TDistribution = {
      cauhoi_id: 1,
      ma_cauhoi: 'E1',
      ten_cauhoi: 'Rating',
      scale: 'rating',
      n: 4,
      positive: 50,
      values: [
        { gia_tri: 1, label: 'Poor', count: 1, percent: 25 },
        { gia_tri: 5, label: 'Excellent', count: 3, percent: 75 },
      ],
    };
    expect(distributionText(q, 1, { pct, count })).toBe('3 (75 %)');
    const [bars] = distributionOption(q, { pct, count, countName: 'Count' }, (i) => gradeColor(q.values[i]!.gia_tri)).series as { data: { itemStyle: { color: string } }[] }[];
    expect(bars!.data.map((d) => d.itemStyle.color)).toEqual(['#b91c1c', '#15803d']);
  });

  it.each([
    [72.5, 69.3, 3.2, '+3,2'],
    [60.2, 60.2, 0, '±0'],
    [50, 61.3, -11.3, '−11,3'],
    [null, 61, null, '—'],
  ])('scoreChange(%p, %p) = %p, written %p in Vietnamese', (score, previous, change, text) => {
    expect(scoreChange(score, previous)).toBe(change);
    expect(formatChange(scoreChange(score, previous), 'vi')).toBe(text);
  });

  it('writes intervals and changes with their intervals as the dashboards do', () => {
    expect(formatInterval({ low: 58.2, high: 66 }, 'vi')).toBe('58,2–66');
    expect(formatInterval({ low: -2.5, high: 12.25 }, 'en')).toBe('−2.5–12.3');
    expect(formatInterval(null, 'vi')).toBe('');
    expect(formatChangeInterval({ change: 6.1, low: 1.2, high: 11 }, 'vi', 'đến')).toBe('+6,1 (1,2 đến 11)');
    expect(formatChangeInterval({ change: -2.2, low: -13, high: 8.6 }, 'en', 'to')).toBe('−2.2 (−13 to 8.6)');
    expect(formatChangeInterval(null, 'vi', 'đến')).toBe('—');
  });

  it('says a hidden group instead of drawing its bar, with an empty bar on the first series to carry the label', () => {
    const categories = [{ label: 'A' }, { label: 'B', suppressed: true }];
    const series = [
      { name: 'x', values: [50, 10] },
      { name: 'y', values: [40, 20] },
    ];
    const o = barChartOption(categories, series, { figure: pct, hidden: 'Ẩn' }, { unit: 'percent', horizontal: true });
    const [first, second] = o.series as { data: unknown[] }[];
    expect(first!.data).toEqual([50, { value: 0, label: { color: '#6b7280' } }]);
    expect(second!.data).toEqual([40, null]);
    expect(label(first, 1)).toBe('Ẩn');
    expect(barChartHeight(2, 2, true)).toBe(168);
    expect(barChartHeight(1, 1, true)).toBe(160);
    expect(barChartHeight(10, 1, false)).toBe(300);
  });

  it('leaves empty slices out of the donut and writes each with its share', () => {
    const o = pieChartOption(
      [
        { name: 'Voted', value: 1 },
        { name: 'None', value: 0 },
        { name: 'Not yet', value: 2 },
      ],
      { pct, count },
    );
    const [pie] = o.series as { data: { name: string }[] }[];
    expect(pie!.data.map((d) => d.name)).toEqual(['Voted', 'Not yet']);
    expect(label(pie, 1)).toBe('2\n66.7 %');
    expect(share(1, 0)).toBeNull();
  });

  it('writes every composite name whole, wrapped, never cut with an ellipsis', () => {
    const long = 'Sự hỗ trợ của lãnh đạo bệnh viện cho an toàn người bệnh';
    for (const compact of [false, true]) {
      const o = compositeScoreOption([composite({ name: long })], texts, { compact });
      const [names] = o.yAxis as { data: string[]; axisLabel: { overflow: string; width: number } }[];
      expect(names!.data).toEqual([long]);
      expect(names!.axisLabel.overflow).toBe('break');
    }
    const bars = barChartOption([{ label: long }], [{ name: 'x', values: [50] }], { figure: pct, hidden: 'Ẩn' }, { unit: 'percent', horizontal: true });
    expect((bars.yAxis as { axisLabel: { overflow: string } }).axisLabel.overflow).toBe('break');
    const stacked = positiveStackedOption([item({})], { pct, count, shareName: (k) => k, question: (i) => i.ten_cauhoi, nLabel: 'n' });
    expect((stacked.yAxis as { axisLabel: { overflow: string } }).axisLabel.overflow).toBe('break');
  });

  it('shows every category in the donut legend: a plain legend that wraps, no pages', () => {
    const names = ['Đã bình chọn', 'Chưa bình chọn', 'Không đủ điều kiện'];
    for (const compact of [false, true]) {
      const o = pieChartOption(
        names.map((name, i) => ({ name, value: i + 1 })),
        { pct, count },
        { compact },
      );
      expect(o.legend).toMatchObject({ type: 'plain', data: names });
    }
  });

  it('shades percent positive in five bands, the lowest below 50 and the highest from 80', () => {
    expect(POSITIVE_SCALE.map((b) => b.from)).toEqual([0, 50, 60, 70, 80]);
    expect([49.9, 50, 72.5, 80, 100].map(positiveScaleColor)).toEqual(['#f8fafc', '#dbeafe', '#93c5fd', '#60a5fa', '#60a5fa']);
    expect(positiveScaleColor(null)).toBeNull();
  });

  it('draws the response rate as a gauge named with its counts', () => {
    const [gauge] = responseRateOption(null, { rate: '—', counts: '0 / 0' }).series as { type: string; data: unknown[] }[];
    expect(gauge!.type).toBe('gauge');
    expect(gauge!.data).toEqual([{ value: 0, name: '0 / 0' }]);
  });
});

describe('reportChartOption: one unit per axis', () => {
  const columns: TReportColumn[] = [
    { field: 'ten', label: 'Lĩnh vực', type: 'text' },
    { field: 'tc', label: 'Tích cực (%)', type: 'percent' },
    { field: 'tq', label: 'Tiêu cực (%)', type: 'percent' },
    { field: 'sp', label: 'Số phiếu', type: 'int' },
  ];
  const data = (o: Partial<TReportData> = {}): TReportData => ({
    report_id: 1,
    columns,
    rows: [
      { ten: 'Làm việc nhóm', tc: 83.2, tq: 5.1, sp: 297 },
      { ten: 'Sự hỗ trợ của lãnh đạo bệnh viện cho an toàn người bệnh', tc: 70.2, tq: 12, sp: 290 },
    ],
    total: 2,
    page: 1,
    size: 10,
    bieu_do: 'bar_horizontal',
    suppressed: 0,
    params: {},
    ...o,
  });
  const t = { title: 'x', isNumeric: (c: TReportColumn) => c.type !== 'text', format: (c: TReportColumn, v: number | null) => (c.type === 'percent' ? pct(v) : count(v)) };
  type Axis = { type: string; gridIndex: number; max?: number; name?: string; data?: string[]; axisLabel: { overflow?: string; formatter?: string } };
  type Series = { name: string; xAxisIndex?: number; yAxisIndex?: number; stack?: string };

  it.each(['bar_horizontal', 'bar', 'stacked_bar', 'line'] as const)('%s: counts ("Số phiếu") on an axis and a panel of their own, percentages 0–100 on theirs', (bieu_do) => {
    const chart = reportChartOption(data({ bieu_do }), t)!;
    const horizontal = bieu_do === 'bar_horizontal';
    const o = chart.option as Record<string, unknown>;
    const values = o[horizontal ? 'xAxis' : 'yAxis'] as Axis[];
    const categories = o[horizontal ? 'yAxis' : 'xAxis'] as Axis[];
    expect(o.grid).toHaveLength(2);
    expect(values.map((a) => [a.gridIndex, a.name, a.max, a.axisLabel.formatter])).toEqual([
      [0, undefined, bieu_do === 'stacked_bar' ? undefined : 100, '{value} %'],
      [1, 'Số phiếu', undefined, undefined],
    ]);
    expect(categories.map((a) => a.gridIndex)).toEqual([0, 1]);
    expect(categories[0]!.data).toEqual(['Làm việc nhóm', 'Sự hỗ trợ của lãnh đạo bệnh viện cho an toàn người bệnh']);
    const key = horizontal ? 'xAxisIndex' : 'yAxisIndex';
    const series = o.series as Series[];
    expect(series.map((s) => [s.name, s[key]])).toEqual([
      ['Tích cực (%)', 0],
      ['Tiêu cực (%)', 0],
      ['Số phiếu', 1],
    ]);
    // Every axis holds one unit only.
    for (const i of values.keys()) expect(new Set(series.filter((s) => s[key] === i).map((s) => columns.find((c) => c.label === s.name)!.type)).size).toBe(1);
    if (bieu_do === 'stacked_bar') expect(series.map((s) => s.stack)).toEqual(['total-percent', 'total-percent', 'total-int']);
  });

  it('one unit: one panel, one axis, percentages 0–100', () => {
    const chart = reportChartOption(data({ columns: columns.slice(0, 3) }), t)!;
    const o = chart.option as { grid: unknown; xAxis: Axis; yAxis: Axis };
    expect(Array.isArray(o.grid)).toBe(false);
    expect(o.xAxis).toMatchObject({ type: 'value', max: 100 });
    expect(o.yAxis.axisLabel.overflow).toBe('break');
  });
});
