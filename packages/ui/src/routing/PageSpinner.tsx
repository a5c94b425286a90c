import { useNavigationBusy } from '@hm/platform';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

/**
 * The fallback of a page being loaded; while it shows, the route-change progress bar runs.
 * @example <Suspense fallback={<PageSpinner />}>…</Suspense>
 */
export function PageSpinner() {
  const { t } = useTranslation();
  useNavigationBusy();
  return (
    <div role="status" aria-label={t('state.loading')} style={{ display: 'flex', justifyContent: 'center', padding: '3rem' }}>
      <ProgressSpinner style={{ width: 40, height: 40 }} strokeWidth="4" aria-label={t('state.loading')} />
    </div>
  );
}
