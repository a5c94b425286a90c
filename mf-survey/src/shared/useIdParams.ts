import { useAddressParams } from '@hm/platform';
import { useCallback } from 'react';

/** The ids a page takes from its query string. */
export const ID_PARAMS = ['phien_ban_id', 'phan_cauhoi_id', 'cauhoi_id', 'composite_id'] as const;
export type IdParam = (typeof ID_PARAMS)[number];
export type IdPatch = Partial<Record<IdParam, number | null>>;

/** What belongs to an id: a new version clears the part, the question and the composite. */
const BELOW: Record<IdParam, readonly IdParam[]> = {
  phien_ban_id: ['phan_cauhoi_id', 'cauhoi_id', 'composite_id'],
  phan_cauhoi_id: ['cauhoi_id'],
  cauhoi_id: [],
  composite_id: [],
};

const toId = (s: string | null): number | null => {
  const n = s === null ? NaN : Number(s);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Applies a change of ids to a query string, dropping the ids below the ones changed.
 * @example patchIds(new URLSearchParams('phien_ban_id=1&phan_cauhoi_id=2'), { phien_ban_id: 5 }).toString() // 'phien_ban_id=5'
 */
export function patchIds(prev: URLSearchParams, patch: IdPatch): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const k of ID_PARAMS) {
    if (!(k in patch)) continue;
    for (const below of BELOW[k]) if (!(below in patch)) next.delete(below);
    const v = patch[k];
    if (v === null || v === undefined) next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}

/**
 * The ids of the query string (`?phien_ban_id=3&phan_cauhoi_id=7`) and a setter.
 * @example const [ids, setIds] = useIdParams(); ids.phien_ban_id; setIds({ phien_ban_id: 5 });
 */
export function useIdParams(): [Record<IdParam, number | null>, (patch: IdPatch) => void] {
  const [params, setParams] = useAddressParams();
  const ids = Object.fromEntries(ID_PARAMS.map((k) => [k, toId(params.get(k))])) as Record<IdParam, number | null>;
  const setIds = useCallback((patch: IdPatch) => setParams((prev) => patchIds(prev, patch)), [setParams]);
  return [ids, setIds];
}
