import { Page } from '@hm/ui/page';
import { DashboardFilterBar } from '../filters/DashboardFilterBar';
import { FilterGate } from '../filters/FilterGate';
import { useDashboardFilters } from '../filters/useDashboardFilters';
import { useDashboardTranslation } from '../i18n';
import { DepartmentRatePanel } from '../sections/DepartmentRatePanel';
import '../shared/dashboard.css';
import { ParticipationPies } from './ParticipationPies';
import { StatisticsTable } from './StatisticsTable';

const CONFIG = { hospital: 'optional', groups: false } as const;

/**
 * DB_THONG_KE: participation in a version, live from the staff records: who voted, response and
 * answer rates per hospital, the rate per department, and the list of invited staff.
 */
export default function StatisticsPage() {
  const { t } = useDashboardTranslation();
  const state = useDashboardFilters(CONFIG);
  return (
    <Page title={t('statistics.title')} subtitle={t('statistics.subtitle')}>
      <DashboardFilterBar state={state} />
      <FilterGate state={state}>
        {() => (
          <div className="hm-dash-grid">
            <ParticipationPies query={state.participationQuery} />
            <DepartmentRatePanel query={state.participationQuery} />
            {state.filters.versionId !== null && (
              <StatisticsTable
                key={`${state.filters.versionId}-${state.filters.hospitalId}`}
                versionId={state.filters.versionId}
                hospitalId={state.filters.hospitalId}
                showHospital={state.filters.hospitalId === null && (state.choices?.hospitals.length ?? 0) > 1}
              />
            )}
          </div>
        )}
      </FilterGate>
    </Page>
  );
}
