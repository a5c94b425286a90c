import type { TParticipationQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { participationQueries } from '../api/participation';
import { RateByGroupChart } from '../charts/RateByGroupChart';
import { useChartFormat } from '../charts/useChartFormat';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { useAhrqGrouping } from './useAhrqGrouping';

/**
 * The response rate per department (the staff records' department at invitation), or per AHRQ
 * unit/work area the departments map to.
 * @example <DepartmentRatePanel query={state.participationQuery} />
 */
export function DepartmentRatePanel({ query, wide }: { query: TParticipationQuery | null; wide?: boolean }) {
  const f = useChartFormat();
  const groups = useEndpointQuery(participationQueries.responseRateByDepartment, query && { query });
  const ahrq = useAhrqGrouping();
  const header = ahrq.grouping === 'ahrq' ? f.t('grouping.ahrqDepartment') : f.t('departments.department');
  return (
    <Panel id="rate-by-department" title={f.t('departments.title')} hint={ahrq.hint(f.t('departments.hint'))} actions={ahrq.switcher} wide={wide}>
      <QueryView query={groups} isEmpty={(d) => d.length === 0} empty={f.t('departments.empty')}>
        {(d) => <RateByGroupChart label={f.t('departments.title')} categoryHeader={header} name="rate-by-department" groups={ahrq.apply(d)} />}
      </QueryView>
    </Panel>
  );
}
