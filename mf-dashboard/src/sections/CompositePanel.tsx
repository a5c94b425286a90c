import type { TDashboardQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { scoreQueries } from '../api/scores';
import { CompositeScoreChart } from '../charts/CompositeScoreChart';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { ScopeView } from './ScopeView';

/**
 * Composite scores against the AHRQ database average and the previous version.
 * @example <CompositePanel query={state.scoreQuery} />
 */
export function CompositePanel({ query, title }: { query: TDashboardQuery | null; title?: string }) {
  const { t } = useDashboardTranslation();
  const scores = useEndpointQuery(scoreQueries.compositeScore, query && { query });
  return (
    <Panel id="composites" title={title ?? t('composites.title')} hint={t('composites.hint')} wide>
      <QueryView query={scores} loadingHeight="22rem" isEmpty={(d) => d.composites.length === 0} empty={t('composites.empty')}>
        {(d) => <ScopeView scope={d.scope}>{() => <CompositeScoreChart label={title ?? t('composites.title')} composites={d.composites} name="composites" />}</ScopeView>}
      </QueryView>
    </Panel>
  );
}
