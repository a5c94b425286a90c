import { actionPlan, type TActionPlan } from '@hm/contract';
import { resourceQueries, useApi, useAppLink } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router-dom';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { QueryView } from '../shared/QueryView';
import { PLAN_PARAM, PLANS_PATH, STATUS_SEVERITY, statusLabel } from './plan-data';

/**
 * The hospital dashboard's panel of the action plans of the wave shown: each plan's title (a link
 * that opens it), its lead and end date, and its status in words; a link to the whole list.
 * @example <ActionPlansPanel versionId={3} hospitalId={1} />
 */
export function ActionPlansPanel({ versionId, hospitalId }: { versionId: number; hospitalId: number }) {
  const { t } = useDashboardTranslation();
  const api = useApi();
  const link = useAppLink();
  const plans = useQuery(resourceQueries(actionPlan).list(api, { phien_ban_id: versionId, hospitalId, page: 1, size: 50 } as never));
  const rows = (plans.data as { data: TActionPlan[] } | undefined)?.data;
  const query = { ...plans, data: rows };
  return (
    <Panel
      id="action-plans"
      title={t('actionPlans.panel.title')}
      hint={t('actionPlans.panel.hint')}
      wide
      actions={
        <Link className="hm-dash-link" to={link(PLANS_PATH, { phien_ban_id: versionId, hospitalId })}>
          {t('actionPlans.panel.open')}
        </Link>
      }
    >
      <QueryView query={query} loadingHeight="4rem" isEmpty={(d) => d.length === 0} empty={t('actionPlans.panel.empty')}>
        {(d) => (
          <ul className="hm-plan-panel" data-list="action-plans">
            {d.map((p) => (
              <li key={p.ke_hoach_id}>
                <Link to={link(PLANS_PATH, { phien_ban_id: versionId, hospitalId, [PLAN_PARAM]: p.ke_hoach_id })}>{p.tieu_de}</Link>
                <span className="hm-plan-muted">{[p.nguoi_phu_trach, p.ngay_ket_thuc].filter(Boolean).join(' · ')}</span>
                <Tag value={statusLabel(t, p.trang_thai)} severity={STATUS_SEVERITY[p.trang_thai]} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Panel>
  );
}
