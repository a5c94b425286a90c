import type { THospitalInput } from '@hm/contract';
import { AddressFields as SharedAddressFields } from '@hm/ui/crud';
import type { UseFormReturn } from 'react-hook-form';
import { useCataloguesTranslation } from '../i18n';

/** Province, then commune or ward (after 1 July 2025): the shared fields with this page's texts. */
export function AddressFields({ form, idPrefix }: { form: UseFormReturn<THospitalInput>; idPrefix: string }) {
  const { t } = useCataloguesTranslation();
  const h = (k: string) => t(`pages.hospitals.${k}`);
  return <SharedAddressFields form={form} idPrefix={idPrefix} labels={{ province: h('province'), commune: h('commune'), provinceFirst: h('provinceFirst') }} />;
}
