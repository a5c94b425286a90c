import { useLoading } from '@hm/platform';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import './loading-overlay.css';

/**
 * The overlay shown while the global loading flag is set (spec §2).
 * @example <LoadingOverlay />
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useLoading();
  if (!loading) return null;
  return (
    <div className="hm-loading-overlay" role="status" aria-live="polite" aria-label={t('state.loading')}>
      <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" />
    </div>
  );
}
