import { useAppLink } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import { Link } from 'react-router-dom';
import { useDashboardTranslation } from '../i18n';
import { useDashboardPermissions } from '../shared/permissions';

/**
 * A version without a snapshot has no score figures yet: say so. While it takes votes, scores
 * come when it closes (docs/privacy.md), and participation is live; once closed, lead those
 * who may compute them to TinhDuLieu (others are told whom to ask).
 * @example {!version.has_snapshot && <NoSnapshot versionId={version.phien_ban_id} open={version.status_khao_sat !== 2} />}
 */
export function NoSnapshot({ versionId, open = false }: { versionId: number; open?: boolean }) {
  const { t } = useDashboardTranslation();
  const link = useAppLink();
  const { compute } = useDashboardPermissions();
  if (open) return <EmptyState icon="pi pi-lock" title={t('snapshot.open')} detail={t('snapshot.openDetail')} />;
  return (
    <EmptyState
      icon="pi pi-calculator"
      title={t('snapshot.none')}
      detail={compute ? t('snapshot.noneDetail') : t('snapshot.noneAskAdmin')}
      action={
        compute ? (
          <Link className="p-button p-component hm-dash-link-button" to={link('Dashboard/TinhDuLieu', { phien_ban_id: versionId })}>
            <i className="pi pi-calculator" aria-hidden="true" />
            <span>{t('compute.title')}</span>
          </Link>
        ) : undefined
      }
    />
  );
}
