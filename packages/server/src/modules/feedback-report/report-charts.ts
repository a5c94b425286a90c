import {
  type ChartNumbers,
  type ChartOption,
  compositeScoreHeight,
  compositeScoreOption,
  distributionHeight,
  distributionOption,
  formatChange,
  gradeColor,
  positiveStackedHeight,
  positiveStackedOption,
  scoreChange,
  seriesColor,
} from '@hm/charts';
import type { TCompositeScore, TDistribution, TItemScore } from '@hm/contract';
import type { ReportTexts } from './report-texts.js';

/** The printable width of an A4 page with the report's margins, in CSS pixels. */
export const CHART_WIDTH = 680;
/** The font the document embeds (report-font.ts): the charts' labels use it too. */
export const REPORT_FONT = "'Noto Sans', sans-serif";

/** ECharts (~100 ms to load): loaded by the first report, not when the server starts. */
let echarts: typeof import('echarts') | null = null;
export async function loadChartRenderer(): Promise<void> {
  echarts ??= await import('echarts');
}

/**
 * One ECharts option (the dashboards' own, from @hm/charts) rendered to SVG on the server: no
 * animation, the report's font; the labels stay text in the PDF.
 */
export function renderSvg(option: ChartOption, height: number, width = CHART_WIDTH): string {
  if (!echarts) throw new Error('loadChartRenderer() first');
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, textStyle: { fontFamily: REPORT_FONT, color: '#1f2937' }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

export interface ReportFormat extends ChartNumbers {
  lang: 'vi' | 'en';
  change: (c: Pick<TCompositeScore, 'score' | 'previous'>) => string;
}

/** The composite chart of the hospital dashboard. */
export function compositeChart(composites: TCompositeScore[], t: ReportTexts, f: ReportFormat): string {
  const scoreText = (c: TCompositeScore) => {
    const d = scoreChange(c.score, c.previous);
    return d === null ? f.pct(c.score) : `${f.pct(c.score)} (${formatChange(d, f.lang)})`;
  };
  const option = compositeScoreOption(composites, {
    names: { score: t.table.score, benchmark: t.table.benchmark, previous: t.table.previous },
    pct: f.pct,
    scoreText,
    changeText: f.change,
  });
  // 34 px a row (the dashboard's 40): names wrap onto two lines of 14 px; the chart fits the first page.
  return renderSvg(option, Math.min(compositeScoreHeight(composites.length), composites.length * 34 + 64));
}

/** The items of one composite as the dashboard's stacked positive / neutral / negative bars. */
export function itemsChart(items: TItemScore[], t: ReportTexts, f: ReportFormat): string {
  const option = positiveStackedOption(items, {
    pct: f.pct,
    count: f.count,
    shareName: (k) => t.table[k],
    question: (i) => `${i.ma_cauhoi}. ${i.ten_cauhoi}`,
    nLabel: t.table.n,
  });
  return renderSvg(option, positiveStackedHeight(items.length));
}

/** A distribution (grade: the dashboard's grade colours; events: one colour). */
export function distributionChart(question: TDistribution, kind: 'grade' | 'events', t: ReportTexts, f: ReportFormat): string {
  const colors = kind === 'grade' ? (i: number) => gradeColor(question.values[i]?.gia_tri ?? 0) : () => seriesColor(1);
  return renderSvg(distributionOption(question, { pct: f.pct, count: f.count, countName: t.table.count }, colors), distributionHeight(question.values.length));
}
