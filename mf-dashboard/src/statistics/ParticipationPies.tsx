import { COLORS } from '@hm/charts';
import type { TParticipationQuery, TResponseRate } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import type { ReactNode } from 'react';
import { participationQueries } from '../api/participation';
import { PieChart } from '../charts/PieChart';
import { useChartFormat } from '../charts/useChartFormat';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';

/** Eligible staff who have not submitted (never below 0). */
const notVoted = (r: TResponseRate) => Math.max(0, r.invited - r.ineligible - r.submitted);

/**
 * ThongKe's pies, live from the staff records: voted / not voted (and ineligible) over the
 * view, then per hospital the response rate (complete vs eligible) and the answer rate (valid
 * vs invalid among the submitted).
 * @example <ParticipationPies query={state.participationQuery} />
 */
export function ParticipationPies({ query }: { query: TParticipationQuery | null }) {
  const f = useChartFormat();
  const rates = useEndpointQuery(participationQueries.responseRate, query && { query });
  const perHospital = (d: { hospitals: TResponseRate[] }, render: (h: TResponseRate) => ReactNode) => (
    <div className="hm-dash-grid hm-dash-grid--inner">
      {d.hospitals.map((h) => (
        <section key={h.hospital_id ?? h.name} className="hm-dash-stack" aria-label={h.name}>
          <h3 className="hm-dash-subtitle">{h.name}</h3>
          {render(h)}
        </section>
      ))}
    </div>
  );
  return (
    <>
      <Panel id="voted" title={f.t('statistics.voted')} hint={f.t('statistics.votedHint')}>
        <QueryView query={rates}>
          {(d) => (
            <PieChart
              label={f.t('statistics.voted')}
              sliceHeader={f.t('statistics.status')}
              name="voted"
              slices={[
                { name: f.t('statistics.votedSlice'), value: d.total.submitted, color: COLORS.submitted },
                { name: f.t('statistics.notVotedSlice'), value: notVoted(d.total), color: COLORS.notVoted },
                { name: f.t('responseRate.ineligible'), value: d.total.ineligible, color: COLORS.ineligible },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      <Panel id="rate-pies" title={f.t('statistics.ratePerHospital')} hint={f.t('responseRate.hint')}>
        <QueryView query={rates} isEmpty={(d) => d.hospitals.length === 0} empty={f.t('hmc.noHospitals')}>
          {(d) =>
            perHospital(d, (h) => (
              <PieChart
                label={`${f.t('responseRate.rate')}: ${h.name} (${f.pct(h.rate)})`}
                sliceHeader={f.t('responseRate.measure')}
                name={`rate-${h.hospital_id}`}
                slices={[
                  { name: f.t('responseRate.complete'), value: h.complete, color: COLORS.complete },
                  { name: f.t('statistics.noComplete'), value: Math.max(0, h.invited - h.ineligible - h.complete), color: COLORS.notVoted },
                ]}
              />
            ))
          }
        </QueryView>
      </Panel>
      <Panel id="validity-pies" title={f.t('statistics.validityPerHospital')} hint={f.t('statistics.validityHint')}>
        <QueryView query={rates} isEmpty={(d) => d.hospitals.length === 0} empty={f.t('hmc.noHospitals')}>
          {(d) =>
            perHospital(d, (h) => (
              <PieChart
                label={`${f.t('statistics.validityOf')}: ${h.name}`}
                sliceHeader={f.t('statistics.validity')}
                name={`validity-${h.hospital_id}`}
                slices={[
                  { name: f.t('status.validity.1'), value: h.valid, color: COLORS.valid },
                  { name: f.t('status.validity.0'), value: Math.max(0, h.submitted - h.valid), color: COLORS.invalid },
                ]}
              />
            ))
          }
        </QueryView>
      </Panel>
    </>
  );
}
