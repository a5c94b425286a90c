import { CAMPAIGN_CHANNELS, type TParticipationQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { participationQueries } from '../api/participation';
import { useChartFormat } from '../charts/useChartFormat';
import { useAhrqGrouping } from '../sections/useAhrqGrouping';
import { QueryView } from '../shared/QueryView';
import { SimpleTable, type TableData } from '../shared/SimpleTable';
import './texts';

/**
 * Each department's response rate split by channel (personal link, ballot card, paper
 * questionnaire): complete responses / invited (rate) per channel, from the department rates' own
 * call (`kenh` of thong-ke-ty-le-phan-hoi-phong-ban, the query DepartmentRatePanel already made:
 * no second request). Participation counts, not answers: no suppression, as for the department
 * rates (docs/privacy.md). Shown by department as the hospital names them, or pooled by the AHRQ
 * categories they map to (the same switch as the department rates). In the hospital split's lazy
 * chunk (ChannelSplit), so only a version with cards or papers loads it.
 * @example <DepartmentChannelSplit query={state.participationQuery} />
 */
export default function DepartmentChannelSplit({ query }: { query: TParticipationQuery | null }) {
  const f = useChartFormat();
  const departments = useEndpointQuery(participationQueries.responseRateByDepartment, query && { query });
  const ahrq = useAhrqGrouping();
  return (
    <QueryView query={departments} isEmpty={(d) => d.length === 0} empty={f.t('departments.empty')}>
      {(groups) => {
        const data: TableData = {
          columns: [
            { header: ahrq.grouping === 'ahrq' ? f.t('grouping.ahrqDepartment') : f.t('departments.department') },
            ...CAMPAIGN_CHANNELS.map((c) => ({ header: f.t(`channels.${c}`), numeric: true })),
          ],
          rows: ahrq.apply(groups).map((g, i) => ({
            key: g.id ?? `${g.name}-${i}`,
            cells: [
              g.name,
              ...CAMPAIGN_CHANNELS.map((c) => {
                const r = g.kenh?.[c];
                return r && r.invited > 0 ? f.t('channels.cell', { complete: f.count(r.complete), invited: f.count(r.invited), rate: f.pct(r.rate) }) : '—';
              }),
            ],
          })),
        };
        return (
          <div data-testid="hm-dash-department-channels">
            <div className="hm-dash-department-channels__grouping">{ahrq.switcher}</div>
            <SimpleTable caption={f.t('channels.byDepartment')} data={data} name="rate-by-department-channel" stack />
            <p className="hm-dash-panel__hint">{f.t('channels.cellHint')}</p>
          </div>
        );
      }}
    </QueryView>
  );
}
