import { endpoints, type TStaff } from '@hm/contract';
import { errorMessage, saveBlob, useApi, useEndpointMutation } from '@hm/platform';
import { ModalDialog } from '@hm/ui/dialog';
import { Field } from '@hm/ui/form';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useCataloguesTranslation } from '../i18n';

const ID = 'hm-personal-data';

/** Downloads everything held about one staff member as a JSON file or a workbook (the server audits the export). */
export async function downloadPersonalData(api: ReturnType<typeof useApi>, row: TStaff, format: 'json' | 'xlsx'): Promise<void> {
  const params = { id: row.nhan_vien_id };
  if (format === 'xlsx') return saveBlob(await api.download(endpoints.personalDataExportXlsx, { params }), `du-lieu-ca-nhan-${row.ma_nhan_vien}.xlsx`);
  const data = await api.call(endpoints.personalDataExport, { params });
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `du-lieu-ca-nhan-${row.ma_nhan_vien}.json`);
}

/**
 * Erasure of one staff member's personal data (docs/privacy.md "A staff member's data"): says
 * what goes and what stays, asks for the staff code as confirmation, and shows the server's
 * refusal (a survey not closed yet names them) in the dialog.
 */
export function PersonalDataEraseDialog({ row, onClose }: { row: TStaff; onClose: () => void }) {
  const { t } = useCataloguesTranslation();
  const e = (k: string, o?: Record<string, unknown>) => t(`pages.staff.erase.${k}`, o);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const erase = useEndpointMutation(endpoints.personalDataErase, { invalidate: ['staff'], success: e('done') });
  const submit = async () => {
    setRefusal(null);
    try {
      await erase.mutateAsync({ params: { id: row.nhan_vien_id }, body: { ma_nhan_vien: code } });
      onClose();
    } catch (err) {
      setRefusal(errorMessage(err));
    }
  };
  const footer = (
    <>
      <Button type="button" label={t('crud.cancel', { ns: 'common' })} outlined onClick={onClose} disabled={erase.isPending} />
      <Button
        type="button"
        label={e('confirm')}
        icon="pi pi-trash"
        severity="danger"
        outlined
        loading={erase.isPending}
        disabled={code.trim() === ''}
        onClick={() => void submit()}
      />
    </>
  );
  return (
    <ModalDialog header={e('title', { name: row.ten_nhan_vien })} width="40rem" onHide={onClose} footer={footer}>
      <p>{e('what')}</p>
      <p>{e('kept')}</p>
      <Field id={`${ID}-code`} label={e('typeCode', { code: row.ma_nhan_vien })}>
        <InputText id={`${ID}-code`} value={code} onChange={(ev) => setCode(ev.target.value)} autoComplete="off" />
      </Field>
      {refusal && <Message severity="error" text={refusal} role="alert" />}
    </ModalDialog>
  );
}
