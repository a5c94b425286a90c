import type { TComboItem } from '@hm/contract';
import { Dropdown } from 'primereact/dropdown';
import { useCataloguesTranslation } from '../i18n';

export interface HospitalPickerProps {
  id: string;
  hospitals: TComboItem[];
  value: number | null;
  onChange: (id: number) => void;
}

/** Chooses one of the caller's hospitals; nothing to choose (and nothing shown) with only one. */
export function HospitalPicker({ id, hospitals, value, onChange }: HospitalPickerProps) {
  const { t } = useCataloguesTranslation();
  if (hospitals.length <= 1) return null;
  return (
    <div className="hm-field">
      <label htmlFor={id}>{t('hospital.label')}</label>
      <Dropdown
        inputId={id}
        value={value}
        options={hospitals}
        optionLabel="name"
        optionValue="id"
        placeholder={t('hospital.placeholder')}
        filter={hospitals.length > 8}
        onChange={(e) => {
          if (typeof e.value === 'number' && e.value !== value) onChange(e.value);
        }}
      />
    </div>
  );
}
