import type { TDistribution } from '@hm/contract';
import { asList, categoryAxis, grid, tooltip, valueAxis } from './chart-parts.js';
import type { ChartLayout, ChartNumbers, ChartOption } from './option.js';
import { COLORS } from './palette.js';

export interface DistributionTexts extends ChartNumbers {
  /** The series name ('Số người' / 'Count'). */
  countName: string;
}

/** An answer's figure as the bars and tables write it: '42 (14 %)'. */
export const distributionText = (question: TDistribution, i: number, t: ChartNumbers): string => {
  const v = question.values[i];
  return v ? `${t.count(v.count)} (${t.pct(v.percent)})` : '';
};

/**
 * How the respondents answered one question (grade, events reported, working time…): a bar per
 * answer labelled with its count and share; `colors` gives each answer's colour by position.
 * @example distributionOption(grade.question, texts, (i) => gradeColor(grade.question.values[i].gia_tri))
 */
export function distributionOption(
  question: TDistribution,
  t: DistributionTexts,
  colors?: (index: number, count: number) => string,
  { compact = false }: ChartLayout = {},
): ChartOption {
  const values = question.values;
  const text = (i: number) => distributionText(question, i, t);
  return {
    grid: grid({ right: compact ? 84 : 100, top: 8 }),
    tooltip: tooltip('axis', (p) => {
      const i = asList(p)[0]?.dataIndex ?? 0;
      return `${values[i]?.label ?? ''}\n${text(i)}`;
    }),
    yAxis: categoryAxis(
      values.map((v) => v.label),
      { inverse: true, width: compact ? 110 : 200 },
    ),
    xAxis: valueAxis(false, compact),
    series: [
      {
        type: 'bar',
        name: t.countName,
        barMaxWidth: 24,
        label: { show: true, position: 'right', color: COLORS.text, formatter: (p: unknown) => text(asList(p)[0]?.dataIndex ?? 0) },
        data: values.map((v, i) => ({ value: v.count, itemStyle: { color: colors?.(i, values.length) ?? COLORS.primary, borderRadius: [0, 3, 3, 0] } })),
      },
    ],
  };
}

/** The chart's height in pixels for a number of answers. */
export const distributionHeight = (count: number): number => count * 36 + 40;
