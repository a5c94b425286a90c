import { useUiLanguage } from '@hm/platform';
import { Field } from '@hm/ui/form';
import { Dropdown } from 'primereact/dropdown';
import { PICKER_QUERY, useVersionList } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { pickText } from './text';

export interface VersionPickerProps {
  id: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** Defaults to 'Phiên bản khảo sát'. */
  label?: string;
}

/**
 * Chooses a survey version (not hidden, not a template) by title, with a filter box.
 * @example <VersionPicker id="pick-version" value={ids.phien_ban_id} onChange={(id) => setIds({ phien_ban_id: id })} />
 */
export function VersionPicker({ id, value, onChange, label }: VersionPickerProps) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const versions = useVersionList(PICKER_QUERY);
  const options = (versions.data?.data ?? []).map((v) => ({
    value: v.phien_ban_id,
    label: `${pickText(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, lang)}${v.hospital_name ? ` – ${v.hospital_name}` : ''}`,
  }));
  return (
    <Field id={id} label={label ?? t('picker.version')} className="hm-form-field--picker">
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        onChange={(e) => onChange((e.value as number | null) ?? null)}
        placeholder={t('picker.versionPlaceholder')}
        filter
        loading={versions.isLoading}
        emptyMessage={t('versionList.empty')}
      />
    </Field>
  );
}
