import type { TDashboardQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { scoreQueries } from '../api/scores';
import { EventsChart } from '../charts/EventsChart';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { ScopeView } from './ScopeView';

/** Patient-safety events reported in the past 12 months (get-events-graph). */
export function EventsPanel({ query }: { query: TDashboardQuery | null }) {
  const { t } = useDashboardTranslation();
  const events = useEndpointQuery(scoreQueries.eventsGraph, query && { query });
  return (
    <Panel id="events" title={t('events.title')} hint={events.data?.question?.ten_cauhoi}>
      <QueryView query={events} isEmpty={(d) => d.question === null} empty={t('events.empty')}>
        {(d) => <ScopeView scope={d.scope}>{() => d.question && <EventsChart question={d.question} />}</ScopeView>}
      </QueryView>
    </Panel>
  );
}
