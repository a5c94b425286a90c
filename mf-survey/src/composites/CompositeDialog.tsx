import type { TComposite } from '@hm/contract';
import { Dialog } from 'primereact/dialog';
import { useSurveyTranslation } from '../i18n';
import { CompositeForm } from './CompositeForm';

/** ModalComposite as a dialog over the composite list. */
export function CompositeDialog({ versionId, composite, onClose }: { versionId: number; composite?: TComposite; onClose: () => void }) {
  const { t } = useSurveyTranslation();
  return (
    <Dialog
      visible
      header={composite ? t('composites.dialogEdit') : t('composites.dialogCreate')}
      onHide={onClose}
      modal
      draggable={false}
      style={{ width: '48rem' }}
      breakpoints={{ '960px': '85vw', '641px': '100vw' }}
    >
      <CompositeForm versionId={versionId} composite={composite} onSaved={onClose} onCancel={onClose} />
    </Dialog>
  );
}
