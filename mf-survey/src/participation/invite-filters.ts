import type { TStaffInviteByFilter } from '@hm/contract';
import type { StaffInvitationQuery } from '../api/participation';

/** MSettingUser's filters: departments, job titles (any of them), only staff not yet invited, keyword. */
export interface InviteFilters {
  departments: number[];
  jobTitles: number[];
  notInvited: boolean;
  keyword: string;
}
export const NO_INVITE_FILTERS: InviteFilters = { departments: [], jobTitles: [], notInvited: false, keyword: '' };

/** The criteria of the filters that choose staff, as the server names them (empty ones left out). */
const criteria = (f: InviteFilters) => ({
  ...(f.departments.length ? { phong_ban_ids: f.departments } : {}),
  ...(f.jobTitles.length ? { chuc_danh_ids: f.jobTitles } : {}),
  ...(f.keyword ? { keyword: f.keyword } : {}),
});

/**
 * The pick list's query (`staffInvitationList`).
 * @example invitationQuery(3, 1, { ...NO_INVITE_FILTERS, departments: [4, 5], notInvited: true }, 1, 20)
 *          // { phien_ban_id: 3, hospital_id: 1, page: 1, size: 20, phong_ban_ids: [4, 5], chua_moi: true }
 */
export function invitationQuery(versionId: number, hospitalId: number, f: InviteFilters, page: number, size: number): StaffInvitationQuery {
  return { phien_ban_id: versionId, hospital_id: hospitalId, page, size, ...criteria(f), ...(f.notInvited ? { chua_moi: true } : {}) };
}

/**
 * The body inviting every staff member the filters match (`staffInviteByFilter`). "Not yet
 * invited" is not sent: the server keeps those already invited as they are anyway.
 * @example inviteByFilterBody(3, 1, { ...NO_INVITE_FILTERS, jobTitles: [2], keyword: 'An' })
 *          // { phien_ban_id: 3, hospital_id: 1, chuc_danh_ids: [2], keyword: 'An' }
 */
export function inviteByFilterBody(versionId: number, hospitalId: number, f: InviteFilters): TStaffInviteByFilter {
  return { phien_ban_id: versionId, hospital_id: hospitalId, ...criteria(f) };
}
