import { COLORS, seriesColor } from '@hm/charts';
import type { TDashboardQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { scoreQueries } from '../api/scores';
import { BarChart } from '../charts/BarChart';
import { useChartFormat } from '../charts/useChartFormat';
import { ScopeView } from '../sections/ScopeView';
import { Panel } from '../shared/Panel';
import { SheetExportButton } from '../shared/SheetExportButton';
import { QueryView } from '../shared/QueryView';
import { HospitalComparisonTable } from './HospitalComparisonTable';

/**
 * Average percent positive and composite scores of each hospital side by side (table and a
 * bar per hospital for each composite), with the pooled figures. Composite names come from the
 * pooled composite scores (the per-hospital rows carry codes only).
 * @example <HospitalComparisonPanel query={state.scoreQuery} />
 */
export function HospitalComparisonPanel({ query }: { query: TDashboardQuery | null }) {
  const f = useChartFormat();
  const byHospital = useEndpointQuery(scoreQueries.averagePositiveByHospital, query && { query });
  const pooled = useEndpointQuery(scoreQueries.compositeScore, query && { query });
  // The table as on screen: one row per hospital and the pooled row; suppressed figures empty.
  const d0 = byHospital.data;
  const sheet = d0
    ? () => {
        const names = pooled.data?.composites ?? [];
        const codes = names.length
          ? names.map((c) => ({ id: c.composite_id, label: c.name }))
          : (d0.hospitals[0]?.composites ?? []).map((c) => ({ id: c.composite_id, label: c.ma_composite }));
        return {
          headers: [f.t('filters.hospital'), 'N', f.t('hmc.sheetAverage'), ...codes.map((c) => c.label)],
          rows: d0.hospitals.map((h) => [
            h.hospital_id === null ? f.t('hmc.pooledColumn') : h.name,
            h.suppressed ? null : h.n,
            h.suppressed ? null : h.average,
            ...codes.map((c) => (h.suppressed ? null : (h.composites.find((x) => x.composite_id === c.id)?.score ?? null))),
          ]),
        };
      }
    : null;
  return (
    <Panel
      id="hospital-comparison"
      title={f.t('hmc.comparison')}
      hint={f.t('hmc.comparisonHint')}
      wide
      actions={<SheetExportButton name="so-sanh-benh-vien" versionId={query?.phien_ban_id ?? null} sheet={sheet} />}
    >
      <QueryView query={byHospital} loadingHeight="20rem" isEmpty={(d) => d.hospitals.length === 0} empty={f.t('hmc.noHospitals')}>
        {(d) => (
          <ScopeView scope={d.scope}>
            {() => {
              const first = d.hospitals[0]?.composites ?? [];
              const composites =
                pooled.data?.composites.map((c) => ({ composite_id: c.composite_id, name: c.name, code: c.ma_composite })) ??
                first.map((c) => ({ composite_id: c.composite_id, name: c.ma_composite, code: c.ma_composite }));
              const hospitals = d.hospitals.filter((h) => h.hospital_id !== null);
              const pooledRow = d.hospitals.find((h) => h.hospital_id === null);
              const series = [...hospitals, ...(pooledRow ? [pooledRow] : [])].map((h, i) => ({
                name: h.hospital_id === null ? f.t('hmc.pooledColumn') : h.name,
                color: h.hospital_id === null ? COLORS.benchmark : seriesColor(i),
                suppressed: h.suppressed,
                values: composites.map((c) => h.composites.find((x) => x.composite_id === c.composite_id)?.score ?? null),
              }));
              return (
                <div className="hm-dash-stack">
                  <HospitalComparisonTable data={d} composites={composites} />
                  <BarChart
                    label={f.t('hmc.compositesByHospital')}
                    categoryHeader={f.t('composites.composite')}
                    unit="percent"
                    horizontal
                    minGroupSize={d.scope.min_group_size}
                    name="composites-by-hospital"
                    categories={composites.map((c) => ({ label: c.name }))}
                    series={series}
                  />
                </div>
              );
            }}
          </ScopeView>
        )}
      </QueryView>
    </Panel>
  );
}
