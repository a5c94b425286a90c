import { ApiError } from '@hm/contract';
import { errorMessage } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ErrorState';

/** Refusals a retry cannot change (not allowed, not found): no 'Thử lại' for them. */
const FINAL = new Set([403, 404, 410]);

/**
 * A failed read, in place: 'Không tải được dữ liệu', the server's Vietnamese message (or the
 * IT-contact message) and a retry, except for a refusal a retry would only repeat.
 * @example if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const final = error instanceof ApiError && FINAL.has(error.code);
  return <ErrorState title={t('state.loadError')} message={errorMessage(error)} {...(final ? {} : { onRetry })} />;
}
