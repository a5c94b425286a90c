import type { ChartOption } from '@hm/charts';
import type { EChartsCoreOption } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echartsApi } from './echarts';
import { useFirstSeen } from './useFirstSeen';
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
  /**
   * 'canvas' (default): a few DOM nodes however many marks, drawn fastest on phones. 'svg' only
   * where something reads the drawing itself; the remote then registers `SVGRenderer`
   * (registerChartParts), which the common assembly leaves out.
   */
  renderer?: 'canvas' | 'svg';
}

/**
 * One ECharts chart, sized to its container (resizes with it), as an image named for screen
 * readers; the font and the motion setting (none when the user asks for reduced motion) are
 * added to the option. ECharts starts only when the chart comes near the viewport: until then
 * an empty box of the same height holds its place, so the page does not jump.
 * @example <EChart option={{ xAxis: { type: 'category', data: ['A'] }, yAxis: {}, series: [{ type: 'bar', data: [3] }] }} height={280} label="A: 3" />
 */
export function EChart({ option, height, label, renderer = 'canvas' }: EChartProps) {
  const [ref, seen] = useFirstSeen<HTMLDivElement>();
  const full: EChartsCoreOption = { animation: !reducedMotion(), textStyle: { fontFamily: FONT, color: '#1f2937' }, ...option };
  return (
    <div ref={ref} className="hm-chart" role="img" aria-label={label} data-drawn={seen || undefined}>
      {seen ? (
        <ReactEChartsCore echarts={echartsApi} option={full} notMerge lazyUpdate opts={{ renderer }} style={{ height, width: '100%' }} />
      ) : (
        <div className="hm-chart__placeholder" style={{ height }} />
      )}
    </div>
  );
}
