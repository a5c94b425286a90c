import { hospital, LICENSABLE_MODULES, moduleName, OWNERSHIPS, type THospital, type THospitalInput } from '@hm/contract';
import { FieldControl, useResourceForm, type FieldDef } from '@hm/ui/crud';
import { FormDialog } from '@hm/ui/form';
import type { UseFormReturn } from 'react-hook-form';
import { useCataloguesTranslation } from '../i18n';
import { AddressFields } from './AddressFields';

export interface HospitalDialogProps {
  row: THospital | undefined;
  onClose: () => void;
}

const ID = 'hm-hospital-dialog';

/** A hospital: code, name, address (province → commune), contacts, AHRQ site characteristics, licensed modules. */
export function HospitalDialog({ row, onClose }: HospitalDialogProps) {
  const { t, i18n } = useCataloguesTranslation();
  const h = (k: string) => t(`pages.hospitals.${k}`);
  const { form, submit, saving, editing } = useResourceForm(hospital, {
    row,
    defaults: {
      ma_benh_vien: '',
      name: '',
      dia_chi: '',
      so_dien_thoai: '',
      email: '',
      nguoi_lien_he: '',
      ma_tinh: null,
      ma_xa: null,
      so_giuong: null,
      so_huu: null,
      giang_day: false,
      modules: [...LICENSABLE_MODULES],
    },
    toInput: (r) => ({
      dia_chi: r.dia_chi ?? '',
      so_dien_thoai: r.so_dien_thoai ?? '',
      email: r.email ?? '',
      nguoi_lien_he: r.nguoi_lien_he ?? '',
      giang_day: r.giang_day ?? false,
    }),
    onSaved: onClose,
  });
  const f = form as unknown as UseFormReturn<THospitalInput>;
  const field = (def: FieldDef<THospitalInput>) => (
    <FieldControl key={def.name} def={def} form={f} id={`${ID}-${def.name}`} ctx={{ hospitalId: null }} disabled={editing && !!def.readOnlyOnEdit} />
  );
  return (
    <FormDialog
      formId={`${ID}-form`}
      header={row ? `${t('pages.hospitals.title')}: ${row.name}` : h('add')}
      onHide={onClose}
      saving={saving}
      dirty={form.formState.isDirty && !saving}
      wide
    >
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        <div className="hm-form-grid">
          {field({ name: 'ma_benh_vien', label: h('code'), kind: 'text' })}
          {field({ name: 'name', label: h('name'), kind: 'text' })}
          <AddressFields form={f} idPrefix={ID} />
          {field({ name: 'dia_chi', label: h('address'), kind: 'text' })}
          {field({ name: 'nguoi_lien_he', label: h('contact'), kind: 'text' })}
          {field({ name: 'so_dien_thoai', label: h('phone'), kind: 'text' })}
          {field({ name: 'email', label: h('email'), kind: 'email' })}
          {field({ name: 'so_giuong', label: h('beds'), kind: 'number' })}
          {field({ name: 'so_huu', label: h('ownership'), kind: 'select', options: OWNERSHIPS.map((o) => ({ value: o, label: h(`own.${o}`) })) })}
          {field({ name: 'giang_day', label: h('teaching'), kind: 'switch' })}
          {field({ name: 'modules', label: h('modules'), kind: 'multiselect', options: LICENSABLE_MODULES.map((m) => ({ value: m, label: moduleName(m, i18n.language) })) })}
        </div>
      </form>
    </FormDialog>
  );
}
