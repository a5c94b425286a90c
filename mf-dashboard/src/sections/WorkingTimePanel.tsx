import type { TDashboardQuery, TResultValues } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import type { ReactNode } from 'react';
import { scoreQueries } from '../api/scores';
import { WorkingTimeChart } from '../charts/WorkingTimeChart';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { type QueryLike, QueryView } from '../shared/QueryView';
import { ScopeView } from './ScopeView';

/**
 * Working time of the respondents: the answers to the questions whose scale is 'tenure' or
 * 'hours' (result-value, one call per scale).
 * @example <WorkingTimePanel query={state.scoreQuery} actions={<Button label="Xuất Excel" />} />
 */
export function WorkingTimePanel({ query, actions }: { query: TDashboardQuery | null; actions?: ReactNode }) {
  const { t } = useDashboardTranslation();
  const tenure = useEndpointQuery(scoreQueries.resultValue, query && { query: { ...query, scale: 'tenure' } });
  const hours = useEndpointQuery(scoreQueries.resultValue, query && { query: { ...query, scale: 'hours' } });
  const both: QueryLike<TResultValues> = {
    data: tenure.data && hours.data ? { scope: tenure.data.scope, questions: [...tenure.data.questions, ...hours.data.questions] } : undefined,
    isError: tenure.isError || hours.isError,
    error: tenure.error ?? hours.error,
    refetch: () => Promise.all([tenure.refetch(), hours.refetch()]),
  };
  return (
    <Panel id="working-time" title={t('workingTime.title')} hint={t('workingTime.hint')} actions={actions} wide>
      <QueryView query={both} isEmpty={(d) => d.questions.length === 0} empty={t('workingTime.empty')}>
        {(d) => <ScopeView scope={d.scope}>{() => <WorkingTimeChart questions={d.questions} />}</ScopeView>}
      </QueryView>
    </Panel>
  );
}
