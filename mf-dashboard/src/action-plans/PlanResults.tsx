import type { TActionPlanResults, TCompositeScore } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import { useDashboardTranslation } from '../i18n';
import { CompositeChangeTable } from '../sections/CompositeChangeTable';
import { QueryView } from '../shared/QueryView';
import { planResultsQuery } from './plan-data';

/** The re-measured composites as the dashboard's change table reads them. */
export const asCompositeScores = (r: TActionPlanResults): TCompositeScore[] =>
  r.composites.map((c, i) => ({
    composite_id: i + 1,
    ma_composite: c.ma_composite,
    name: c.name,
    score: c.after,
    benchmark: null,
    benchmark_source: null,
    previous: c.before,
    previous_version: r.against_version,
    interval: c.interval,
    change: c.change,
    items: [],
  }));

/**
 * A plan's focus composites in the hospital's next published wave: the score with its interval,
 * the plan's wave, the change with its interval, p-value and verdict (the dashboard's table and
 * rule); a suppressed group shows no figure; nothing yet says so.
 * @example <PlanResults planId={12} />
 */
export function PlanResults({ planId }: { planId: number }) {
  const { t } = useDashboardTranslation();
  const results = useEndpointQuery(planResultsQuery, { params: { id: planId } });
  return (
    <QueryView query={results} loadingHeight="6rem">
      {(r) => {
        if (!r.later_version) return <EmptyState icon="pi pi-hourglass" title={t('actionPlans.results.none')} />;
        if (r.suppressed || r.composites.length === 0) return <EmptyState icon="pi pi-eye-slash" title={t('actionPlans.results.suppressed', { min: r.min_group_size ?? 0 })} />;
        return (
          <div data-plan-results="">
            <p className="hm-plan-muted">{t('actionPlans.results.later', { later: r.later_version.tieu_de_khao_sat, against: r.against_version?.tieu_de_khao_sat ?? '' })}</p>
            <CompositeChangeTable composites={asCompositeScores(r)} />
          </div>
        );
      }}
    </QueryView>
  );
}
