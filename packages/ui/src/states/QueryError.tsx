import { errorMessage } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ErrorState';

/**
 * A failed read, in place: 'Không tải được dữ liệu', the server's Vietnamese message (or the
 * IT-contact message) and a retry.
 * @example if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorState title={t('state.loadError')} message={errorMessage(error)} onRetry={onRetry} />;
}
