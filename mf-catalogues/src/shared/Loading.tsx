import { Skeleton } from 'primereact/skeleton';
import { useCataloguesTranslation } from '../i18n';

/** A placeholder while a read loads, announced to screen readers. */
export function Loading({ height = '12rem' }: { height?: string }) {
  const { t } = useCataloguesTranslation();
  return (
    <div role="status" aria-live="polite" className="hm-cat-loading">
      <span className="hm-sr-only">{t('common.loading')}</span>
      <Skeleton height={height} />
    </div>
  );
}
