import { SearchBox } from '@hm/ui/page';
import { Dropdown } from 'primereact/dropdown';
import type { ReactNode } from 'react';
import { VersionPicker } from './VersionPicker';

/** One choice list of the bar (status, language…). */
export interface SelectFilter<V extends string | number> {
  /** Suffix of the field's id (`${idPrefix}-${key}`). */
  key: string;
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}

export interface VersionFilterBarProps {
  /** Prefix of the fields' ids, e.g. 'hm-survey-parts'. */
  idPrefix: string;
  versionId: number | null;
  onVersion: (id: number | null) => void;
  /** Choice lists shown once a version is picked. */
  selects?: SelectFilter<string | number>[];
  /** Other fields shown once a version is picked, before the search box (e.g. a part picker). */
  children?: ReactNode;
  onSearch: (keyword: string) => void;
  /** Called after any filter changes (e.g. back to the first page). */
  onFilterChange?: () => void;
}

/**
 * The toolbar of the survey's per-version list pages: the version picker, then, once a version is
 * picked, the page's choice lists, its own fields and the search box.
 * @example <VersionFilterBar idPrefix="hm-survey-parts" versionId={id} onVersion={setVersion}
 *   selects={[{ key: 'status', label: t('parts.statusFilter'), value: status, options, onChange: setStatus }]}
 *   onSearch={setKeyword} onFilterChange={paging.reset} />
 */
export function VersionFilterBar({ idPrefix, versionId, onVersion, selects = [], children, onSearch, onFilterChange }: VersionFilterBarProps) {
  const changed = () => onFilterChange?.();
  return (
    <div className="hm-toolbar" role="search">
      <VersionPicker id={`${idPrefix}-version`} value={versionId} onChange={onVersion} />
      {versionId !== null && (
        <>
          {selects.map((s) => (
            <div key={s.key} className="hm-survey-field hm-survey-field--inline">
              <label htmlFor={`${idPrefix}-${s.key}`}>{s.label}</label>
              <Dropdown
                inputId={`${idPrefix}-${s.key}`}
                value={s.value}
                options={s.options}
                onChange={(e) => {
                  s.onChange(e.value as string | number);
                  changed();
                }}
              />
            </div>
          ))}
          {children}
          <SearchBox
            labelHidden
            id={`${idPrefix}-search`}
            onSearch={(k) => {
              onSearch(k);
              changed();
            }}
          />
        </>
      )}
    </div>
  );
}
