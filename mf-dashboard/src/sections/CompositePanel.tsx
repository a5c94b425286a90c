import type { TDashboardQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { lazy, Suspense, useCallback, useState } from 'react';
import { scoreQueries } from '../api/scores';
import { CompositeScoreChart } from '../charts/CompositeScoreChart';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { BenchmarkPicker } from './BenchmarkPicker';
import { useFederatedPosition } from './federated-position';
import { ScopeView } from './ScopeView';

const FederatedPositionTable = lazy(() => import('../federated-position/FederatedPosition'));
const FederatedPositionError = lazy(() => import('../federated-position/FederatedPosition').then((m) => ({ default: m.FederatedPositionError })));

/**
 * Composite scores against the benchmark set of the version's instrument (or the one the reader
 * picks, when there are several) and the previous version; with `positions` (one hospital's
 * dashboard), its position among the federated benchmark's hospitals once such a set is fetched.
 * @example <CompositePanel query={state.scoreQuery} positions />
 */
export function CompositePanel({ query, title, positions = false }: { query: TDashboardQuery | null; title?: string; positions?: boolean }) {
  const { t } = useDashboardTranslation();
  // A set picked for one version means nothing for another: the pick is kept with its version.
  const [picked, setPicked] = useState<{ version: number; id: number } | null>(null);
  const benchmarkId = picked && query && picked.version === query.phien_ban_id ? picked.id : undefined;
  const scores = useEndpointQuery(scoreQueries.compositeScore, query && { query: benchmarkId ? { ...query, benchmark_id: benchmarkId } : query });
  const d = scores.data;
  const position = useFederatedPosition(query, positions);
  const placed = position.placed;
  // The position's column is named by the lazy chunk's texts: shown once it has loaded.
  const [positionReady, setPositionReady] = useState(false);
  const onPositionReady = useCallback(() => setPositionReady(true), []);
  return (
    <Panel
      id="composites"
      title={title ?? t('composites.title')}
      hint={t('composites.hint')}
      wide
      actions={query && d && <BenchmarkPicker instrumentCode={d.scope.instrument_code} applied={d.benchmark} onPick={(id) => setPicked({ version: query.phien_ban_id, id })} />}
    >
      <QueryView query={scores} loadingHeight="22rem" isEmpty={(d) => d.composites.length === 0} empty={t('composites.empty')}>
        {(d) => (
          <ScopeView scope={d.scope}>
            {() => (
              <>
                <CompositeScoreChart
                  label={title ?? t('composites.title')}
                  composites={d.composites}
                  benchmark={d.benchmark}
                  positions={positionReady ? placed : null}
                  name="composites"
                />
                <Suspense fallback={null}>
                  {placed && <FederatedPositionTable placed={placed} onReady={onPositionReady} />}
                  {position.read.isError && <FederatedPositionError onRetry={() => void position.read.refetch()} />}
                </Suspense>
              </>
            )}
          </ScopeView>
        )}
      </QueryView>
    </Panel>
  );
}
