import { endpoints, type THospitalInput } from '@hm/contract';
import { useApi } from '@hm/platform';
import { Field, invalidProps } from '@hm/ui/form';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useCataloguesTranslation } from '../i18n';

/** Province, then commune or ward (after 1 July 2025), as General Statistics Office codes. */
export function AddressFields({ form, idPrefix }: { form: UseFormReturn<THospitalInput>; idPrefix: string }) {
  const { t } = useCataloguesTranslation();
  const api = useApi();
  const province = form.watch('ma_tinh');
  const provinces = useQuery({ queryKey: ['adminUnit', 'level', 1], queryFn: ({ signal }) => api.call(endpoints.adminUnitByLevel, { params: { level: 1 } }, { silent: true, signal }), staleTime: Infinity });
  const communes = useQuery({
    queryKey: ['adminUnit', 'parent', province],
    queryFn: ({ signal }) => api.call(endpoints.adminUnitByParent, { params: { id: province! } }, { silent: true, signal }),
    enabled: !!province,
    staleTime: Infinity,
  });
  const errors = form.formState.errors;
  const ids = { tinh: `${idPrefix}-ma_tinh`, xa: `${idPrefix}-ma_xa` };
  const h = (k: string) => t(`pages.hospitals.${k}`);
  return (
    <>
      <Field id={ids.tinh} label={h('province')} error={errors.ma_tinh?.message}>
        <Controller
          name="ma_tinh"
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
                form.setValue('ma_xa', null);
              }}
              {...invalidProps(ids.tinh, errors.ma_tinh?.message)}
            />
          )}
        />
      </Field>
      <Field id={ids.xa} label={h('commune')} error={errors.ma_xa?.message} hint={province ? undefined : h('provinceFirst')}>
        <Controller
          name="ma_xa"
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
