import { errorMessage } from '@hm/platform';
import { ErrorState } from '@hm/ui';
import { useCataloguesTranslation } from '../i18n';

/**
 * A failed read, in place: the server's Vietnamese message (or the IT-contact message) and a retry.
 * @example if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCataloguesTranslation();
  return <ErrorState title={t('common.loadError')} message={errorMessage(error)} onRetry={onRetry} />;
}
