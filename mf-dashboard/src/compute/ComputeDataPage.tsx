import type { TComputeResult } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { useConfirm } from '@hm/ui/dialog';
import { Page } from '@hm/ui/page';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useComputeSnapshot } from '../api/compute';
import { scoreQueries } from '../api/scores';
import { DashboardFilterBar } from '../filters/DashboardFilterBar';
import { FilterGate } from '../filters/FilterGate';
import { useDashboardFilters } from '../filters/useDashboardFilters';
import { useDashboardTranslation } from '../i18n';
import '../shared/dashboard.css';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { ComputeResultMessage } from './ComputeResultMessage';
import { SnapshotMeta } from './SnapshotMeta';
import { VersionFacts } from './VersionFacts';

const CONFIG = { hospital: 'none', groups: false } as const;
const OPEN = 1;

/**
 * DB_TINH_DU_LIEU: take a snapshot of a version's answers now. Shows the version and its
 * latest snapshot; 'Tính dữ liệu' asks first, then says whether it computed or why not.
 */
export default function ComputeDataPage() {
  const { t } = useDashboardTranslation();
  const state = useDashboardFilters(CONFIG);
  const versionId = state.status === 'ready' ? state.filters.versionId : null;
  const latest = useEndpointQuery(scoreQueries.percentData, versionId !== null ? { params: { id: versionId }, query: {} } : null);
  const compute = useComputeSnapshot();
  const { confirm, dialog } = useConfirm();
  const [result, setResult] = useState<{ versionId: number; result: TComputeResult } | null>(null);
  const version = state.version;

  const run = () => {
    if (versionId === null) return;
    const id = versionId;
    confirm({
      header: t('compute.confirmTitle'),
      acceptLabel: t('compute.run'),
      message: (
        <div className="hm-dash-stack">
          <p>{t('compute.confirm', { title: version?.tieu_de_khao_sat ?? '' })}</p>
          {version?.status_khao_sat === OPEN && <p>{t('compute.confirmOpen', { min: latest.data?.scope.min_group_size ?? 5 })}</p>}
        </div>
      ),
      accept: () => compute.mutate(id, { onSuccess: (r) => setResult({ versionId: id, result: r }) }),
    });
  };

  return (
    <Page title={t('compute.title')} subtitle={t('compute.subtitle')}>
      <DashboardFilterBar state={state} />
      <FilterGate state={state}>
        {() =>
          version && (
            <div className="hm-dash-grid">
              <Panel id="version" title={t('compute.version')}>
                <VersionFacts version={version} />
              </Panel>
              <Panel
                id="snapshot"
                title={t('compute.latest')}
                actions={<Button type="button" label={t('compute.run')} icon="pi pi-calculator" loading={compute.isPending} onClick={run} />}
              >
                <div className="hm-dash-stack">
                  {result && result.versionId === versionId && <ComputeResultMessage result={result.result} />}
                  <QueryView query={latest} loadingHeight="10rem">
                    {(d) => (d.snapshot ? <SnapshotMeta snapshot={d.snapshot} /> : <p className="hm-dash-muted">{t('snapshot.none')}</p>)}
                  </QueryView>
                  <p className="hm-dash-muted">{t('compute.rules')}</p>
                </div>
              </Panel>
            </div>
          )
        }
      </FilterGate>
      {dialog}
    </Page>
  );
}
