import { useAppLink } from '@hm/platform';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useNavigate } from 'react-router-dom';
import { useCompositeList } from '../api/composites';
import { ALL_ROWS } from '../api/structure';
import { useSurveyTranslation } from '../i18n';
import '../shared/survey.css';
import { useCanEditVersion } from '../shared/useCanEditVersion';
import { useIdParams } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';
import { VersionSubtitle } from '../shared/VersionSubtitle';
import { CompositeForm } from './CompositeForm';

/**
 * /Composite/ModalComposite?phien_ban_id=&composite_id=: the composite form as a page (edit the
 * composite given, else create one); back to the list after saving.
 */
export default function ModalCompositePage() {
  const { t } = useSurveyTranslation();
  const navigate = useNavigate();
  const link = useAppLink();
  const [ids, setIds] = useIdParams();
  const versionId = ids.phien_ban_id;
  const compositeId = ids.composite_id;
  const { canEdit } = useCanEditVersion(versionId);
  const list = useCompositeList({ phien_ban_id: versionId ?? 0, status_composite: -1, page: 1, size: ALL_ROWS }, versionId !== null && compositeId !== null);
  const composite = list.data?.data.find((c) => c.composite_id === compositeId);
  const back = () => void navigate(link('Composite', { phien_ban_id: versionId }));

  return (
    <Page title={compositeId ? t('composites.dialogEdit') : t('composites.dialogCreate')} subtitle={<VersionSubtitle versionId={versionId} />}>
      <div className="hm-toolbar">
        <VersionPicker id="hm-survey-composite-page-version" value={versionId} onChange={(v) => setIds({ phien_ban_id: v })} />
      </div>
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
