import { distributionHeight, distributionOption, distributionText } from '@hm/charts';
import type { TDistribution } from '@hm/contract';
import { useIsMobile } from '@hm/platform';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
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
  const text = (i: number) => distributionText(question, i, f);
  const caption = label ?? `${question.ma_cauhoi}. ${question.ten_cauhoi}`;

  const option = distributionOption(question, { pct: f.pct, count: f.count, countName: f.t('chart.count') }, colors, { compact: mobile });

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
      summary={summarize(
        caption,
        values.map((v, i) => `${v.label} ${text(i)}`),
        (n) => f.t('chart.more', { n }),
      )}
      option={option}
      height={distributionHeight(values.length)}
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
