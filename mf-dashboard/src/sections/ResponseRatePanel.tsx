import type { TChannelSplit, TParticipationQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { participationQueries } from '../api/participation';
import { ResponseRateChart } from '../charts/ResponseRateChart';
import { useChartFormat } from '../charts/useChartFormat';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';

/**
 * The response rate of the hospital (or of every hospital in scope): complete responses over
 * the eligible staff, live from the staff records and the printed ballot cards, with the split
 * by channel when cards were printed.
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
            {d.total.kenh && d.total.kenh.card.invited > 0 && <ChannelLine split={d.total.kenh} />}
          </>
        )}
      </QueryView>
    </Panel>
  );
}

/** "By channel: personal link 20 / 30 (66.7 %) · printed card 6 / 10 (60.0 %)": complete over invited. */
function ChannelLine({ split }: { split: TChannelSplit }) {
  const f = useChartFormat();
  const part = (channel: keyof TChannelSplit) =>
    f.t(`responseRate.channel.${channel}`, { complete: f.count(split[channel].complete), invited: f.count(split[channel].invited), rate: f.pct(split[channel].rate) });
  return (
    <p className="hm-dash-channels" data-testid="response-rate-channels">
      {f.t('responseRate.byChannel')} {part('link')} · {part('card')}
    </p>
  );
}
