import type { ChartOption } from './option.js';
import { COLORS } from './palette.js';

export interface ResponseRateTexts {
  /** The rate as written ('62,5 %'). */
  rate: string;
  /** The counts under it ('250 of 400 eligible'). */
  counts: string;
}

/**
 * The AHRQ response rate as a gauge (0–100), the rate in the middle and the counts under it.
 * @example responseRateOption(62.5, { rate: '62,5 %', counts: '250 / 400' })
 */
export function responseRateOption(rate: number | null, t: ResponseRateTexts): ChartOption {
  return {
    series: [
      {
        type: 'gauge',
        startAngle: 210,
        endAngle: -30,
        min: 0,
        max: 100,
        radius: '92%',
        center: ['50%', '56%'],
        progress: { show: true, width: 18, itemStyle: { color: COLORS.primary } },
        axisLine: { lineStyle: { width: 18, color: [[1, COLORS.track]] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { show: true, offsetCenter: [0, '38%'], fontSize: 13, color: COLORS.muted },
        detail: { valueAnimation: false, offsetCenter: [0, '0%'], fontSize: 30, fontWeight: 'bold', color: COLORS.text, formatter: () => t.rate },
        data: [{ value: rate ?? 0, name: t.counts }],
      },
    ],
  };
}
