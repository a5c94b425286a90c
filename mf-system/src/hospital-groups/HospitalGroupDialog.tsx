import { endpoints, hospitalGroup, type THospitalGroupInput, type THospitalGroupRow } from '@hm/contract';
import { useApi } from '@hm/platform';
import { EndpointSelect, FieldControl, useResourceForm } from '@hm/ui/crud';
import { Field, FormDialog, invalidProps } from '@hm/ui/form';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useSystemTranslation } from '../i18n';

export interface HospitalGroupDialogProps {
  row: THospitalGroupRow | undefined;
  onClose: () => void;
}

const ID = 'hm-hospital-group-dialog';
type Kind = 'province' | 'list';

/**
 * A group: its name and its hospitals, either every hospital of a province (by address, read
 * live) or a chosen list; switching between the two empties the other, as the server keeps one.
 */
export function HospitalGroupDialog({ row, onClose }: HospitalGroupDialogProps) {
  const { t } = useSystemTranslation();
  const g = (k: string, o?: Record<string, unknown>) => t(`hospitalGroups.${k}`, o);
  const api = useApi();
  const { form, submit, saving } = useResourceForm(hospitalGroup, {
    row,
    defaults: { ten: '', ma_tinh: null, hospital_ids: [] },
    toInput: (r) => ({ ma_tinh: r.ma_tinh, hospital_ids: r.ma_tinh ? [] : r.hospitals.map((h) => h.hospital_id) }),
    onSaved: onClose,
  });
  const f = form as unknown as UseFormReturn<THospitalGroupInput>;
  const [kind, setKind] = useState<Kind>(row && !row.ma_tinh ? 'list' : 'province');
  const provinces = useQuery({
    queryKey: ['adminUnit', 'level', 1],
    queryFn: ({ signal }) => api.call(endpoints.adminUnitByLevel, { params: { level: 1 } }, { silent: true, signal }),
    staleTime: Infinity,
  });
  const errors = f.formState.errors;
  const provinceError = errors.ma_tinh?.message;
  const hospitalsError = errors.hospital_ids?.message ?? (errors.hospital_ids as { root?: { message?: string } } | undefined)?.root?.message;
  const choose = (k: Kind) => {
    setKind(k);
    if (k === 'province') f.setValue('hospital_ids', [], { shouldDirty: true });
    else f.setValue('ma_tinh', null, { shouldDirty: true });
  };
  const ids = { province: `${ID}-ma_tinh`, hospitals: `${ID}-hospital_ids` };
  return (
    <FormDialog formId={`${ID}-form`} header={row ? g('editTitle', { name: row.ten }) : g('add')} onHide={onClose} saving={saving} dirty={f.formState.isDirty && !saving}>
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        <FieldControl def={{ name: 'ten', label: g('name'), kind: 'text' }} form={f} id={`${ID}-ten`} ctx={{ hospitalId: null }} disabled={false} required />
        <fieldset className="hm-fieldset">
          <legend>{g('kind')}</legend>
          <div className="hm-radios">
            {(['province', 'list'] as const).map((k) => (
              <div key={k} className="hm-check">
                <RadioButton inputId={`${ID}-kind-${k}`} name={`${ID}-kind`} value={k} checked={kind === k} onChange={() => choose(k)} />
                <label htmlFor={`${ID}-kind-${k}`}>{k === 'province' ? g('byProvince') : g('byList')}</label>
              </div>
            ))}
          </div>
        </fieldset>
        {kind === 'province' ? (
          <Field id={ids.province} label={g('province')} error={provinceError ?? hospitalsError} hint={g('provinceHint')} required>
            <Controller
              name="ma_tinh"
              control={f.control}
              render={({ field }) => (
                <Dropdown
                  inputId={ids.province}
                  value={field.value ?? null}
                  options={provinces.data ?? []}
                  optionLabel="ten"
                  optionValue="ma"
                  filter
                  placeholder={g('chooseProvince')}
                  loading={provinces.isLoading}
                  onChange={(e) => field.onChange((e.value as string | null) ?? null)}
                  invalid={!!(provinceError ?? hospitalsError)}
                  aria-required
                  {...invalidProps(ids.province, provinceError ?? hospitalsError)}
                />
              )}
            />
          </Field>
        ) : (
          <Field id={ids.hospitals} label={g('hospitals')} error={hospitalsError} hint={g('hospitalsHint')} required>
            <Controller
              name="hospital_ids"
              control={f.control}
              render={({ field }) => (
                // No `required` here: PrimeReact's MultiSelect would put aria-required on its root div (axe: aria-allowed-attr).
                <EndpointSelect
                  inputId={ids.hospitals}
                  endpoint={endpoints.hospitalAuth}
                  multiple
                  value={(field.value as number[] | undefined) ?? []}
                  onChange={(v) => field.onChange(v ?? [])}
                  placeholder={g('chooseHospitals')}
                  invalid={!!hospitalsError}
                />
              )}
            />
          </Field>
        )}
      </form>
    </FormDialog>
  );
}
