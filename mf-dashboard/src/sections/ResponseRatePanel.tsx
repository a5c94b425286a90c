import type { TParticipationQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { participationQueries } from '../api/participation';
import { ResponseRateChart } from '../charts/ResponseRateChart';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';

/**
 * The response rate of the hospital (or of every hospital in scope): complete responses over
 * the eligible staff, live from the staff records.
 * @example <ResponseRatePanel query={state.participationQuery} />
 */
export function ResponseRatePanel({ query }: { query: TParticipationQuery | null }) {
  const { t } = useDashboardTranslation();
  const rates = useEndpointQuery(participationQueries.responseRate, query && { query });
  return (
    <Panel id="response-rate" title={t('responseRate.title')} hint={t('responseRate.hint')}>
      <QueryView query={rates} loadingHeight="15rem">
        {(d) => <ResponseRateChart label={d.total.name || t('responseRate.title')} rate={d.total} name="response-rate" />}
      </QueryView>
    </Panel>
  );
}
