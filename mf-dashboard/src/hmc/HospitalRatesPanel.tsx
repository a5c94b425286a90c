import type { TParticipationQuery } from '@hm/contract';
import { participationQueries } from '../api/participation';
import { useEndpointQuery } from '../api/endpoint-query';
import { BarChart } from '../charts/BarChart';
import { ResponseRateChart } from '../charts/ResponseRateChart';
import { useChartFormat } from '../charts/useChartFormat';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';

/**
 * Response rate of every hospital in scope and of all of them together (live, staff records).
 * @example <HospitalRatesPanel query={state.participationQuery} />
 */
export function HospitalRatesPanel({ query }: { query: TParticipationQuery | null }) {
  const f = useChartFormat();
  const rates = useEndpointQuery(participationQueries.responseRate, query && { query });
  return (
    <>
      <Panel id="response-rate" title={f.t('hmc.totalRate')} hint={f.t('responseRate.hint')}>
        <QueryView query={rates} loadingHeight="15rem">
          {(d) => <ResponseRateChart label={f.t('hmc.totalRate')} rate={d.total} name="response-rate" />}
        </QueryView>
      </Panel>
      <Panel id="rate-by-hospital" title={f.t('hmc.rateByHospital')} hint={f.t('responseRate.hint')}>
        <QueryView query={rates} isEmpty={(d) => d.hospitals.length === 0} empty={f.t('hmc.noHospitals')}>
          {(d) => (
            <BarChart
              label={f.t('hmc.rateByHospital')}
              categoryHeader={f.t('filters.hospital')}
              unit="percent"
              horizontal
              name="rate-by-hospital"
              categories={d.hospitals.map((h) => ({ label: h.name }))}
              series={[{ name: f.t('responseRate.rate'), values: d.hospitals.map((h) => h.rate) }]}
              extraColumns={[
                { header: f.t('responseRate.invited'), numeric: true, cells: d.hospitals.map((h) => f.count(h.invited)) },
                { header: f.t('responseRate.ineligible'), numeric: true, cells: d.hospitals.map((h) => f.count(h.ineligible)) },
                { header: f.t('responseRate.complete'), numeric: true, cells: d.hospitals.map((h) => f.count(h.complete)) },
                { header: f.t('responseRate.valid'), numeric: true, cells: d.hospitals.map((h) => f.count(h.valid)) },
              ]}
            />
          )}
        </QueryView>
      </Panel>
    </>
  );
}
