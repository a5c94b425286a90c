import { rateByDepartment } from './fixtures';
import { reportChart } from './report-chart';

type Series = { type: string; stack?: string; data: unknown[]; name: string };

describe('reportChart', () => {
  it('draws the numeric columns over the first text column, sideways for bar_horizontal', () => {
    const chart = reportChart(rateByDepartment(), 'vi', 'Tỷ lệ phản hồi')!;
    // A count and a percentage: each on a value axis of its own (issue 27), the names on the first panel.
    const o = chart.option as { yAxis: { data: string[] }[]; xAxis: { type: string; max?: number }[]; series: Series[] };
    expect(o.yAxis[0]!.data).toEqual(['Khoa Nội', 'Khoa Ngoại']);
    expect(o.xAxis.map((a) => [a.type, a.max])).toEqual([
      ['value', undefined],
      ['value', 100],
    ]);
    expect(o.series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['bar', 'Được mời', [1200, 40]],
      ['bar', 'Tỷ lệ phản hồi (%)', [62.54, null]],
    ]);
    expect(chart.summary).toBe('Tỷ lệ phản hồi: Khoa Nội Được mời 1.200, Tỷ lệ phản hồi (%) 62,5 %; Khoa Ngoại Được mời 40, Tỷ lệ phản hồi (%) —');
  });

  it('stacks, draws lines, or a pie of the first numeric column', () => {
    const stacked = reportChart(rateByDepartment({ bieu_do: 'stacked_bar' }), 'vi', 'x')!.option as { xAxis: { data: string[] }[]; series: Series[] };
    expect(stacked.xAxis[0]!.data).toEqual(['Khoa Nội', 'Khoa Ngoại']);
    // Stacked within a unit only: a count never sits on a percentage.
    expect(stacked.series.map((s) => s.stack)).toEqual(['total-int', 'total-percent']);
    const line = reportChart(rateByDepartment({ bieu_do: 'line' }), 'vi', 'x')!.option as { series: Series[] };
    expect(line.series.map((s) => s.type)).toEqual(['line', 'line']);
    const pie = reportChart(rateByDepartment({ bieu_do: 'pie' }), 'vi', 'x')!.option as { series: Series[] };
    expect(pie.series).toHaveLength(1);
    expect(pie.series[0]!.data).toEqual([
      { name: 'Khoa Nội', value: 1200 },
      { name: 'Khoa Ngoại', value: 40 },
    ]);
  });

  it('draws nothing without a chart, rows, a text column or a numeric one', () => {
    expect(reportChart(rateByDepartment({ bieu_do: 'none' }), 'vi', 'x')).toBeNull();
    expect(reportChart(rateByDepartment({ rows: [] }), 'vi', 'x')).toBeNull();
    const numbersOnly = rateByDepartment();
    expect(reportChart({ ...numbersOnly, columns: numbersOnly.columns.slice(1) }, 'vi', 'x')).toBeNull();
    expect(reportChart({ ...numbersOnly, columns: numbersOnly.columns.slice(0, 1) }, 'vi', 'x')).toBeNull();
  });
});
