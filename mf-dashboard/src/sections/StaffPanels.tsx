import type { TParticipationQuery } from '@hm/contract';
import { participationQueries } from '../api/participation';
import { useEndpointQuery } from '../api/endpoint-query';
import { StaffDistributionChart } from '../charts/StaffDistributionChart';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';

/**
 * Staff invited and staff who submitted, by job title and by department (live, from the staff
 * records: participation is not anonymous, answers are).
 * @example <StaffPanels query={state.participationQuery} />
 */
export function StaffPanels({ query }: { query: TParticipationQuery | null }) {
  const { t } = useDashboardTranslation();
  const byJobTitle = useEndpointQuery(participationQueries.staffByJobTitle, query && { query });
  const byDepartment = useEndpointQuery(participationQueries.staffByDepartment, query && { query });
  return (
    <>
      <Panel id="staff-by-job-title" title={t('staff.byJobTitle')} hint={t('staff.hint')}>
        <QueryView query={byJobTitle} isEmpty={(d) => d.length === 0} empty={t('staff.empty')}>
          {(d) => <StaffDistributionChart label={t('staff.byJobTitle')} groupHeader={t('staff.jobTitle')} groups={d} name="staff-by-job-title" />}
        </QueryView>
      </Panel>
      <Panel id="staff-by-department" title={t('staff.byDepartment')} hint={t('staff.hint')}>
        <QueryView query={byDepartment} isEmpty={(d) => d.length === 0} empty={t('staff.empty')}>
          {(d) => <StaffDistributionChart label={t('staff.byDepartment')} groupHeader={t('departments.department')} groups={d} name="staff-by-department" />}
        </QueryView>
      </Panel>
    </>
  );
}
