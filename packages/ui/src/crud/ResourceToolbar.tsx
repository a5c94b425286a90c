import type { EndpointConfig } from '@hm/contract';
import { schemaKeys } from '@hm/platform';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../form/form.css';
import '../page/page.css';
import { SearchBox } from '../page/SearchBox';
import type { FilterDef, SelectOption } from './config';
import { EndpointSelect } from './EndpointSelect';
import type { HospitalFilter } from './useHospitalFilter';
import type { ListParams } from './useListParams';

export interface ResourceToolbarProps {
  idPrefix: string;
  filters: readonly FilterDef[];
  list: ListParams;
  hospital: HospitalFilter;
  searchable: boolean;
  /** While a choice is missing, only `before` (and the hospital) are shown. */
  waiting: boolean;
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * The search box keeps its own text while typing; it starts again from the URL's keyword only
 * when that changes from elsewhere (back, a link), by a new `key`.
 */
function useSearchBox(keyword: string, setKeyword: (k: string) => void) {
  const emitted = useRef(keyword);
  const generation = useRef(0);
  if (keyword !== emitted.current) {
    emitted.current = keyword;
    generation.current += 1;
  }
  const onSearch = (k: string) => {
    emitted.current = k;
    setKeyword(k);
  };
  return { key: generation.current, onSearch };
}

/**
 * The list's toolbar: the hospital (when the caller has several), the page's own fields, the
 * filters and the search box; every value lives in the URL (`useListParams`).
 */
export function ResourceToolbar({ idPrefix, filters, list, hospital, searchable, waiting, before, after }: ResourceToolbarProps) {
  const { t } = useTranslation();
  const search = useSearchBox(list.keyword, list.setKeyword);
  const id = (name: string) => `${idPrefix}-${name}`;
  // A combobox that takes a hospital lists the one the page shows.
  const comboHospital = (e: EndpointConfig) => (hospital.hospitalId !== null && schemaKeys(e.query).includes('hospitalId') ? { hospitalId: hospital.hospitalId } : undefined);
  const field = (f: Exclude<FilterDef, { kind: 'hospital' }>) => {
    const value = list.values[f.name];
    if (f.kind === 'switch') {
      return (
        <div key={f.name} className="hm-check">
          <InputSwitch inputId={id(f.name)} checked={value === (f.on ?? true)} onChange={(e) => list.setFilter(f.name, e.value ? (f.on ?? true) : (f.off ?? null))} />
          <label htmlFor={id(f.name)}>{f.label}</label>
        </div>
      );
    }
    const onChange = (v: unknown) => list.setFilter(f.name, (v ?? null) as SelectOption['value']);
    return (
      <div key={f.name} className="hm-field">
        <label htmlFor={id(f.name)}>{f.label}</label>
        {f.combo ? (
          <EndpointSelect
            inputId={id(f.name)}
            endpoint={f.combo}
            query={comboHospital(f.combo)}
            value={(value as number | null) ?? null}
            onChange={onChange}
            allLabel={t('crud.all')}
            placeholder={t('crud.all')}
          />
        ) : (
          // optionValue named: PrimeReact otherwise takes an option whose value is null ('Tất cả') for the whole option, and shows nothing.
          <Dropdown inputId={id(f.name)} value={value} options={f.options ?? []} optionLabel="label" optionValue="value" onChange={(e) => onChange(e.value)} />
        )}
      </div>
    );
  };
  const showHospital = hospital.enabled && hospital.hospitals.length > 1;
  if (!showHospital && !before && waiting) return null;
  return (
    <div className="hm-toolbar" role="search" aria-label={t('crud.filters')}>
      {showHospital && (
        <div className="hm-field">
          <label htmlFor={id('hospital')}>{t('crud.hospital')}</label>
          <Dropdown
            inputId={id('hospital')}
            value={hospital.hospitalId}
            options={hospital.hospitals}
            optionLabel="name"
            optionValue="id"
            placeholder={t('crud.hospitalPlaceholder')}
            filter={hospital.hospitals.length > 8}
            onChange={(e) => typeof e.value === 'number' && e.value !== hospital.hospitalId && hospital.set(e.value)}
          />
        </div>
      )}
      {before}
      {!waiting && (
        <>
          {filters.map((f) => (f.kind === 'hospital' ? null : field(f)))}
          {after}
          {searchable && <SearchBox key={search.key} labelHidden id={id('search')} defaultValue={list.keyword} onSearch={search.onSearch} />}
        </>
      )}
    </div>
  );
}
