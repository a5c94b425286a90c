import type { TUpload } from '@hm/contract';
import { useUploadImage } from '@hm/platform';
import { ModalDialog } from '@hm/ui/dialog';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useSystemTranslation } from '../i18n';

/** An uploaded image shown in the page (fetched with the session, shown from memory), with its download. */
export function PreviewDialog({ row, onDownload, onClose }: { row: TUpload; onDownload: (row: TUpload) => void; onClose: () => void }) {
  const { t } = useSystemTranslation();
  const image = useUploadImage(row.upload_id);
  return (
    <ModalDialog
      header={row.ten_tep}
      onHide={onClose}
      width="48rem"
      footer={<Button type="button" label={t('uploads.download')} icon="pi pi-download" outlined onClick={() => onDownload(row)} />}
    >
      <div className="hm-upload-preview">
        {image.src ? (
          <img src={image.src} alt={row.mo_ta ?? row.ten_tep} />
        ) : image.error ? (
          <p role="alert">{t('uploads.noPreview')}</p>
        ) : (
          <ProgressSpinner aria-label={t('uploads.preview')} />
        )}
      </div>
    </ModalDialog>
  );
}
