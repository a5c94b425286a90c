import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useChartFormat } from '../charts/useChartFormat';
import type { TPlaced } from '../sections/federated-position';
import { SimpleTable } from '../shared/SimpleTable';
import './texts';

/**
 * Each composite's score with the federated benchmark's P10–P90 and its position in words
 * ('giữa P50 và P75'), stacked on a phone.
 * A lazy chunk of the composite panel, with its texts.
 * @example <FederatedPositionTable placed={placed} onReady={() => setReady(true)} />
 */
export default function FederatedPositionTable({ placed, onReady }: { placed: TPlaced; onReady?: () => void }) {
  const f = useChartFormat();
  // Its texts are registered with this chunk: the panel's figure table names its column once they are.
  useEffect(() => onReady?.(), [onReady]);
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
