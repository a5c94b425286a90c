import { endpoints, type TUpload, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@hm/contract';
import { comboQuery, errorMessage, notify, useApi } from '@hm/platform';
import { Field, FormDialog } from '@hm/ui/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputTextarea } from 'primereact/inputtextarea';
import { ProgressBar } from 'primereact/progressbar';
import { type FormEvent, useState } from 'react';
import { useSystemTranslation } from '../i18n';
import { formatBytes, UPLOADS_KEY } from './upload-format';

const ID = 'hm-upload-dialog';
const MB = UPLOAD_MAX_BYTES / 1024 / 1024;

export interface UploadDialogProps {
  /** The hospital the page shows (the files go there unless shared). */
  hospitalId: number | null;
  /** System administrators may share a file with every hospital. */
  mayShare: boolean;
  onClose: () => void;
  /** After the files were stored. */
  onUploaded?: (rows: TUpload[]) => void;
}

/**
 * Uploads one file (with a description) or several at once: the limit stated, sizes checked
 * before sending, the progress of the bytes shown, the server's refusal (type by content, size)
 * said in the dialog.
 */
export function UploadDialog({ hospitalId: pageHospital, mayShare, onClose, onUploaded }: UploadDialogProps) {
  const { t, i18n } = useSystemTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const hospitals = useQuery(comboQuery(api, endpoints.hospitalAuth)).data ?? [];
  const [files, setFiles] = useState<File[]>([]);
  const [hospitalId, setHospitalId] = useState<number | null>(pageHospital);
  const [shared, setShared] = useState(false);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const send = useMutation({
    mutationFn: async () => {
      const query = shared || hospitalId === null ? {} : { hospitalId };
      const fields: Record<string, string> = description.trim() ? { mo_ta: description.trim() } : {};
      const o = { fields, onProgress: (sent: number, total: number) => setProgress(total ? Math.round((100 * sent) / total) : 100) };
      return files.length === 1 ? [await api.upload(endpoints.uploadFileManager, files[0]!, { query }, o)] : api.upload(endpoints.uploadFiles, files, { query }, o);
    },
    onSuccess: async (rows) => {
      notify.success(t('uploads.uploaded', { count: rows.length }));
      await queryClient.invalidateQueries({ queryKey: UPLOADS_KEY });
      onUploaded?.(rows);
      onClose();
    },
    onError: (err) => {
      setProgress(null);
      setError(errorMessage(err));
    },
  });

  const choose = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    setFiles(chosen);
    setProgress(null);
    const big = chosen.find((f) => f.size > UPLOAD_MAX_BYTES);
    setError(chosen.length > UPLOAD_MAX_FILES ? t('uploads.tooMany', { max: UPLOAD_MAX_FILES }) : big ? t('uploads.tooLarge', { name: big.name, mb: MB }) : null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!files.length) return setError(t('uploads.chooseFile'));
    if (error) return;
    setError(null);
    setProgress(0);
    send.mutate();
  };
  const total = files.reduce((n, f) => n + f.size, 0);
  const edited = files.length > 0 || description.trim() !== '' || shared || hospitalId !== pageHospital;

  return (
    <FormDialog formId={`${ID}-form`} header={t('uploads.upload')} onHide={onClose} saving={send.isPending} dirty={edited && !send.isPending} submitLabel={t('uploads.upload')}>
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        <Field id={`${ID}-files`} label={t('uploads.files')} error={error ?? undefined} hint={t('uploads.filesHint', { mb: MB, max: UPLOAD_MAX_FILES })}>
          <input
            id={`${ID}-files`}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            className="hm-upload-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ID}-files-error` : undefined}
            onChange={(e) => choose(e.target.files)}
          />
        </Field>
        {files.length > 0 && <p className="hm-upload-chosen">{t('uploads.chosen', { count: files.length, size: formatBytes(total, i18n.language) })}</p>}
        {mayShare && (
          <div className="hm-check">
            <InputSwitch inputId={`${ID}-shared`} checked={shared} onChange={(e) => setShared(!!e.value)} />
            <label htmlFor={`${ID}-shared`}>{t('uploads.shareAll')}</label>
          </div>
        )}
        {!shared && hospitals.length > 1 && (
          <Field id={`${ID}-hospital`} label={t('uploads.hospital')}>
            <Dropdown
              inputId={`${ID}-hospital`}
              value={hospitalId}
              options={hospitals}
              optionLabel="name"
              optionValue="id"
              filter
              onChange={(e) => setHospitalId(e.value as number)}
            />
          </Field>
        )}
        <Field id={`${ID}-description`} label={t('uploads.description')}>
          <InputTextarea id={`${ID}-description`} rows={2} autoResize maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        {progress !== null && <ProgressBar value={progress} aria-label={t('uploads.progress')} />}
      </form>
    </FormDialog>
  );
}
