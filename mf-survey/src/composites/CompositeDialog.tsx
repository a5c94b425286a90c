import type { TComposite } from '@hm/contract';
import { ModalDialog } from '@hm/ui/dialog';
import { useSurveyTranslation } from '../i18n';
import { CompositeForm } from './CompositeForm';

/** ModalComposite as a dialog over the composite list. */
export function CompositeDialog({ versionId, composite, onClose }: { versionId: number; composite?: TComposite; onClose: () => void }) {
  const { t } = useSurveyTranslation();
  return (
    <ModalDialog header={composite ? t('composites.dialogEdit') : t('composites.dialogCreate')} onHide={onClose} width="48rem">
      <CompositeForm versionId={versionId} composite={composite} onSaved={onClose} onCancel={onClose} />
    </ModalDialog>
  );
}
