import type { TItemScore } from '@hm/contract';
import { asList, categoryAxis, grid, legend, tooltip, valueAxis } from './chart-parts.js';
import type { ChartLayout, ChartNumbers, ChartOption } from './option.js';
import { COLORS } from './palette.js';

export type PositiveShare = 'positive' | 'neutral' | 'negative';
/** The three shares, in drawing order, with their colour and the colour of a label inside them. */
export const SHARES: readonly { key: PositiveShare; color: string; text: string }[] = [
  { key: 'positive', color: COLORS.positive, text: '#ffffff' },
  { key: 'neutral', color: COLORS.neutral, text: '#111827' },
  { key: 'negative', color: COLORS.negative, text: '#ffffff' },
];

export interface PositiveStackedTexts extends ChartNumbers {
  /** The name of each share (legend, tooltip). */
  shareName: (k: PositiveShare) => string;
  /** The whole question of an item, for the tooltip. */
  question: (i: TItemScore) => string;
  /** 'Respondents' (valid answers), for the tooltip. */
  nLabel: string;
}

/**
 * Each item's answers as one bar of 100 %: positive, neutral, negative (AHRQ: over the valid
 * answers 1–5). The item code is on the axis; segments too narrow for their label stay unlabelled.
 * @example positiveStackedOption(composite.items, texts, { compact: isMobile })
 */
export function positiveStackedOption(items: TItemScore[], t: PositiveStackedTexts, { compact = false }: ChartLayout = {}): ChartOption {
  return {
    grid: grid({ legend: true, right: 12, top: 8 }),
    legend: legend(SHARES.map((s) => t.shareName(s.key))),
    tooltip: tooltip('axis', (params) => {
      const item = items[asList(params)[0]?.dataIndex ?? 0];
      if (!item) return '';
      return [t.question(item), ...SHARES.map((s) => `${t.shareName(s.key)}: ${t.pct(item[s.key])}`), `${t.nLabel}: ${t.count(item.n)}`].join('\n');
    }),
    yAxis: categoryAxis(
      items.map((i) => i.ma_cauhoi),
      { inverse: true, width: compact ? 56 : 72 },
    ),
    xAxis: valueAxis(true, compact),
    series: SHARES.map((s) => ({
      type: 'bar' as const,
      name: t.shareName(s.key),
      stack: 'share',
      barMaxWidth: 26,
      itemStyle: { color: s.color },
      label: {
        show: true,
        color: s.text,
        // Too narrow a segment would overflow its label: the table and tooltip still have it.
        formatter: (p: unknown) => {
          const v = items[asList(p)[0]?.dataIndex ?? 0]?.[s.key] ?? null;
          return v !== null && v >= (compact ? 12 : 7) ? t.pct(v) : '';
        },
      },
      data: items.map((i) => i[s.key]),
    })),
  };
}

/** The chart's height in pixels for a number of items. */
export const positiveStackedHeight = (count: number): number => count * 34 + 72;
