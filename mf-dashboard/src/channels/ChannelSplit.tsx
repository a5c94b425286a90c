import type { TChannelSplit, TParticipationQuery } from '@hm/contract';
import { useChartFormat } from '../charts/useChartFormat';
import { SimpleTable, type TableData } from '../shared/SimpleTable';
import DepartmentChannelSplit from './DepartmentChannelSplit';
import './texts';

const CHANNELS = ['link', 'card', 'paper'] as const;

/**
 * The response rate split by channel (personal link, ballot card, paper questionnaire): invited,
 * complete and rate of each, for the version shown. Participation counts, as the rate above them
 * (not answers: no suppression applies, docs/decisions/campaign-journey.md). Loaded lazily
 * by ResponseRatePanel, only when the version has cards or papers; followed by each department's
 * split (DepartmentChannelSplit), in this chunk because the first route is at its size budget.
 * @example <ChannelSplit split={rates.total.kenh} query={state.participationQuery} />
 */
export default function ChannelSplit({ split, query }: { split: TChannelSplit; query: TParticipationQuery | null }) {
  const f = useChartFormat();
  const data: TableData = {
    columns: [
      { header: f.t('channels.channel') },
      { header: f.t('channels.invited'), numeric: true },
      { header: f.t('channels.complete'), numeric: true },
      { header: f.t('channels.rate'), numeric: true },
    ],
    rows: CHANNELS.map((c) => ({ key: c, cells: [f.t(`channels.${c}`), f.count(split[c].invited), f.count(split[c].complete), f.pct(split[c].rate)] })),
  };
  return (
    <div className="hm-dash-channels" data-testid="hm-dash-channels">
      <SimpleTable caption={f.t('channels.caption')} data={data} name="response-rate-channels" stack />
      <p className="hm-dash-panel__hint">{f.t('channels.hint')}</p>
      <DepartmentChannelSplit query={query} />
    </div>
  );
}
