import { useDebounced } from '@hm/platform';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useDashboardTranslation } from '../i18n';

export interface SearchBoxProps {
  id: string;
  /** Called with the trimmed keyword once typing pauses. */
  onSearch: (keyword: string) => void;
  label: string;
  placeholder?: string;
}

/**
 * A labelled keyword box that searches as you type (debounced).
 * @example <SearchBox id="stats-search" label="Tìm nhân viên" onSearch={setKeyword} />
 */
export function SearchBox({ id, onSearch, label, placeholder }: SearchBoxProps) {
  const { t } = useDashboardTranslation();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), 300);
  useEffect(() => onSearch(keyword), [keyword]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="hm-dash-field">
      <label htmlFor={id}>{label}</label>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText id={id} type="search" value={text} placeholder={placeholder ?? t('common.searchPlaceholder')} onChange={(e) => setText(e.target.value)} />
      </IconField>
    </div>
  );
}
