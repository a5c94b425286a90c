import type { EndpointConfig } from '@hm/contract';
import { comboQuery, useApi } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';

type Id = number | null;

export interface EndpointSelectProps {
  /** The id of the control, for its label. */
  inputId: string;
  /** A combobox call answering `{ id, name }[]`. */
  endpoint: EndpointConfig;
  query?: Record<string, unknown>;
  /** One id, or several with `multiple`. */
  value: Id | number[];
  onChange: (value: Id | number[]) => void;
  multiple?: boolean;
  /** A first choice meaning 'all' (value null), e.g. 'Tất cả'. */
  allLabel?: string;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** A value must be chosen: `aria-required` on the control. */
  required?: boolean;
}

/**
 * A dropdown (or multiselect) over a combobox call, with a filter box once the list is long.
 * @example <EndpointSelect inputId="f-dept" endpoint={endpoints.departmentCombo} query={{ hospitalId }} value={v} onChange={setV} />
 */
export function EndpointSelect({ inputId, endpoint, query, value, onChange, multiple, allLabel, placeholder, invalid, disabled, required }: EndpointSelectProps) {
  const items = useQuery(comboQuery(useApi(), endpoint, query));
  const options = [...(allLabel ? [{ id: null, name: allLabel }] : []), ...(items.data ?? [])];
  const common = {
    inputId,
    options,
    optionLabel: 'name',
    optionValue: 'id',
    filter: options.length > 8,
    placeholder,
    invalid,
    disabled,
    loading: items.isLoading,
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return multiple ? (
    <MultiSelect {...common} value={Array.isArray(value) ? value : []} onChange={(e) => onChange(e.value as number[])} display="chip" />
  ) : (
    <Dropdown {...common} value={Array.isArray(value) ? null : value} onChange={(e) => onChange((e.value as Id) ?? null)} />
  );
}
