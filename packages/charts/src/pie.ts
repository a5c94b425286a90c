import { asList, legend, tooltip } from './chart-parts.js';
import type { ChartLayout, ChartNumbers, ChartOption } from './option.js';
import { COLORS, seriesColor } from './palette.js';

export interface PieSlice {
  name: string;
  value: number;
  color?: string;
}

/**
 * A share of a whole in percent, one decimal; null when the whole is 0.
 * @example share(1, 3) // 33.3
 */
export const share = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** A slice's figure as the labels, tooltip and table write it: '120 (30 %)'. */
export const sliceText = (s: PieSlice, total: number, t: ChartNumbers): string => `${t.count(s.value)} (${t.pct(share(s.value, total))})`;

/**
 * A donut of counts, each slice labelled with its count and share (two lines); empty slices are not drawn.
 * The legend below wraps onto more lines so every category shows. `compact` (phones): a smaller donut.
 * @example pieChartOption([{ name: 'Đã bình chọn', value: 120 }, { name: 'Chưa bình chọn', value: 280 }], { pct, count })
 */
export function pieChartOption(slices: PieSlice[], t: ChartNumbers, { compact = false }: ChartLayout = {}): ChartOption {
  const total = slices.reduce((s, x) => s + x.value, 0);
  const drawn = slices.map((s, i) => ({ ...s, color: s.color ?? seriesColor(i) })).filter((s) => s.value > 0);
  return {
    // A plain legend that wraps: every category shows (a scrolling one paged the third, '1/2').
    legend: legend(
      drawn.map((s) => s.name),
      { wrap: true },
    ),
    tooltip: tooltip('item', (p) => {
      const s = drawn[asList(p)[0]?.dataIndex ?? 0];
      return s ? `${s.name}\n${sliceText(s, total, t)}` : '';
    }),
    series: [
      {
        type: 'pie',
        radius: compact ? ['30%', '50%'] : ['42%', '68%'],
        center: compact ? ['50%', '42%'] : ['50%', '45%'],
        avoidLabelOverlap: true,
        labelLayout: { hideOverlap: false },
        label: {
          color: COLORS.text,
          // ECharts keeps labels a quarter of the width from the edge and cuts them ('23,…'): closer to
          // the edge, the count and the share on two lines, so a narrow panel has room for them whole.
          edgeDistance: compact ? 4 : 8,
          overflow: 'none' as const,
          // Two lines need their own height: without it the browser drew them over each other.
          lineHeight: 16,
          formatter: (p: unknown) => {
            const s = drawn[asList(p)[0]?.dataIndex ?? 0];
            return s ? `${t.count(s.value)}\n${t.pct(share(s.value, total))}` : '';
          },
        },
        data: drawn.map((s) => ({ name: s.name, value: s.value, itemStyle: { color: s.color } })),
      },
    ],
  };
}
