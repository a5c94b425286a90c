import { endpoints, staff, type TStaff } from '@hm/contract';
import { errorMessage, notify, useApi, useCanCall } from '@hm/platform';
import { ResourcePage, useHospitalFilter, useListParams } from '@hm/ui/crud';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useCataloguesTranslation } from '../i18n';
import { StaffImportDialog } from './import/StaffImportDialog';
import { downloadPersonalData, PersonalDataEraseDialog } from './PersonalDataDialog';

/**
 * HeThongDanhMuc/NhanVien: the staff of a hospital, searchable by name or code and filtered by
 * department and job title; e-mail and phone only for callers with NHAN_VIEN_CHI_TIET (the
 * server leaves them empty otherwise); import from the xlsx template; one staff member's personal
 * data downloaded (JSON) or erased (docs/privacy.md "A staff member's data").
 */
export default function StaffPage() {
  const { t } = useCataloguesTranslation();
  const queryClient = useQueryClient();
  const list = useListParams([], 10, staff.name);
  const hospital = useHospitalFilter(true, list);
  const [importing, setImporting] = useState(false);
  const canImport = useCanCall(endpoints.staffImport);
  const api = useApi();
  const canExport = useCanCall(endpoints.personalDataExport);
  const canErase = useCanCall(endpoints.personalDataErase);
  const [erasing, setErasing] = useState<TStaff | null>(null);
  const download = (format: 'json' | 'xlsx') => (row: TStaff) => void downloadPersonalData(api, row, format).catch((err: unknown) => notify.error(errorMessage(err)));
  const p = (k: string) => t(`pages.staff.${k}`);
  return (
    <>
      <ResourcePage
        config={{
          resource: staff,
          title: p('title'),
          addLabel: p('add'),
          icon: 'pi pi-users',
          pageSize: 20,
          filters: [
            { kind: 'select', name: 'phongBanId', label: p('department'), combo: endpoints.departmentCombo },
            { kind: 'select', name: 'chucDanhId', label: p('jobTitle'), combo: endpoints.jobTitleCombo },
          ],
          columns: [
            { field: 'ma_nhan_vien', header: p('code') },
            { field: 'ten_nhan_vien', header: p('name') },
            { field: 'ten_phong_ban', header: p('department') },
            { field: 'ten_chuc_danh', header: p('jobTitle') },
            { field: 'ten_chuc_vu', header: p('position') },
            { field: 'email', header: p('email') },
            { field: 'so_dien_thoai', header: p('phone') },
            { field: 'nhan_su_ngoai', header: p('external'), kind: 'boolean' },
            { field: 'tam_ngung', header: t('pages.status'), kind: 'active' },
          ],
          form: [
            { name: 'ma_nhan_vien', label: p('code'), kind: 'text' },
            { name: 'ten_nhan_vien', label: p('name'), kind: 'text' },
            { name: 'phong_ban_id', label: p('department'), kind: 'select', combo: endpoints.departmentCombo },
            { name: 'chuc_danh_id', label: p('jobTitle'), kind: 'select', combo: endpoints.jobTitleCombo },
            { name: 'chuc_vu_id', label: p('position'), kind: 'select', combo: endpoints.positionCombo },
            { name: 'email', label: p('email'), kind: 'email' },
            { name: 'so_dien_thoai', label: p('phone'), kind: 'text' },
            { name: 'nhan_su_ngoai', label: p('external'), kind: 'switch' },
          ],
          rowActions: [
            ...(canExport
              ? [
                  { icon: 'pi pi-download', label: p('personalData'), onClick: download('json') },
                  { icon: 'pi pi-file-excel', label: p('personalDataXlsx'), onClick: download('xlsx') },
                ]
              : []),
            ...(canErase ? [{ icon: 'pi pi-eraser', label: p('erasePersonalData'), onClick: setErasing, danger: true }] : []),
          ],
          toolbarActions: canImport && hospital.hospitalId !== null && (
            <Button type="button" label={p('import')} icon="pi pi-file-import" outlined onClick={() => setImporting(true)} />
          ),
        }}
      />
      {importing && hospital.hospitalId !== null && (
        <StaffImportDialog hospitalId={hospital.hospitalId} onClose={() => setImporting(false)} onImported={() => void queryClient.invalidateQueries({ queryKey: [staff.name] })} />
      )}
      {erasing && <PersonalDataEraseDialog row={erasing} onClose={() => setErasing(null)} />}
    </>
  );
}
