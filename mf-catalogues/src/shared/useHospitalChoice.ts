import type { TComboItem } from '@hm/contract';
import { useCurrentUser, useAddressParams } from '@hm/platform';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMyHospitals } from '../api/hospitals';
import { HOSPITAL_PARAM, resolveHospital, toId } from './hospital-choice';

export interface HospitalChoice {
  /** The caller's hospitals (hospitalAuth). */
  query: UseQueryResult<TComboItem[]>;
  hospitals: TComboItem[];
  /** The hospital on screen; null while the list loads, or when the caller has none. */
  hospitalId: number | null;
  hospital: TComboItem | undefined;
  set: (id: number) => void;
}

/**
 * The hospital a page is about, kept in the URL (`?hospitalId=`) so links and reloads keep it;
 * by default the caller's home hospital.
 * @example const choice = useHospitalChoice(); useMappingSummary(choice.hospitalId);
 */
export function useHospitalChoice(): HospitalChoice {
  const [params, setParams] = useAddressParams();
  const homeId = useCurrentUser()?.hospital?.hospital_id ?? null;
  const query = useMyHospitals();
  const hospitals = query.data ?? [];
  const hospitalId = query.data ? resolveHospital(toId(params.get(HOSPITAL_PARAM)), hospitals, homeId) : null;
  const set = useCallback(
    (id: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set(HOSPITAL_PARAM, String(id));
        return next;
      }),
    [setParams],
  );
  return { query, hospitals, hospitalId, hospital: hospitals.find((h) => h.id === hospitalId), set };
}
