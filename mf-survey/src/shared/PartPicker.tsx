import { useUiLanguage } from '@hm/platform';
import { Field } from '@hm/ui/form';
import { Dropdown } from 'primereact/dropdown';
import { useAllParts } from '../api/structure';
import { useSurveyTranslation } from '../i18n';
import { pickText } from './text';

export interface PartPickerProps {
  id: string;
  versionId: number;
  value: number | null;
  onChange: (id: number | null) => void;
  /** Offer 'Tất cả các phần' (null). */
  allowAll?: boolean;
}

/** Chooses a question part of a version. */
export function PartPicker({ id, versionId, value, onChange, allowAll = false }: PartPickerProps) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const parts = useAllParts(versionId);
  const options = (parts.data?.data ?? []).map((p) => ({
    value: p.phan_cauhoi_id,
    label: `${p.ma_phan ? `${p.ma_phan}. ` : ''}${pickText(p.giatri_cauhoi, p.giatri_cauhoi_en, lang)}`,
  }));
  return (
    <Field id={id} label={t('picker.part')} className="hm-form-field--picker">
      <Dropdown
        inputId={id}
        value={value}
        options={allowAll ? [{ value: null, label: t('picker.allParts') }, ...options] : options}
        onChange={(e) => onChange((e.value as number | null) ?? null)}
        placeholder={allowAll ? t('picker.allParts') : t('picker.partPlaceholder')}
        filter
        loading={parts.isLoading}
        emptyMessage={t('parts.empty')}
      />
    </Field>
  );
}
