import type { TChannelSplit, TParticipationQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { lazy, Suspense } from 'react';
import { participationQueries } from '../api/participation';
import { ResponseRateChart } from '../charts/ResponseRateChart';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';

// Its own chunk: mf-dashboard's first route is at its size budget, and the split only matters
// to a hospital that hands out ballot cards or paper questionnaires.
const ChannelSplit = lazy(() => import('../channels/ChannelSplit'));
/** Whether a rate has another channel than the personal links. */
const hasOtherChannels = (k: TChannelSplit | undefined): k is TChannelSplit => !!k && k.card.invited + k.paper.invited > 0;

/**
 * The response rate of the hospital (or of every hospital in scope): complete responses over
 * the eligible staff, live from the staff records and the ballot cards; split by channel (link,
 * card, paper) when the version has cards or papers, for the hospital and each department.
 * @example <ResponseRatePanel query={state.participationQuery} />
 */
export function ResponseRatePanel({ query }: { query: TParticipationQuery | null }) {
  const { t } = useDashboardTranslation();
  const rates = useEndpointQuery(participationQueries.responseRate, query && { query });
  return (
    <Panel id="response-rate" title={t('responseRate.title')} hint={t('responseRate.hint')}>
      <QueryView query={rates} loadingHeight="15rem">
        {(d) => (
          <>
            <ResponseRateChart label={d.total.name || t('responseRate.title')} rate={d.total} name="response-rate" />
            {hasOtherChannels(d.total.kenh) && (
              <Suspense fallback={null}>
                <ChannelSplit split={d.total.kenh} query={query} />
              </Suspense>
            )}
          </>
        )}
      </QueryView>
    </Panel>
  );
}
