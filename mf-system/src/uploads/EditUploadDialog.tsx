import { type TUpload, type TUploadInput, upload } from '@hm/contract';
import { FieldControl, useResourceForm } from '@hm/ui/crud';
import { FormDialog } from '@hm/ui/form';
import type { UseFormReturn } from 'react-hook-form';
import { useSystemTranslation } from '../i18n';

const ID = 'hm-upload-edit';

/** A file's name (its extension fits its type; the server says so otherwise) and description. */
export function EditUploadDialog({ row, onClose }: { row: TUpload; onClose: () => void }) {
  const { t } = useSystemTranslation();
  const { form, submit, saving } = useResourceForm(upload, { row, toInput: (r) => ({ mo_ta: r.mo_ta ?? '' }), onSaved: onClose });
  const f = form as unknown as UseFormReturn<TUploadInput>;
  return (
    <FormDialog formId={`${ID}-form`} header={t('uploads.editTitle', { name: row.ten_tep })} onHide={onClose} saving={saving} dirty={form.formState.isDirty && !saving}>
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        <FieldControl def={{ name: 'ten_tep', label: t('uploads.name'), kind: 'text' }} form={f} id={`${ID}-ten_tep`} ctx={{ hospitalId: row.hospital_id }} disabled={false} />
        <FieldControl
          def={{ name: 'mo_ta', label: t('uploads.description'), kind: 'textarea' }}
          form={f}
          id={`${ID}-mo_ta`}
          ctx={{ hospitalId: row.hospital_id }}
          disabled={false}
        />
      </form>
    </FormDialog>
  );
}
