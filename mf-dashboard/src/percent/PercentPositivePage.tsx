import { useEndpointQuery } from '@hm/platform';
import { Page } from '@hm/ui/page';
import { scoreQueries } from '../api/scores';
import { CompositeScoreChart } from '../charts/CompositeScoreChart';
import { useChartFormat } from '../charts/useChartFormat';
import { DashboardFilterBar } from '../filters/DashboardFilterBar';
import { FilterGate } from '../filters/FilterGate';
import { useDashboardFilters } from '../filters/useDashboardFilters';
import { ItemScoreTable } from '../sections/ItemScoreTable';
import { ScopeView } from '../sections/ScopeView';
import '../shared/dashboard.css';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { BreakdownTable } from './BreakdownTable';
import type { SheetCell } from '@hm/ui/crud';
import { SheetExportButton } from '../shared/SheetExportButton';

const CONFIG = { hospital: 'optional', groups: false } as const;

/**
 * DB_PERCENT: a version's latest snapshot: the composites with each item's percent positive,
 * neutral and negative, and the composites by the respondent's unit and position (suppressed
 * groups marked).
 */
export default function PercentPositivePage() {
  const f = useChartFormat();
  const state = useDashboardFilters(CONFIG);
  const { versionId, hospitalId } = state.filters;
  const data = useEndpointQuery(
    scoreQueries.percentData,
    state.status === 'ready' && versionId !== null ? { params: { id: versionId }, query: hospitalId !== null ? { hospital_id: hospitalId } : {} } : null,
  );

  // The composites with their items, then the breakdowns, as on screen (suppressed groups empty).
  const d0 = data.data;
  const sheet = d0
    ? () => {
        const rows: SheetCell[][] = [];
        for (const c of d0.composites) {
          rows.push([c.ma_composite, c.name, '', c.score, null, null, null]);
          for (const i of c.items) rows.push([c.ma_composite, i.ma_cauhoi, i.ten_cauhoi, i.positive, i.neutral, i.negative, i.n]);
        }
        for (const b of d0.breakdowns) {
          for (const c of b.composites)
            rows.push([
              f.t(b.dimension === 'unit' ? 'filters.unit' : 'filters.position'),
              b.label,
              d0.composites.find((x) => x.composite_id === c.composite_id)?.name ?? '',
              b.suppressed ? null : c.score,
              null,
              null,
              b.suppressed ? null : b.n,
            ]);
        }
        return {
          headers: [
            f.t('percent.sheet.group'),
            f.t('percent.sheet.code'),
            f.t('percent.sheet.name'),
            f.t('percent.sheet.positive'),
            f.t('percent.sheet.neutral'),
            f.t('percent.sheet.negative'),
            'N',
          ],
          rows,
        };
      }
    : null;

  return (
    <Page title={f.t('percent.title')} subtitle={f.t('percent.subtitle')} actions={<SheetExportButton name="ty-le-tich-cuc" versionId={versionId} sheet={sheet} />}>
      <DashboardFilterBar state={state} scope={data.data ? { snapshot: data.data.snapshot } : null} />
      <FilterGate state={state}>
        {() => (
          <QueryView query={data} loadingHeight="24rem">
            {(d) => (
              <ScopeView scope={{ ...d.scope, snapshot: d.snapshot ?? d.scope.snapshot }}>
                {() => {
                  const composites = d.composites.map((c) => ({ composite_id: c.composite_id, name: c.name, ma_composite: c.ma_composite }));
                  const units = d.breakdowns.filter((b) => b.dimension === 'unit');
                  const positions = d.breakdowns.filter((b) => b.dimension === 'position');
                  const min = d.scope.min_group_size;
                  return (
                    <div className="hm-dash-grid">
                      <Panel id="composites" title={f.t('composites.title')} hint={f.t('composites.hint')} wide>
                        <CompositeScoreChart label={f.t('composites.title')} composites={d.composites} benchmark={d.benchmark} name="composites" />
                      </Panel>
                      <Panel id="composite-items" title={f.t('percent.items')} hint={f.t('items.hint')} wide>
                        <ItemScoreTable
                          caption={f.t('percent.items')}
                          name="composite-items"
                          benchmark={d.benchmark}
                          groups={d.composites.map((c) => ({ key: c.composite_id, title: `${c.name} — ${f.pct(c.score)}`, items: c.items }))}
                        />
                      </Panel>
                      <Panel id="by-unit" title={f.t('percent.byUnit')} hint={f.t('percent.breakdownHint', { min })} wide>
                        {units.length === 0 ? (
                          <p className="hm-dash-muted">{f.t('percent.noBreakdown')}</p>
                        ) : (
                          <BreakdownTable caption={f.t('percent.byUnit')} groupHeader={f.t('filters.unit')} rows={units} composites={composites} minGroupSize={min} name="unit" />
                        )}
                      </Panel>
                      <Panel id="by-position" title={f.t('percent.byPosition')} hint={f.t('percent.breakdownHint', { min })} wide>
                        {positions.length === 0 ? (
                          <p className="hm-dash-muted">{f.t('percent.noBreakdown')}</p>
                        ) : (
                          <BreakdownTable
                            caption={f.t('percent.byPosition')}
                            groupHeader={f.t('filters.position')}
                            rows={positions}
                            composites={composites}
                            minGroupSize={min}
                            name="position"
                          />
                        )}
                      </Panel>
                    </div>
                  );
                }}
              </ScopeView>
            )}
          </QueryView>
        )}
      </FilterGate>
    </Page>
  );
}
