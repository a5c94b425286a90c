import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ChartOption } from './option.js';
import { COLORS } from './palette.js';

type Grid = GridComponentOption;
type Tooltip = TooltipComponentOption;

/** Room around the plot; axis labels are kept inside the chart's box. */
export const grid = (o: { legend?: boolean; right?: number; top?: number } = {}): Grid => ({
  left: 8,
  right: o.right ?? 16,
  top: o.top ?? 16,
  bottom: o.legend ? 40 : 8,
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
});

/**
 * Tooltips as plain text (no HTML: names come from the server), on the axis or the item.
 * The text is the same as the figure's table row.
 */
export const tooltip = (trigger: 'axis' | 'item', formatter: (params: unknown) => string): Tooltip => ({
  trigger,
  renderMode: 'richText',
  confine: true,
  axisPointer: { type: 'shadow' },
  formatter: formatter as Tooltip['formatter'],
});

export const legend = (names?: string[]): ChartOption['legend'] => ({ bottom: 0, type: 'scroll', data: names, textStyle: { color: COLORS.text } });

/** A category axis whose long labels are cut with '…' (the table and tooltip have them whole). */
export const categoryAxis = (labels: string[], o: { inverse?: boolean; width: number; rotate?: number }) => ({
  type: 'category' as const,
  data: labels,
  inverse: o.inverse,
  axisTick: { alignWithLabel: true },
  axisLabel: { width: o.width, overflow: 'truncate' as const, interval: 0, rotate: o.rotate ?? 0, color: COLORS.text },
});

/** A value axis from 0 (to 100 for percentages); `compact` (phones): fewer ticks so labels do not collide. */
export const valueAxis = (percent: boolean, compact = false) => ({
  type: 'value' as const,
  min: 0,
  max: percent ? 100 : undefined,
  minInterval: percent ? undefined : 1,
  interval: percent && compact ? 50 : undefined,
  splitNumber: compact ? 2 : undefined,
  axisLabel: { color: COLORS.muted, formatter: percent ? '{value} %' : undefined, hideOverlap: true },
  splitLine: { lineStyle: { color: COLORS.track } },
});

/** The parameters ECharts hands an item or axis tooltip / label formatter. */
export interface ItemParams {
  dataIndex: number;
  seriesIndex?: number;
  seriesName?: string;
  name?: string;
  value?: unknown;
  data?: unknown;
  percent?: number;
}
export const asList = (params: unknown): ItemParams[] => (Array.isArray(params) ? (params as ItemParams[]) : [params as ItemParams]);
