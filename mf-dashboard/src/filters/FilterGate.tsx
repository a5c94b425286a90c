import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import type { ReactNode } from 'react';
import { useDashboardTranslation } from '../i18n';
import type { DashboardFilterState } from './useDashboardFilters';

/**
 * What a dashboard shows until its filters are settled: a placeholder while the versions and
 * choices load, the server's message on failure, and why there is nothing to show (no version
 * to read, a version out of reach, no hospital in scope). Then the page's content.
 * @example <FilterGate state={state}>{() => <Figures … />}</FilterGate>
 */
export function FilterGate({ state, children }: { state: DashboardFilterState; children: () => ReactNode }) {
  const { t } = useDashboardTranslation();
  switch (state.status) {
    case 'loading':
      return <LoadingBlock height="16rem" />;
    case 'error':
      return <QueryError error={state.failed?.error} onRetry={() => void state.failed?.refetch()} />;
    case 'noVersions':
      return <EmptyState icon="pi pi-inbox" title={t('filters.noVersions')} detail={t('filters.noVersionsDetail')} />;
    case 'unknownVersion':
      return <EmptyState icon="pi pi-search" title={t('filters.unknownVersion')} detail={t('filters.unknownVersionDetail')} />;
    case 'noHospital':
      return <EmptyState icon="pi pi-building" title={t('filters.noHospital')} />;
    default:
      return <>{children()}</>;
  }
}
