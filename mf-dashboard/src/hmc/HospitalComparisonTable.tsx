import type { THospitalPositives } from '@hm/contract';
import type { ReactNode } from 'react';
import { useChartFormat } from '../charts/useChartFormat';
import { SimpleTable } from '../shared/SimpleTable';
import { Suppressed } from '../shared/Suppressed';

type HospitalRow = THospitalPositives['hospitals'][number];

/**
 * The hospitals side by side: a column per hospital (and the pooled one), a row per figure
 * (respondents, average, each composite). A suppressed hospital says so in every cell.
 * @example <HospitalComparisonTable data={byHospital} composites={[{ composite_id: 1, name: 'Làm việc nhóm' }]} />
 */
export function HospitalComparisonTable({ data, composites }: { data: THospitalPositives; composites: { composite_id: number; name: string }[] }) {
  const f = useChartFormat();
  const min = data.scope.min_group_size;
  const cell = (h: HospitalRow, value: () => string): ReactNode => (h.suppressed ? <Suppressed min={min} /> : value());
  const name = (h: HospitalRow) => (h.hospital_id === null ? f.t('hmc.pooledColumn') : h.name);
  return (
    <SimpleTable
      caption={f.t('hmc.comparison')}
      name="hospital-comparison"
      data={{
        columns: [{ header: f.t('hmc.measure') }, ...data.hospitals.map((h) => ({ header: name(h), numeric: true }))],
        rows: [
          { key: 'n', cells: [f.t('hmc.respondents'), ...data.hospitals.map((h) => cell(h, () => f.count(h.n)))] },
          { key: 'average', cells: [f.t('average.title'), ...data.hospitals.map((h) => cell(h, () => f.pct(h.average)))] },
          ...composites.map((c) => ({
            key: c.composite_id,
            cells: [c.name, ...data.hospitals.map((h) => cell(h, () => f.pct(h.composites.find((x) => x.composite_id === c.composite_id)?.score ?? null)))],
          })),
        ],
      }}
    />
  );
}
