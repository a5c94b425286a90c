import type { TParticipationQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { participationQueries } from '../api/participation';
import { RateByGroupChart } from '../charts/RateByGroupChart';
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
          {(d) => <RateByGroupChart label={f.t('hmc.rateByHospital')} categoryHeader={f.t('filters.hospital')} name="rate-by-hospital" groups={d.hospitals} />}
        </QueryView>
      </Panel>
    </>
  );
}
