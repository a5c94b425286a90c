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
  // The plot may shrink to 15 % of the width (ECharts' default 25 %) before labels are cut at the
  // edge: on a phone the wrapped names and the figures beside them keep their room.
  outerBoundsClampWidth: '15%',
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

/**
 * The legend below the chart. `wrap`: a plain legend whose entries wrap onto more lines, so every
 * one shows (a scrolling legend pages them, '1/2', when they do not fit on one line).
 */
export const legend = (names?: string[], { wrap = false }: { wrap?: boolean } = {}): ChartOption['legend'] => ({
  bottom: 0,
  type: wrap ? 'plain' : 'scroll',
  data: names,
  textStyle: { color: COLORS.text },
});

/** The line height of axis labels that wrap, in pixels (12 px text; 11 px on phones). */
export const LABEL_LINE = 14;

/**
 * A category axis whose long labels wrap onto more lines within `width` (never cut with '…': a
 * composite's or unit's whole name shows). `small`: 11 px text (phones).
 */
export const categoryAxis = (labels: string[], o: { inverse?: boolean; width: number; rotate?: number; small?: boolean }) => ({
  type: 'category' as const,
  data: labels,
  inverse: o.inverse,
  axisTick: { alignWithLabel: true },
  axisLabel: {
    width: o.width,
    overflow: 'break' as const,
    interval: 0,
    rotate: o.rotate ?? 0,
    color: COLORS.text,
    ...(o.small ? { fontSize: 11, lineHeight: LABEL_LINE - 1 } : { lineHeight: LABEL_LINE }),
  },
});

/**
 * The names under upright bars: level while there are few; with more than 6, turned (45°, 90° on
 * phones) and wrapped along a longer line, so neighbours' lines do not run into each other.
 */
export const uprightLabels = (count: number, compact = false): { width: number; rotate: number } =>
  count > 6 ? { width: 150, rotate: compact ? 90 : 45 } : { width: compact ? 64 : 110, rotate: 0 };

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
