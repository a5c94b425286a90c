import type { TDashboardFilters, TDashboardQuery, TParticipationQuery } from '@hm/contract';

/** A hospital as the dashboard calls name it. */
export type HospitalRef = TDashboardFilters['hospitals'][number];

/** What a dashboard shows: kept in the URL so that a view can be shared and reloaded. */
export interface DashboardFilters {
  versionId: number | null;
  hospitalId: number | null;
  /** The respondent's answer to the unit/work-area question (0 = not answered); null = all. */
  unit: number | null;
  /** The respondent's answer to the staff-position question (0 = not answered); null = all. */
  position: number | null;
}

export interface FilterConfig {
  /**
   * 'single': exactly one hospital (the user's home hospital, else the first);
   * 'optional': every hospital in scope or one; 'none': every hospital in scope (pooled).
   */
  hospital: 'single' | 'optional' | 'none';
  /** Unit and position of the respondent (score figures only). */
  groups: boolean;
}

/** The URL's names are the API's. */
export const PARAM = { versionId: 'phien_ban_id', hospitalId: 'hospital_id', unit: 'don_vi', position: 'vi_tri' } as const satisfies Record<keyof DashboardFilters, string>;

const positiveId = (s: string | null): number | null => {
  const n = s === null || s === '' ? NaN : Number(s);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const answerCode = (s: string | null): number | null => {
  const n = s === null || s === '' ? NaN : Number(s);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * The filters of a query string; malformed values are ignored.
 * @example readFilters(new URLSearchParams('phien_ban_id=3&don_vi=0')) // { versionId: 3, hospitalId: null, unit: 0, position: null }
 */
export function readFilters(params: URLSearchParams): DashboardFilters {
  return {
    versionId: positiveId(params.get(PARAM.versionId)),
    hospitalId: positiveId(params.get(PARAM.hospitalId)),
    unit: answerCode(params.get(PARAM.unit)),
    position: answerCode(params.get(PARAM.position)),
  };
}

/**
 * A change of filters applied to a query string (other parameters kept). A new version drops
 * the unit and position: their answer options belong to the version.
 * @example patchFilters(new URLSearchParams('phien_ban_id=3&don_vi=2'), { versionId: 5 }).toString() // 'phien_ban_id=5'
 */
export function patchFilters(prev: URLSearchParams, patch: Partial<DashboardFilters>): URLSearchParams {
  const next = new URLSearchParams(prev);
  const full = { ...patch };
  if ('versionId' in patch && patch.versionId !== readFilters(prev).versionId) {
    full.unit ??= null;
    full.position ??= null;
  }
  for (const key of Object.keys(full) as (keyof DashboardFilters)[]) {
    const v = full[key];
    if (v === null || v === undefined) next.delete(PARAM[key]);
    else next.set(PARAM[key], String(v));
  }
  return next;
}

/**
 * The hospital a view is about: the one asked for when in scope; in 'single' mode otherwise
 * the user's home hospital when in scope, else the first.
 * @example resolveHospital('single', null, [{ hospital_id: 2, name: 'B' }, { hospital_id: 1, name: 'A' }], 1) // 1
 */
export function resolveHospital(mode: FilterConfig['hospital'], requested: number | null, hospitals: readonly HospitalRef[], homeId: number | null): number | null {
  if (mode === 'none') return null;
  if (requested !== null && hospitals.some((h) => h.hospital_id === requested)) return requested;
  if (mode === 'optional') return null;
  return hospitals.find((h) => h.hospital_id === homeId)?.hospital_id ?? hospitals[0]?.hospital_id ?? null;
}

/** The score calls' query of resolved filters. */
export function scoreQuery(f: DashboardFilters): TDashboardQuery | null {
  if (f.versionId === null) return null;
  return {
    phien_ban_id: f.versionId,
    ...(f.hospitalId !== null ? { hospital_id: f.hospitalId } : {}),
    ...(f.unit !== null ? { don_vi: f.unit } : {}),
    ...(f.position !== null ? { vi_tri: f.position } : {}),
  };
}

/** The participation calls' query (staff records: version and hospital only). */
export function participationQuery(f: DashboardFilters): TParticipationQuery | null {
  if (f.versionId === null) return null;
  return { phien_ban_id: f.versionId, ...(f.hospitalId !== null ? { hospital_id: f.hospitalId } : {}) };
}

/** Whether two sets of filters are the same. */
export const sameFilters = (a: DashboardFilters, b: DashboardFilters): boolean =>
  a.versionId === b.versionId && a.hospitalId === b.hospitalId && a.unit === b.unit && a.position === b.position;

type AnswerOption = TDashboardFilters['units'][number];

/**
 * The answer options of a background question plus 'not answered' (code 0, a valid filter of
 * every score call) when the list does not carry it.
 * @example withNotAnswered([{ gia_tri: 1, label: 'Nội khoa', group: null }], 'Không trả lời').at(-1) // { gia_tri: 0, label: 'Không trả lời', group: null }
 */
export const withNotAnswered = (options: readonly AnswerOption[], label: string): AnswerOption[] =>
  options.length === 0 || options.some((o) => o.gia_tri === 0) ? [...options] : [...options, { gia_tri: 0, label, group: null }];
