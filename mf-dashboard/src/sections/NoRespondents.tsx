import { EmptyState } from '@hm/ui';
import { useDashboardTranslation } from '../i18n';

/** A group of the filters that no respondent in the snapshot belongs to. */
export function NoRespondents() {
  const { t } = useDashboardTranslation();
  return <EmptyState icon="pi pi-users" title={t('scope.noRespondents')} detail={t('scope.noRespondentsDetail')} />;
}
