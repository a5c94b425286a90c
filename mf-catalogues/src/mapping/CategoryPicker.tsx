import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useCataloguesTranslation } from '../i18n';
import type { CategoryGroup } from './category-options';

export interface CategoryPickerProps {
  id: string;
  /** Names the picker for screen readers, e.g. 'Khoa/đơn vị AHRQ của Khoa Nội'. */
  label: string;
  options: CategoryGroup[];
  value: number | null;
  /** Differs from what is saved. */
  changed: boolean;
  onChange: (ahrqId: number | null) => void;
}

/** A row's AHRQ category: grouped as on the AHRQ form, searchable by name or code; marked while unsaved. */
export function CategoryPicker({ id, label, options, value, changed, onChange }: CategoryPickerProps) {
  const { t } = useCataloguesTranslation();
  return (
    <div className={changed ? 'hm-cat-pick hm-cat-pick--changed' : 'hm-cat-pick'}>
      <label htmlFor={id} className="hm-sr-only">
        {label}
      </label>
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        optionGroupLabel="label"
        optionGroupChildren="items"
        optionDisabled="disabled"
        filter
        filterBy="label,ma"
        filterPlaceholder={t('mapping.filterPlaceholder')}
        emptyFilterMessage={t('mapping.emptyFilter')}
        panelClassName="hm-cat-pick-panel"
        onChange={(e) => onChange((e.value as number | null | undefined) ?? null)}
      />
      {changed && <Tag value={t('mapping.changed')} icon="pi pi-pencil" severity="warning" />}
    </div>
  );
}
