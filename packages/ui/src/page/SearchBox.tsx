import { useDebounced } from '@hm/platform';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './page.css';

export interface SearchBoxProps {
  id: string;
  /** Called with the trimmed keyword once typing pauses (300 ms). */
  onSearch: (keyword: string) => void;
  /** Defaults to 'Tìm kiếm'. */
  label?: string;
  /** Shows the label to screen readers only, where the toolbar makes the box's use plain. */
  labelHidden?: boolean;
  /** Defaults to 'Nhập từ khóa…'. */
  placeholder?: string;
  /** The keyword the box starts with (e.g. the one in effect); give the box a new `key` to reset it. */
  defaultValue?: string;
}

/**
 * A labelled keyword box that searches as you type.
 * @example <SearchBox id="stats-search" label="Tìm nhân viên" onSearch={setKeyword} />
 */
export function SearchBox({ id, onSearch, label, labelHidden = false, placeholder, defaultValue = '' }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(defaultValue);
  const keyword = useDebounced(text.trim(), 300);
  useEffect(() => onSearch(keyword), [keyword]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="hm-search">
      <label htmlFor={id} className={labelHidden ? 'hm-sr-only' : 'hm-search__label'}>
        {label ?? t('search.label')}
      </label>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText id={id} type="search" value={text} placeholder={placeholder ?? t('search.placeholder')} onChange={(e) => setText(e.target.value)} />
      </IconField>
    </div>
  );
}
