import { endpoints, OWNERSHIPS, type THospital, type THospitalInfoInput, ZHospitalInfoInput } from '@hm/contract';
import { useApi, useCurrentUser, useEndpointMutation, useSession } from '@hm/platform';
import { AddressFields, FieldControl, type FieldDef } from '@hm/ui/crud';
import { applyServerErrors } from '@hm/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useSystemTranslation } from '../i18n';
import { LogoField } from './LogoField';

const ID = 'hm-hospital-info';

/** The form's values from the stored hospital. */
const valuesOf = (h: THospital): THospitalInfoInput => ({
  hospital_id: h.hospital_id,
  name: h.name,
  dia_chi: h.dia_chi ?? '',
  ma_tinh: h.ma_tinh,
  ma_xa: h.ma_xa,
  so_dien_thoai: h.so_dien_thoai ?? '',
  email: h.email ?? '',
  nguoi_lien_he: h.nguoi_lien_he ?? '',
  so_giuong: h.so_giuong,
  so_huu: h.so_huu,
  giang_day: h.giang_day ?? false,
  logo_upload_id: h.logo_upload_id,
});

/**
 * One hospital's own information: name, address (province → commune), contacts, the AHRQ site
 * characteristics and the logo; checked with the contract's schema, saved with a toast, the
 * server's refusals on their fields. Saving the user's own hospital refreshes the drawer.
 */
export function HospitalInfoForm({ hospital }: { hospital: THospital }) {
  const { t } = useSystemTranslation();
  const api = useApi();
  const user = useCurrentUser();
  const h = (k: string) => t(`hospitalInfo.${k}`);
  const form = useForm<THospitalInfoInput>({ resolver: zodResolver(ZHospitalInfoInput) as unknown as Resolver<THospitalInfoInput>, defaultValues: valuesOf(hospital) });
  const save = useEndpointMutation(endpoints.hospitalInfoUpdate, {
    invalidate: ['hospital'],
    success: h('saved'),
    onSuccess: async (saved) => {
      form.reset(valuesOf(saved));
      if (user?.hospital?.hospital_id === saved.hospital_id) useSession.getState().setUser(await api.call(endpoints.me, {}, { silent: true }));
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ body: values });
    } catch (err) {
      applyServerErrors(err, form.setError, Object.keys(ZHospitalInfoInput.shape));
    }
  });
  const field = (def: FieldDef<THospitalInfoInput>) => (
    <FieldControl key={def.name} def={def} form={form} id={`${ID}-${def.name}`} ctx={{ hospitalId: hospital.hospital_id }} disabled={false} />
  );

  return (
    <form id={`${ID}-form`} className="hm-form hm-hospital-info" onSubmit={submit} noValidate>
      <p>{t('hospitalInfo.code', { code: hospital.ma_benh_vien })}</p>
      <fieldset className="hm-fieldset">
        <legend>{h('title')}</legend>
        <div className="hm-form-grid">
          {field({ name: 'name', label: h('name'), kind: 'text' })}
          <AddressFields form={form} idPrefix={ID} labels={{ province: h('province'), commune: h('commune'), provinceFirst: h('provinceFirst') }} />
          {field({ name: 'dia_chi', label: h('address'), kind: 'text' })}
          {field({ name: 'nguoi_lien_he', label: h('contact'), kind: 'text' })}
          {field({ name: 'so_dien_thoai', label: h('phone'), kind: 'text' })}
          {field({ name: 'email', label: h('email'), kind: 'email' })}
        </div>
      </fieldset>
      <fieldset className="hm-fieldset">
        <legend>{h('ahrq')}</legend>
        <div className="hm-form-grid">
          {field({ name: 'so_giuong', label: h('beds'), kind: 'number' })}
          {field({ name: 'so_huu', label: h('ownership'), kind: 'select', options: OWNERSHIPS.map((o) => ({ value: o, label: h(`own.${o}`) })) })}
          {field({ name: 'giang_day', label: h('teaching'), kind: 'switch' })}
        </div>
      </fieldset>
      <fieldset className="hm-fieldset">
        <legend>{h('logo')}</legend>
        <Controller
          name="logo_upload_id"
          control={form.control}
          render={({ field: f, fieldState }) => (
            <LogoField
              id={`${ID}-logo`}
              hospitalId={hospital.hospital_id}
              value={(f.value as number | null | undefined) ?? null}
              onChange={f.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </fieldset>
      <div className="hm-hospital-info__footer">
        <Button type="submit" label={t('crud.save', { ns: 'common' })} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
