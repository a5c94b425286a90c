import type { TAveragePositive } from '@hm/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { BarChart } from '../charts/BarChart';
import { useChartFormat } from '../charts/useChartFormat';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { ScopeView } from './ScopeView';

/**
 * The average percent positive (mean of the composites) as a headline, and each part's average
 * under it. The page owns the read: its scope also feeds the filter bar's snapshot line.
 * @example <AveragePositivePanel average={average} />
 */
export function AveragePositivePanel({ average, wide }: { average: UseQueryResult<TAveragePositive>; wide?: boolean }) {
  const f = useChartFormat();
  return (
    <Panel id="average-positive" title={f.t('average.title')} hint={f.t('average.hint')} wide={wide}>
      <QueryView query={average} loadingHeight="15rem">
        {(d) => (
          <ScopeView scope={d.scope}>
            {() => (
              <div className="hm-dash-stack">
                <p className="hm-dash-kpi" data-kpi="average-positive">
                  <span className="hm-dash-kpi__value">{f.pct(d.average)}</span>
                  <span className="hm-dash-kpi__label">{f.t('average.respondents', { count: d.scope.n, n: f.count(d.scope.n) })}</span>
                </p>
                {d.parts.length > 0 && (
                  <BarChart
                    label={f.t('average.byPart')}
                    categoryHeader={f.t('average.part')}
                    unit="percent"
                    horizontal
                    name="average-by-part"
                    categories={d.parts.map((p) => ({ label: p.ten }))}
                    series={[{ name: f.t('average.average'), values: d.parts.map((p) => p.average) }]}
                  />
                )}
              </div>
            )}
          </ScopeView>
        )}
      </QueryView>
    </Panel>
  );
}
