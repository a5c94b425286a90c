import type { TDashboardQuery } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { scoreQueries } from '../api/scores';
import { PositiveStackedBar } from '../charts/PositiveStackedBar';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { ItemScoreTable } from './ItemScoreTable';
import { ScopeView } from './ScopeView';

type View = 'table' | 'chart';

/**
 * Percent positive, neutral and negative of every scored item by part
 * (ty-le-phan-hoi-tich-cuc-chi-tiet), as a table or as stacked bars.
 * @example <ItemDetailPanel query={state.scoreQuery} />
 */
export function ItemDetailPanel({ query }: { query: TDashboardQuery | null }) {
  const { t } = useDashboardTranslation();
  const [view, setView] = useState<View>('table');
  const items = useEndpointQuery(scoreQueries.itemPositive, query && { query });
  const views: { value: View; label: string; icon: string }[] = [
    { value: 'table', label: t('items.viewTable'), icon: 'pi pi-table' },
    { value: 'chart', label: t('items.viewChart'), icon: 'pi pi-chart-bar' },
  ];
  return (
    <Panel
      id="items"
      title={t('items.title')}
      hint={t('items.hint')}
      wide
      actions={
        <div className="hm-dash-toggle" role="group" aria-label={t('items.view')}>
          {views.map((o) => (
            <Button
              key={o.value}
              type="button"
              size="small"
              icon={o.icon}
              label={o.label}
              outlined={view !== o.value}
              aria-pressed={view === o.value}
              onClick={() => setView(o.value)}
            />
          ))}
        </div>
      }
    >
      <QueryView query={items} loadingHeight="24rem" isEmpty={(d) => d.parts.every((p) => p.items.length === 0)} empty={t('items.empty')}>
        {(d) => (
          <ScopeView scope={d.scope}>
            {() =>
              view === 'table' ? (
                <ItemScoreTable caption={t('items.title')} groups={d.parts.map((p) => ({ key: p.phan_cauhoi_id, title: p.ten, items: p.items }))} benchmark={d.benchmark} />
              ) : (
                <div className="hm-dash-stack">
                  {d.parts
                    .filter((p) => p.items.length > 0)
                    .map((p) => (
                      <section key={p.phan_cauhoi_id} aria-label={p.ten}>
                        <h3 className="hm-dash-subtitle">{p.ten}</h3>
                        <PositiveStackedBar label={p.ten} items={p.items} name={`items-${p.phan_cauhoi_id}`} />
                      </section>
                    ))}
                </div>
              )
            }
          </ScopeView>
        )}
      </QueryView>
    </Panel>
  );
}
