import { Skeleton } from 'primereact/skeleton';
import { useDashboardTranslation } from '../i18n';

/** Placeholders of a group of panels while the read that decides what they show is on its way. */
export function PanelsLoading({ count = 2 }: { count?: number }) {
  const { t } = useDashboardTranslation();
  return (
    <div className="hm-dash-grid" role="status">
      <span className="hm-sr-only">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height="16rem" />
      ))}
    </div>
  );
}
