import ReactEChartsCore from 'echarts-for-react/lib/core';
import { type ChartOption, echarts } from './echarts';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface EChartProps {
  option: ChartOption;
  /** Pixels. */
  height: number;
  /** What the chart says, for screen readers (the numbers are also in a table beside it). */
  label: string;
}

/**
 * One ECharts chart, sized to its container (resizes with it), as an image named for screen
 * readers; this adds the font and the reduced-motion setting to the option.
 * @example <EChart option={option} height={280} label="Tỷ lệ phản hồi theo khoa/phòng: Khoa Nội 62,5 %, …" />
 */
export function EChart({ option, height, label }: EChartProps) {
  const full: ChartOption = { animation: !reducedMotion(), textStyle: { fontFamily: FONT, color: '#1f2937' }, ...option };
  return (
    <div className="hm-echart" role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={full} notMerge lazyUpdate opts={{ renderer: 'svg' }} style={{ height, width: '100%' }} />
    </div>
  );
}
