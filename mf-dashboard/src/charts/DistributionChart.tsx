import type { TDistribution } from '@hm/contract';
import { useIsMobile } from '@hm/platform';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
import { asList, categoryAxis, grid, tooltip, valueAxis } from './chart-parts';
import type { ChartOption } from './echarts';
import { COLORS } from './palette';
import { summarize, useChartFormat } from './useChartFormat';

export interface DistributionChartProps {
  /** What the chart shows (table caption); defaults to the question. */
  label?: string;
  question: TDistribution;
  /** Shows the question above the chart (several questions in one panel). */
  showQuestion?: boolean;
  /** Colour of each answer, by its position; one colour by default. */
  colors?: (index: number, count: number) => string;
  name?: string;
}

/**
 * How the respondents answered one question (grade, events reported, working time…): a bar per
 * answer labelled with its count and share of the respondents who answered.
 * @example <DistributionChart question={grade.question} />
 */
export function DistributionChart({ label, question, showQuestion, colors, name }: DistributionChartProps) {
  const f = useChartFormat();
  const mobile = useIsMobile();
  const values = question.values;
  const text = (i: number) => {
    const v = values[i];
    return v ? `${f.count(v.count)} (${f.pct(v.percent)})` : '';
  };
  const caption = label ?? `${question.ma_cauhoi}. ${question.ten_cauhoi}`;

  const option: ChartOption = {
    grid: grid({ right: mobile ? 84 : 100, top: 8 }),
    tooltip: tooltip('axis', (p) => {
      const i = asList(p)[0]?.dataIndex ?? 0;
      return `${values[i]?.label ?? ''}\n${text(i)}`;
    }),
    yAxis: categoryAxis(values.map((v) => v.label), { inverse: true, width: mobile ? 110 : 200 }),
    xAxis: valueAxis(false, mobile),
    series: [
      {
        type: 'bar',
        name: f.t('chart.count'),
        barMaxWidth: 24,
        label: { show: true, position: 'right', color: COLORS.text, formatter: (p: unknown) => text(asList(p)[0]?.dataIndex ?? 0) },
        data: values.map((v, i) => ({ value: v.count, itemStyle: { color: colors?.(i, values.length) ?? COLORS.primary, borderRadius: [0, 3, 3, 0] } })),
      },
    ],
  };

  const table: TableData = {
    columns: [{ header: f.t('distribution.answer') }, { header: f.t('chart.count'), numeric: true }, { header: f.t('chart.share'), numeric: true }],
    rows: [
      ...values.map((v) => ({ key: v.gia_tri, cells: [v.label, f.count(v.count), f.pct(v.percent)] })),
      { key: 'n', cells: [f.t('distribution.respondents'), f.count(question.n), ''] },
    ],
  };

  const figure = (
    <ChartFigure
      label={caption}
      summary={summarize(caption, values.map((v, i) => `${v.label} ${text(i)}`), (n) => f.t('chart.more', { n }))}
      option={option}
      height={values.length * 36 + 40}
      table={table}
      name={name}
    />
  );
  if (!showQuestion) return figure;
  return (
    <section className="hm-dash-stack" aria-label={caption}>
      <h3 className="hm-dash-subtitle">
        <span className="hm-dash-question__code">{question.ma_cauhoi}</span> {question.ten_cauhoi}
      </h3>
      {figure}
    </section>
  );
}
