import type { ChartOption } from '@hm/charts';
import type { EChartsCoreOption } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echartsApi } from './echarts';
import './chart.css';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface EChartProps {
  /** An option built by @hm/charts (of kinds this page's ECharts assembly registers). */
  option: ChartOption;
  /** Pixels. */
  height: number;
  /** What the chart says, for screen readers (give the numbers as a table too). */
  label: string;
}

/**
 * One ECharts chart (SVG), sized to its container (resizes with it), as an image named for
 * screen readers; the font and the motion setting (none when the user asks for reduced motion)
 * are added to the option.
 * @example <EChart option={{ xAxis: { type: 'category', data: ['A'] }, yAxis: {}, series: [{ type: 'bar', data: [3] }] }} height={280} label="A: 3" />
 */
export function EChart({ option, height, label }: EChartProps) {
  const full: EChartsCoreOption = { animation: !reducedMotion(), textStyle: { fontFamily: FONT, color: '#1f2937' }, ...option };
  return (
    <div className="hm-chart" role="img" aria-label={label}>
      <ReactEChartsCore echarts={echartsApi} option={full} notMerge lazyUpdate opts={{ renderer: 'svg' }} style={{ height, width: '100%' }} />
    </div>
  );
}
