import type { TParticipationQuery } from '@hm/contract';
import { participationQueries } from '../api/participation';
import { useEndpointQuery } from '../api/endpoint-query';
import { BarChart } from '../charts/BarChart';
import { useChartFormat } from '../charts/useChartFormat';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';

/**
 * The response rate per department (the staff records' department at invitation).
 * @example <DepartmentRatePanel query={state.participationQuery} />
 */
export function DepartmentRatePanel({ query, wide }: { query: TParticipationQuery | null; wide?: boolean }) {
  const f = useChartFormat();
  const groups = useEndpointQuery(participationQueries.responseRateByDepartment, query && { query });
  return (
    <Panel id="rate-by-department" title={f.t('departments.title')} hint={f.t('departments.hint')} wide={wide}>
      <QueryView query={groups} isEmpty={(d) => d.length === 0} empty={f.t('departments.empty')}>
        {(d) => (
          <BarChart
            label={f.t('departments.title')}
            categoryHeader={f.t('departments.department')}
            unit="percent"
            horizontal
            name="rate-by-department"
            categories={d.map((g) => ({ label: g.name }))}
            series={[{ name: f.t('responseRate.rate'), values: d.map((g) => g.rate) }]}
            extraColumns={[
              { header: f.t('staff.invited'), numeric: true, cells: d.map((g) => f.count(g.invited)) },
              { header: f.t('staff.ineligible'), numeric: true, cells: d.map((g) => f.count(g.ineligible)) },
              { header: f.t('staff.complete'), numeric: true, cells: d.map((g) => f.count(g.complete)) },
            ]}
          />
        )}
      </QueryView>
    </Panel>
  );
}
