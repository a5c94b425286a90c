import type { TDashboardQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { scoreQueries } from '../api/scores';
import { GradeChart } from '../charts/GradeChart';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { ScopeView } from './ScopeView';

/** The unit's overall patient-safety grade or rating (get-grade-graph). */
export function GradePanel({ query }: { query: TDashboardQuery | null }) {
  const { t } = useDashboardTranslation();
  const grade = useEndpointQuery(scoreQueries.gradeGraph, query && { query });
  return (
    <Panel id="grade" title={t('grade.title')} hint={grade.data?.question?.ten_cauhoi}>
      <QueryView query={grade} isEmpty={(d) => d.question === null} empty={t('grade.empty')}>
        {(d) => <ScopeView scope={d.scope}>{() => d.question && <GradeChart question={d.question} />}</ScopeView>}
      </QueryView>
    </Panel>
  );
}
