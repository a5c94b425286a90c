import { endpoints, type TComboItem } from '@hm/contract';
import { comboQuery, useApi, useCurrentUser } from '@hm/platform';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { resolveHospital } from './hospital-choice';
import { type ListParams, toId } from './useListParams';

/** The URL's name for the chosen hospital is the API's (`?hospitalId=`). */
export const HOSPITAL_PARAM = 'hospitalId';

export interface HospitalFilter {
  enabled: boolean;
  query: UseQueryResult<TComboItem[]>;
  hospitals: TComboItem[];
  /** The hospital the list shows; null while the caller's hospitals load, or without any. */
  hospitalId: number | null;
  set: (id: number) => void;
}

/**
 * The hospital of a hospital-scoped list: one of the caller's hospitals (`hospitalAuth`), the one
 * in the URL, by default the caller's own.
 * @example const hospital = useHospitalFilter(resource.scope === 'hospital', list);
 */
export function useHospitalFilter(enabled: boolean, list: Pick<ListParams, 'params' | 'patch'>): HospitalFilter {
  const homeId = useCurrentUser()?.hospital?.hospital_id ?? null;
  const query = useQuery({ ...comboQuery(useApi(), endpoints.hospitalAuth), enabled });
  const hospitals = query.data ?? [];
  const hospitalId = enabled && query.data ? resolveHospital(toId(list.params.get(HOSPITAL_PARAM)), hospitals, homeId) : null;
  return { enabled, query, hospitals, hospitalId, set: (id) => list.patch({ [HOSPITAL_PARAM]: String(id) }) };
}
