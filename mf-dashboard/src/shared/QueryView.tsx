import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import type { ReactNode } from 'react';
import { useDashboardTranslation } from '../i18n';

/** What QueryView reads of a react-query result (or of several combined). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** What the loaded figures look like. */
  children: (data: T) => ReactNode;
  /** Whether there is nothing to show, and what to say then. */
  isEmpty?: (data: T) => boolean;
  empty?: string;
  /** Height of the placeholder while loading. */
  loadingHeight?: string;
}

/**
 * The states of one read, in place: a placeholder while loading, the server's Vietnamese message
 * with a retry on failure, an empty state, else the figures.
 * @example <QueryView query={rates} isEmpty={(d) => d.length === 0} empty="Chưa có khoa/phòng">{(d) => <BarChart … />}</QueryView>
 */
export function QueryView<T>({ query, children, isEmpty, empty, loadingHeight = '12rem' }: QueryViewProps<T>) {
  const { t } = useDashboardTranslation();
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) {
    return <LoadingBlock height={loadingHeight} />;
  }
  if (isEmpty?.(query.data)) return <EmptyState icon="pi pi-chart-bar" title={empty ?? t('common.empty')} />;
  return <>{children(query.data)}</>;
}
