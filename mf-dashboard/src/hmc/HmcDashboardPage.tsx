import { VERSION_STATUS } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { Page } from '@hm/ui/page';
import { scoreQueries } from '../api/scores';
import { DashboardFilterBar } from '../filters/DashboardFilterBar';
import { FilterGate } from '../filters/FilterGate';
import { NoSnapshot } from '../filters/NoSnapshot';
import { useDashboardFilters } from '../filters/useDashboardFilters';
import { useDashboardTranslation } from '../i18n';
import { AveragePositivePanel } from '../sections/AveragePositivePanel';
import { CompositePanel } from '../sections/CompositePanel';
import { EventsPanel } from '../sections/EventsPanel';
import { GradePanel } from '../sections/GradePanel';
import '../shared/dashboard.css';
import { SectionHeading } from '../shared/SectionHeading';
import { HospitalComparisonPanel } from './HospitalComparisonPanel';
import { HospitalRatesPanel } from './HospitalRatesPanel';
import { PooledNotice } from './PooledNotice';

const CONFIG = { hospital: 'none', groups: true } as const;

/**
 * /Dashboard/HMC: every hospital the user may see that runs the version. The hospitals side by
 * side, then the pooled figures (by respondent, not an average of the hospitals), saying which
 * hospitals they include.
 */
export default function HmcDashboardPage() {
  const { t } = useDashboardTranslation();
  const state = useDashboardFilters(CONFIG);
  const scoreQuery = state.version?.has_snapshot ? state.scoreQuery : null;
  const average = useEndpointQuery(scoreQueries.averagePositive, scoreQuery && { query: scoreQuery });
  const scope = average.data?.scope;
  const hospitals = scope?.hospitals ?? state.choices?.hospitals ?? [];

  return (
    <Page title={t('hmc.title')} subtitle={t('hmc.subtitle')}>
      <DashboardFilterBar state={state} scope={scope} />
      <FilterGate state={state}>
        {() => (
          <>
            <PooledNotice hospitals={hospitals} />
            <SectionHeading id="participation" title={t('hospital.participation')} hint={t('hospital.participationHint')} />
            <div className="hm-dash-grid">
              <HospitalRatesPanel query={state.participationQuery} />
            </div>
            <SectionHeading id="scores" title={t('hospital.scores')} hint={t('hospital.scoresHint')} />
            {!state.version?.has_snapshot ? (
              <NoSnapshot versionId={state.filters.versionId ?? 0} open={!!state.version && state.version.status_khao_sat !== VERSION_STATUS.closed} />
            ) : (
              <div className="hm-dash-grid">
                <HospitalComparisonPanel query={scoreQuery} />
                <AveragePositivePanel average={average} />
                <GradePanel query={scoreQuery} />
                <CompositePanel query={scoreQuery} title={t('hmc.pooledComposites')} />
                <EventsPanel query={scoreQuery} />
              </div>
            )}
          </>
        )}
      </FilterGate>
    </Page>
  );
}
