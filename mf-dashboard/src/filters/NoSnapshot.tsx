import { useAppLink } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import { Link } from 'react-router-dom';
import { useDashboardTranslation } from '../i18n';
import { useDashboardPermissions } from '../shared/permissions';

/**
 * A version without a snapshot has no score figures yet: say so, and lead those who may compute
 * them to TinhDuLieu (others are told whom to ask).
 * @example {!version.has_snapshot && <NoSnapshot versionId={version.phien_ban_id} />}
 */
export function NoSnapshot({ versionId }: { versionId: number }) {
  const { t } = useDashboardTranslation();
  const link = useAppLink();
  const { compute } = useDashboardPermissions();
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
