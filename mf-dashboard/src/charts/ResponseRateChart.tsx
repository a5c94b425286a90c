import { responseRateOption } from '@hm/charts';
import type { TResponseRate } from '@hm/contract';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
import { useChartFormat } from './useChartFormat';

export interface ResponseRateChartProps {
  /** What the chart shows, e.g. the hospital's name (table caption). */
  label: string;
  rate: Pick<TResponseRate, 'invited' | 'ineligible' | 'submitted' | 'complete' | 'valid' | 'rate'>;
  height?: number;
  name?: string;
}

/**
 * The AHRQ response rate as a gauge: complete responses over the eligible staff (invited −
 * ineligible), with both counts under the rate; the table lists every count.
 * @example <ResponseRateChart label="Bệnh viện Đa khoa Demo" rate={responseRates.total} />
 */
export function ResponseRateChart({ label, rate, height = 240, name }: ResponseRateChartProps) {
  const f = useChartFormat();
  const eligible = rate.invited - rate.ineligible;
  const counts = f.t('responseRate.ofEligible', { complete: f.count(rate.complete), eligible: f.count(eligible) });

  const option = responseRateOption(rate.rate, { rate: f.pct(rate.rate), counts });

  const table: TableData = {
    columns: [{ header: f.t('responseRate.measure') }, { header: f.t('chart.value'), numeric: true }],
    rows: [
      { key: 'invited', cells: [f.t('responseRate.invited'), f.count(rate.invited)] },
      { key: 'ineligible', cells: [f.t('responseRate.ineligible'), f.count(rate.ineligible)] },
      { key: 'eligible', cells: [f.t('responseRate.eligible'), f.count(eligible)] },
      { key: 'submitted', cells: [f.t('responseRate.submitted'), f.count(rate.submitted)] },
      { key: 'complete', cells: [f.t('responseRate.complete'), f.count(rate.complete)] },
      { key: 'valid', cells: [f.t('responseRate.valid'), f.count(rate.valid)] },
      { key: 'rate', cells: [f.t('responseRate.rate'), f.pct(rate.rate)] },
    ],
  };

  return <ChartFigure label={label} summary={`${label}: ${f.t('responseRate.rate')} ${f.pct(rate.rate)}; ${counts}`} option={option} height={height} table={table} name={name} />;
}
