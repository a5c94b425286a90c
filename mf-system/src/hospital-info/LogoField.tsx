import { endpoints, type TUpload, UPLOAD_IMAGE_ACCEPT, UPLOAD_MAX_BYTES } from '@hm/contract';
import { canCall, errorMessage, notify, useApi, useCurrentUser, useUploadImage } from '@hm/platform';
import { Field } from '@hm/ui/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useRef, useState } from 'react';
import { useSystemTranslation } from '../i18n';

export interface LogoFieldProps {
  id: string;
  hospitalId: number;
  value: number | null;
  onChange: (uploadId: number | null) => void;
  error?: string | undefined;
}

/**
 * The hospital's logo: the image shown, chosen among the images uploaded for the hospital (or
 * shared), or uploaded here; removable. Without the uploads function the logo is only shown.
 */
export function LogoField({ id, hospitalId, value, onChange, error }: LogoFieldProps) {
  const { t } = useSystemTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const mayUpload = canCall(useCurrentUser(), endpoints.uploadFileManager);
  const image = useUploadImage(value);
  const images = useQuery({
    queryKey: ['upload', 'list', { hospitalId, loai: 'image', size: 200 }],
    queryFn: ({ signal }) => api.call(endpoints.uploadList, { query: { hospitalId, loai: 'image', size: 200 } }, { silent: true, signal }),
    enabled: mayUpload,
  });
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const options = (images.data?.data ?? []).map((r: TUpload) => ({ value: r.upload_id, label: r.ten_benh_vien ? r.ten_tep : `${r.ten_tep} (${t('uploads.productWide')})` }));

  const uploadNew = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const row = await api.upload(endpoints.uploadFileManager, file, { query: { hospitalId } }, { fields: { mo_ta: t('hospitalInfo.logo') } });
      if (!row.la_anh) notify.error(t('hospitalInfo.logoHint', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }));
      else onChange(row.upload_id);
      await queryClient.invalidateQueries({ queryKey: ['upload'] });
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Field
      id={id}
      label={t('hospitalInfo.logo')}
      error={error}
      hint={mayUpload ? t('hospitalInfo.logoHint', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }) : t('hospitalInfo.logoReadOnly')}
    >
      <div className="hm-logo-field">
        <div className="hm-logo-field__image">{image.src ? <img src={image.src} alt={t('hospitalInfo.logo')} /> : <span>{t('hospitalInfo.logoNone')}</span>}</div>
        {mayUpload && (
          <div className="hm-logo-field__actions">
            <Dropdown
              inputId={id}
              value={value}
              options={options}
              placeholder={t('hospitalInfo.logoPick')}
              filter
              loading={images.isLoading}
              onChange={(e) => onChange((e.value as number | null) ?? null)}
            />
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={UPLOAD_IMAGE_ACCEPT}
              className="hm-visually-hidden"
              tabIndex={-1}
              aria-hidden
              onChange={(e) => void uploadNew(e.target.files?.[0])}
            />
            <Button type="button" label={t('hospitalInfo.logoUpload')} icon="pi pi-upload" outlined loading={uploading} onClick={() => input.current?.click()} />
            {value !== null && <Button type="button" label={t('hospitalInfo.logoRemove')} icon="pi pi-times" severity="secondary" text onClick={() => onChange(null)} />}
          </div>
        )}
      </div>
    </Field>
  );
}
