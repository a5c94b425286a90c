import { screenPath } from '@hm/contract';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useAllComposites } from '../api/composites';
import { useSurveyTranslation } from '../i18n';
import '../shared/survey.css';
import { useVersionList } from '../shared/useVersionList';
import { CompositeForm } from './CompositeForm';

/**
 * KS_SUA_COMPOSITE?phien_ban_id=&composite_id=: the composite form as a page (edit the
 * composite given, else create one); back to the list after saving.
 */
export default function CompositeFormPage() {
  const { t } = useSurveyTranslation();
  const { ids, versionId, canEdit, picker, go, config } = useVersionList('hm-survey-composite-page');
  const compositeId = ids.composite_id;
  const list = useAllComposites(versionId, compositeId !== null);
  const composite = list.data?.data.find((c) => c.composite_id === compositeId);
  const back = () => go(screenPath('KS_COMPOSITE'), { phien_ban_id: versionId });

  return (
    <Page title={compositeId ? t('composites.dialogEdit') : t('composites.dialogCreate')} subtitle={config.subtitle}>
      <div className="hm-toolbar">{picker}</div>
      {versionId === null ? (
        <EmptyState icon="pi pi-sitemap" title={t('picker.versionPrompt')} />
      ) : !canEdit ? (
        <EmptyState icon="pi pi-lock" title={t('common.readOnly')} />
      ) : compositeId === null ? (
        <CompositeForm versionId={versionId} onSaved={back} onCancel={back} />
      ) : list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : composite ? (
        <CompositeForm key={compositeId} versionId={versionId} composite={composite} onSaved={back} onCancel={back} />
      ) : (
        <EmptyState title={t('composites.notFound')} />
      )}
    </Page>
  );
}
