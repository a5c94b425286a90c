import type { TCompositeScore } from '@hm/contract';
import { asList, categoryAxis, grid, legend, tooltip, valueAxis } from './chart-parts.js';
import type { ChartLayout, ChartOption } from './option.js';
import { COLORS } from './palette.js';

export interface CompositeScoreTexts {
  /** Series names: the score, the AHRQ database average, the previous version's score. */
  names: { score: string; benchmark: string; previous: string };
  pct: (v: number | null | undefined) => string;
  /** The score with its change since the previous version, e.g. '72,5 % (+3,1)'. */
  scoreText: (c: TCompositeScore) => string;
  /** The change alone, e.g. '+3,1'. */
  changeText: (c: TCompositeScore) => string;
}

/**
 * Composite scores (% positive) as bars, the scores with their change in a column on the right;
 * the AHRQ database average is a dark tick and the previous score an orange dot on the same line.
 * @example compositeScoreOption(data.composites, texts, { compact: isMobile })
 */
export function compositeScoreOption(composites: TCompositeScore[], t: CompositeScoreTexts, { compact = false }: ChartLayout = {}): ChartOption {
  const hasBenchmark = composites.some((c) => c.benchmark !== null);
  const hasPrevious = composites.some((c) => c.previous !== null);
  return {
    grid: grid({ legend: true, right: 8, top: 8 }),
    legend: legend([t.names.score, ...(hasBenchmark ? [t.names.benchmark] : []), ...(hasPrevious ? [t.names.previous] : [])]),
    tooltip: tooltip('axis', (params) => {
      const c = composites[asList(params)[0]?.dataIndex ?? 0];
      if (!c) return '';
      return [
        c.name,
        `${t.names.score}: ${t.pct(c.score)}`,
        ...(c.benchmark !== null ? [`${t.names.benchmark}: ${t.pct(c.benchmark)}`] : []),
        ...(c.previous !== null ? [`${t.names.previous}: ${t.pct(c.previous)} (${t.changeText(c)})`] : []),
      ].join('\n');
    }),
    // The scores sit in a column of their own on the right, clear of the bars and markers.
    yAxis: [
      // Whole names, wrapped onto two or three lines (a row is 40 px high).
      categoryAxis(
        composites.map((c) => c.name),
        { inverse: true, width: compact ? 104 : 220, small: compact },
      ),
      {
        ...categoryAxis(composites.map(t.scoreText), { inverse: true, width: compact ? 84 : 120, small: compact }),
        position: 'right' as const,
        axisLine: { show: false },
        axisTick: { show: false },
      },
    ],
    xAxis: valueAxis(true, compact),
    series: [
      {
        type: 'bar',
        name: t.names.score,
        barMaxWidth: 24,
        itemStyle: { color: COLORS.primary, borderRadius: [0, 3, 3, 0] },
        data: composites.map((c) => c.score),
      },
      ...(hasBenchmark
        ? [
            {
              type: 'scatter' as const,
              name: t.names.benchmark,
              symbol: 'rect',
              symbolSize: [4, 24],
              itemStyle: { color: COLORS.benchmark },
              z: 5,
              data: composites.map((c) => c.benchmark),
            },
          ]
        : []),
      ...(hasPrevious
        ? [
            {
              type: 'scatter' as const,
              name: t.names.previous,
              symbol: 'circle',
              symbolSize: 9,
              itemStyle: { color: COLORS.previous, borderColor: '#fff', borderWidth: 1 },
              z: 6,
              data: composites.map((c) => c.previous),
            },
          ]
        : []),
    ],
  };
}

/** The chart's height in pixels for a number of composites. */
export const compositeScoreHeight = (count: number): number => count * 40 + 72;
