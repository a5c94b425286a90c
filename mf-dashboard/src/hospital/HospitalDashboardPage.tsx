import { VERSION_STATUS } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { Page } from '@hm/ui/page';
import { ActionPlansPanel } from '../action-plans/ActionPlansPanel';
import { scoreQueries } from '../api/scores';
import { DashboardFilterBar } from '../filters/DashboardFilterBar';
import { FilterGate } from '../filters/FilterGate';
import { NoSnapshot } from '../filters/NoSnapshot';
import { useDashboardFilters } from '../filters/useDashboardFilters';
import { useDashboardTranslation } from '../i18n';
import { AveragePositivePanel } from '../sections/AveragePositivePanel';
import { CompositePanel } from '../sections/CompositePanel';
import { DepartmentRatePanel } from '../sections/DepartmentRatePanel';
import { EventsPanel } from '../sections/EventsPanel';
import { GradePanel } from '../sections/GradePanel';
import { ItemDetailPanel } from '../sections/ItemDetailPanel';
import { ResponseRatePanel } from '../sections/ResponseRatePanel';
import { StaffPanels } from '../sections/StaffPanels';
import { WorkingTimePanel } from '../sections/WorkingTimePanel';
import '../shared/dashboard.css';
import { PanelsLoading } from '../shared/PanelsLoading';
import { SectionHeading } from '../shared/SectionHeading';
import { SuppressedNotice, withheld } from '../shared/Suppressed';
import { ExportButtons } from './ExportButtons';

const CONFIG = { hospital: 'single', groups: true } as const;

/**
 * /Dashboard/Hospital: one hospital's survey results. Participation (live): response rate, by
 * department, staff distribution. Scores (snapshot): average positive, composites with the
 * benchmark set of the instrument and the trend, every item, grade, events, working time. Exports in the header.
 */
export default function HospitalDashboardPage() {
  const { t } = useDashboardTranslation();
  const state = useDashboardFilters(CONFIG);
  const scoreQuery = state.version?.has_snapshot ? state.scoreQuery : null;
  // Read by the page: its scope names the snapshot under the filters and tells whether the group is shown.
  const average = useEndpointQuery(scoreQueries.averagePositive, scoreQuery && { query: scoreQuery });
  const scope = average.data?.scope;
  const groupFiltered = state.filters.unit !== null || state.filters.position !== null;

  return (
    <Page title={t('hospital.title')} subtitle={t('hospital.subtitle')} actions={<ExportButtons query={state.scoreQuery} />}>
      <DashboardFilterBar state={state} scope={scope} />
      <FilterGate state={state}>
        {() => (
          <>
            <SectionHeading id="participation" title={t('hospital.participation')} hint={groupFiltered ? t('hospital.participationNoGroups') : t('hospital.participationHint')} />
            <div className="hm-dash-grid">
              <ResponseRatePanel query={state.participationQuery} />
              <DepartmentRatePanel query={state.participationQuery} />
              <StaffPanels query={state.participationQuery} />
            </div>
            <SectionHeading id="scores" title={t('hospital.scores')} hint={t('hospital.scoresHint')} />
            {!state.version?.has_snapshot ? (
              <NoSnapshot versionId={state.filters.versionId ?? 0} open={!!state.version && state.version.status_khao_sat !== VERSION_STATUS.closed} />
            ) : !average.data && !average.isError ? (
              <PanelsLoading />
            ) : scope && withheld(scope) ? (
              <SuppressedNotice min={scope.min_group_size} />
            ) : (
              <div className="hm-dash-grid">
                <AveragePositivePanel average={average} wide />
                <CompositePanel query={scoreQuery} positions />
                <GradePanel query={scoreQuery} />
                <EventsPanel query={scoreQuery} />
                <ItemDetailPanel query={scoreQuery} />
                <WorkingTimePanel query={scoreQuery} />
              </div>
            )}
            {state.filters.versionId !== null && state.filters.hospitalId !== null && (
              <div className="hm-dash-grid">
                <ActionPlansPanel versionId={state.filters.versionId} hospitalId={state.filters.hospitalId} />
              </div>
            )}
          </>
        )}
      </FilterGate>
    </Page>
  );
}
