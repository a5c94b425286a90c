import type { TParticipationQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { participationQueries } from '../api/participation';
import { StaffDistributionChart } from '../charts/StaffDistributionChart';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { useAhrqGrouping } from './useAhrqGrouping';

/**
 * Staff invited and staff who submitted, by job title and by department (live, from the staff
 * records: participation is not anonymous, answers are), or by the AHRQ categories they map to.
 * @example <StaffPanels query={state.participationQuery} />
 */
export function StaffPanels({ query }: { query: TParticipationQuery | null }) {
  const { t } = useDashboardTranslation();
  const byJobTitle = useEndpointQuery(participationQueries.staffByJobTitle, query && { query });
  const byDepartment = useEndpointQuery(participationQueries.staffByDepartment, query && { query });
  const jobTitles = useAhrqGrouping();
  const departments = useAhrqGrouping();
  return (
    <>
      <Panel id="staff-by-job-title" title={t('staff.byJobTitle')} hint={jobTitles.hint(t('staff.hint'))} actions={jobTitles.switcher}>
        <QueryView query={byJobTitle} isEmpty={(d) => d.length === 0} empty={t('staff.empty')}>
          {(d) => (
            <StaffDistributionChart
              label={t('staff.byJobTitle')}
              groupHeader={jobTitles.grouping === 'ahrq' ? t('grouping.ahrqJobTitle') : t('staff.jobTitle')}
              groups={jobTitles.apply(d)}
              name="staff-by-job-title"
            />
          )}
        </QueryView>
      </Panel>
      <Panel id="staff-by-department" title={t('staff.byDepartment')} hint={departments.hint(t('staff.hint'))} actions={departments.switcher}>
        <QueryView query={byDepartment} isEmpty={(d) => d.length === 0} empty={t('staff.empty')}>
          {(d) => (
            <StaffDistributionChart
              label={t('staff.byDepartment')}
              groupHeader={departments.grouping === 'ahrq' ? t('grouping.ahrqDepartment') : t('departments.department')}
              groups={departments.apply(d)}
              name="staff-by-department"
            />
          )}
        </QueryView>
      </Panel>
    </>
  );
}
