import { endpoints, type TUpload, upload, UPLOAD_MAX_BYTES } from '@hm/contract';
import { canCall, errorMessage, notify, saveBlob, useApi, useCurrentUser } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { useState } from 'react';
import { useSystemTranslation } from '../i18n';
import { EditUploadDialog } from './EditUploadDialog';
import { PreviewDialog } from './PreviewDialog';
import { formatBytes, typeKey } from './upload-format';
import { UploadDialog } from './UploadDialog';
import './uploads.css';

/** The page's resource: the contract's, with the multipart upload as its "create" (the Add button opens the upload dialog). */
const uploads = { ...upload, endpoints: { ...upload.endpoints, create: endpoints.uploadFileManager } };

/**
 * HeThong/QuanLyUploads: the files of the hospital shown and the product-wide ones, paged and
 * searchable, images or documents; upload (progress, limit stated), preview of images,
 * download, rename and description, delete after a confirmation.
 */
export default function UploadsPage() {
  const { t, i18n } = useSystemTranslation();
  const api = useApi();
  const user = useCurrentUser();
  const [preview, setPreview] = useState<TUpload | null>(null);
  // Shared files are written by system administrators (who alone hold the licence function).
  const systemAdmin = canCall(user, endpoints.licenceUpdate);
  const download = async (row: TUpload) => {
    try {
      saveBlob(await api.download(endpoints.uploadFile, { params: { id: row.upload_id } }), row.ten_tep);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };
  const hospitalOf = (r: TUpload) => r.ten_benh_vien ?? t('uploads.productWide');
  return (
    <>
      <ResourcePage
        config={{
          resource: uploads,
          title: t('uploads.title'),
          subtitle: t('uploads.limit', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }),
          addLabel: t('uploads.upload'),
          icon: 'pi pi-upload',
          idPrefix: 'hm-uploads',
          exportFile: false,
          empty: t('uploads.empty'),
          filters: [
            {
              kind: 'select',
              name: 'loai',
              label: t('uploads.kind'),
              options: [
                { value: null, label: t('crud.all', { ns: 'common' }) },
                { value: 'image', label: t('uploads.images') },
                { value: 'document', label: t('uploads.documents') },
              ],
            },
          ],
          rowLabel: (r: TUpload) => r.ten_tep,
          columns: [
            {
              header: t('uploads.name'),
              body: (r) => (
                <span className="hm-upload-name">
                  {r.ten_tep}
                  {r.mo_ta && <span className="hm-upload-muted">{r.mo_ta}</span>}
                </span>
              ),
              text: (r) => r.ten_tep,
            },
            { header: t('uploads.type'), body: (r) => t(typeKey(r.loai_mime)), text: (r) => r.loai_mime },
            { header: t('uploads.size'), body: (r) => formatBytes(r.kich_thuoc, i18n.language), text: (r) => r.kich_thuoc },
            { header: t('uploads.hospital'), body: hospitalOf, text: hospitalOf },
            {
              header: t('uploads.uploadedBy'),
              body: (r) => (
                <>
                  {r.nguoi_tai_len ?? t('uploads.none')}
                  <span className="hm-upload-muted">{r.created_at}</span>
                </>
              ),
              text: (r) => `${r.nguoi_tai_len ?? ''} ${r.created_at}`,
            },
          ],
          rowActions: [
            { icon: 'pi pi-eye', label: t('uploads.preview'), onClick: setPreview, visible: (r) => r.la_anh },
            { icon: 'pi pi-download', label: t('uploads.download'), onClick: (r) => void download(r) },
          ],
          dialog: ({ row, close, hospitalId }) =>
            row ? <EditUploadDialog row={row} onClose={close} /> : <UploadDialog hospitalId={hospitalId} mayShare={systemAdmin} onClose={close} />,
        }}
      />
      {preview && <PreviewDialog row={preview} onDownload={(r) => void download(r)} onClose={() => setPreview(null)} />}
    </>
  );
}
