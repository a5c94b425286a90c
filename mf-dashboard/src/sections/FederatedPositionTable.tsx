import { endpoints, type TDashboardQuery, type TPositions } from '@hm/contract';
import { endpointQuery, useEndpointQuery } from '@hm/platform';
import { Button } from 'primereact/button';
import { dashboardKeys } from '../api/keys';
import { useChartFormat } from '../charts/useChartFormat';
import { SimpleTable } from '../shared/SimpleTable';

/** Where the hospital's composites stand among the federated benchmark's percentiles (reloads with the scores). */
const federatedPosition = endpointQuery(endpoints.federatedPosition, [...dashboardKeys.scores, 'federated-position']);

/** A federated benchmark set with the hospital's positions, as the composite panel shows it. */
export type TPlaced = TPositions & { benchmark: NonNullable<TPositions['benchmark']> };

/**
 * The hospital's position among the federated benchmark's hospitals (docs/decisions/federated-benchmark.md):
 * read for a whole hospital only (a unit or position filter is not placed among whole hospitals).
 * `placed` is null while loading, on failure and when no federated set of the instrument has been
 * fetched: the panel then shows no position column.
 */
export function useFederatedPosition(query: TDashboardQuery | null, enabled: boolean) {
  const whole = enabled && query !== null && query.don_vi === undefined && query.vi_tri === undefined;
  const args = whole ? { query: { phien_ban_id: query.phien_ban_id, ...(query.hospital_id ? { hospital_id: query.hospital_id } : {}) } } : null;
  const read = useEndpointQuery(federatedPosition, args);
  const placed = read.data?.benchmark ? (read.data as TPlaced) : null;
  return { read, placed: whole ? placed : null };
}

/**
 * Each composite's score with the federated benchmark's P10–P90 and its position in words
 * ('giữa P50 và P75'), stacked on a phone.
 * @example <FederatedPositionTable placed={placed} />
 */
export function FederatedPositionTable({ placed }: { placed: TPlaced }) {
  const f = useChartFormat();
  const p = placed.benchmark;
  return (
    <div className="hm-dash-change">
      <SimpleTable
        caption={f.t('federatedPosition.caption', { n: p.so_benh_vien, year: p.nam })}
        name="federated-position"
        stack
        data={{
          columns: [
            { header: f.t('composites.composite') },
            { header: f.t('composites.score'), numeric: true },
            ...(['p10', 'p25', 'p50', 'p75', 'p90'] as const).map((k) => ({ header: k.toUpperCase(), numeric: true })),
            { header: f.t('federatedPosition.column') },
          ],
          rows: placed.composites.map((c) => ({
            key: c.ma_composite,
            cells: [c.name, f.pct(c.score), ...(['p10', 'p25', 'p50', 'p75', 'p90'] as const).map((k) => f.pct(c.percentiles?.[k] ?? null)), c.label ?? '—'],
          })),
        }}
      />
      <p className="hm-dash-footnote">{f.t('federatedPosition.note', { code: p.ma_benchmark, n: p.so_benh_vien })}</p>
    </div>
  );
}

/** The position's read failed: said in place, with a retry (the rest of the panel stands). */
export function FederatedPositionError({ onRetry }: { onRetry: () => void }) {
  const f = useChartFormat();
  return (
    <p className="hm-dash-footnote" role="alert">
      <span>{f.t('federatedPosition.failed')}</span>
      <Button type="button" text size="small" icon="pi pi-refresh" label={f.t('federatedPosition.retry')} onClick={onRetry} />
    </p>
  );
}
