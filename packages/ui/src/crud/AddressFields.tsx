import { endpoints } from '@hm/contract';
import { useApi } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { Field, invalidProps } from '../form/Field';

/** A form with a province and a commune code (the hospital's catalogue form and its own information). */
export interface AddressForm extends FieldValues {
  ma_tinh?: string | null | undefined;
  ma_xa?: string | null | undefined;
}

export interface AddressFieldsProps<F extends AddressForm> {
  form: UseFormReturn<F>;
  idPrefix: string;
  labels: { province: string; commune: string; provinceFirst: string };
}

/**
 * Province, then commune or ward (after 1 July 2025), as General Statistics Office codes: two
 * searchable dropdowns over the administrative-unit calls; changing the province clears the commune.
 * @example <AddressFields form={form} idPrefix="hm-hospital" labels={{ province: 'Tỉnh/thành phố', commune: 'Xã/phường', provinceFirst: 'Chọn tỉnh trước' }} />
 */
export function AddressFields<F extends AddressForm>({ form, idPrefix, labels }: AddressFieldsProps<F>) {
  const api = useApi();
  const tinh = 'ma_tinh' as Path<F>;
  const xa = 'ma_xa' as Path<F>;
  const province = form.watch(tinh) as string | null;
  const provinces = useQuery({
    queryKey: ['adminUnit', 'level', 1],
    queryFn: ({ signal }) => api.call(endpoints.adminUnitByLevel, { params: { level: 1 } }, { silent: true, signal }),
    staleTime: Infinity,
  });
  const communes = useQuery({
    queryKey: ['adminUnit', 'parent', province],
    queryFn: ({ signal }) => api.call(endpoints.adminUnitByParent, { params: { id: province! } }, { silent: true, signal }),
    enabled: !!province,
    staleTime: Infinity,
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const ids = { tinh: `${idPrefix}-ma_tinh`, xa: `${idPrefix}-ma_xa` };
  return (
    <>
      <Field id={ids.tinh} label={labels.province} error={errors.ma_tinh?.message}>
        <Controller
          name={tinh}
          control={form.control}
          render={({ field }) => (
            <Dropdown
              inputId={ids.tinh}
              value={field.value ?? null}
              options={provinces.data ?? []}
              optionLabel="ten"
              optionValue="ma"
              filter
              showClear
              loading={provinces.isLoading}
              onChange={(e) => {
                field.onChange(e.value ?? null);
                form.setValue(xa, null as PathValue<F, Path<F>>);
              }}
              {...invalidProps(ids.tinh, errors.ma_tinh?.message)}
            />
          )}
        />
      </Field>
      <Field id={ids.xa} label={labels.commune} error={errors.ma_xa?.message} hint={province ? undefined : labels.provinceFirst}>
        <Controller
          name={xa}
          control={form.control}
          render={({ field }) => (
            <Dropdown
              inputId={ids.xa}
              value={field.value ?? null}
              options={communes.data ?? []}
              optionLabel="ten"
              optionValue="ma"
              filter
              showClear
              disabled={!province}
              loading={communes.isFetching}
              onChange={(e) => field.onChange(e.value ?? null)}
              {...invalidProps(ids.xa, errors.ma_xa?.message)}
            />
          )}
        />
      </Field>
    </>
  );
}
