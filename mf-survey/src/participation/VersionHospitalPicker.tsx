import type { THospitalVersion } from '@hm/contract';
import { Dropdown } from 'primereact/dropdown';
import { useSurveyTranslation } from '../i18n';

export interface VersionHospitalPickerProps {
  id: string;
  hospitals: THospitalVersion[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** Offer every hospital (null) as the first entry. */
  allowAll?: boolean;
}

/** Chooses one of the hospitals running a version. */
export function VersionHospitalPicker({ id, hospitals, value, onChange, allowAll = false }: VersionHospitalPickerProps) {
  const { t } = useSurveyTranslation();
  const options = hospitals.map((h) => ({ value: h.hospital_id, label: h.name }));
  return (
    <div className="hm-field">
      <label htmlFor={id}>{t('picker.hospital')}</label>
      <Dropdown
        inputId={id}
        value={value}
        options={allowAll ? [{ value: null, label: t('crud.all') }, ...options] : options}
        onChange={(e) => onChange((e.value as number | null) ?? null)}
        placeholder={allowAll ? t('crud.all') : t('picker.hospitalPlaceholder')}
        filter={options.length > 8}
      />
    </div>
  );
}
