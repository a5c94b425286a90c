import { useDebounced } from '@hm/platform';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useSurveyTranslation } from '../i18n';

export interface SearchBoxProps {
  id: string;
  /** Called with the trimmed keyword once typing pauses. */
  onSearch: (keyword: string) => void;
  label?: string;
}

/**
 * A keyword box that searches as you type (debounced), labelled for screen readers.
 * @example <SearchBox id="version-search" onSearch={(k) => setFilter({ keyword: k })} />
 */
export function SearchBox({ id, onSearch, label }: SearchBoxProps) {
  const { t } = useSurveyTranslation();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), 300);
  useEffect(() => onSearch(keyword), [keyword]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="hm-survey-field hm-survey-field--inline">
      <label htmlFor={id} className="hm-survey-sr-only">
        {label ?? t('common.search')}
      </label>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText id={id} type="search" value={text} placeholder={t('common.searchPlaceholder')} onChange={(e) => setText(e.target.value)} />
      </IconField>
    </div>
  );
}
