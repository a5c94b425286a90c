import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import type { ReactNode } from 'react';
import { useCataloguesTranslation } from '../i18n';
import type { HospitalChoice } from './useHospitalChoice';

/**
 * What a hospital page shows before its hospital is known: loading, the failed read of the
 * caller's hospitals, or an account with no hospital; then its content for the chosen one.
 * @example <HospitalGate choice={choice}>{(hospitalId) => <MappingTable hospitalId={hospitalId} … />}</HospitalGate>
 */
export function HospitalGate({ choice, children }: { choice: HospitalChoice; children: (hospitalId: number) => ReactNode }) {
  const { t } = useCataloguesTranslation();
  if (choice.query.isError) return <QueryError error={choice.query.error} onRetry={() => void choice.query.refetch()} />;
  if (!choice.query.data) return <LoadingBlock className="hm-cat-loading" />;
  if (choice.hospitalId === null) return <EmptyState icon="pi pi-building" title={t('hospital.none')} detail={t('hospital.noneDetail')} />;
  return <>{children(choice.hospitalId)}</>;
}
