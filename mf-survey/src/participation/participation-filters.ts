import type { StaffSurveyListQuery } from '../api/participation';

export const ALL = 'all';
export interface ParticipationFilters {
  hospitalId: number | null;
  status: typeof ALL | 1 | 2;
  validity: typeof ALL | -1 | 0 | 1;
  ineligible: typeof ALL | 'true' | 'false';
  keyword: string;
}
export const NO_FILTERS: ParticipationFilters = { hospitalId: null, status: ALL, validity: ALL, ineligible: ALL, keyword: '' };

/**
 * The `staffSurveyList` query of TableUser's filters ('all' = not sent).
 * @example participationQuery(3, { ...NO_FILTERS, status: 2 }, 1, 20) // { phien_ban_id: 3, page: 1, size: 20, status_khao_sat: 2 }
 */
export function participationQuery(versionId: number, f: ParticipationFilters, page: number, size: number): StaffSurveyListQuery {
  return {
    phien_ban_id: versionId,
    page,
    size,
    ...(f.hospitalId !== null ? { hospitalId: f.hospitalId } : {}),
    ...(f.status !== ALL ? { status_khao_sat: f.status } : {}),
    ...(f.validity !== ALL ? { hop_le: f.validity } : {}),
    ...(f.ineligible !== ALL ? { ineligible: f.ineligible } : {}),
    ...(f.keyword ? { keyword: f.keyword } : {}),
  };
}
