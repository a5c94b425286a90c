import { z } from 'zod';
import { ZId, ZIdListQuery, ZPageQuery, ZQueryBool, ZWireDateTime, zText } from '../../common.js';

/** 1 incomplete, 2 complete. */
export const ZStaffSurveyStatus = z.union([z.literal(1), z.literal(2)]);
/** -1 not yet voted, 1 valid, 0 invalid. */
export const ZValidity = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

/** A staff survey record (`nhan_vien_khao_sat`), with the staff member's details (TableUser). */
export const ZStaffSurvey = z.object({
  nhan_vien_khao_sat_id: z.number().int(),
  phien_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  nhan_vien_id: z.number().int(),
  ma_nhan_vien: z.string(),
  ten_nhan_vien: z.string(),
  /** Department and job title at invitation time. */
  ten_phong_ban: z.string().nullable(),
  ten_chuc_danh: z.string().nullable(),
  /** Null unless the caller may see staff contact details. */
  email: z.string().nullable(),
  co_email: z.boolean(),
  status_khao_sat: ZStaffSurveyStatus,
  hop_le: ZValidity,
  ineligible: z.boolean(),
  invited_at: ZWireDateTime.nullable(),
  reminded_at: ZWireDateTime.nullable(),
});
export type TStaffSurvey = z.infer<typeof ZStaffSurvey>;

export const ZStaffSurveyListQuery = ZPageQuery.extend({
  phien_ban_id: ZId,
  hospitalId: z.coerce.number().int().positive().optional(),
  status_khao_sat: z.coerce.number().pipe(ZStaffSurveyStatus).optional(),
  hop_le: z.coerce.number().pipe(ZValidity).optional(),
  ineligible: ZQueryBool.optional(),
});
export type TStaffSurveyListQuery = z.infer<typeof ZStaffSurveyListQuery>;

/** MSettingUser: invite chosen staff of one hospital. */
export const ZStaffSurveyCreate = z.object({
  phien_ban_id: ZId,
  hospital_id: ZId,
  nhan_vien_ids: z.array(ZId).min(1, 'Vui lòng chọn nhân viên').max(10000),
});
/** Creates or syncs the records of every active staff member of a hospital (idempotent). */
export const ZStaffSurveySync = z.object({ phien_ban_id: ZId, hospital_id: ZId });
export const ZStaffSurveySyncResult = z.object({ created: z.number().int(), total: z.number().int() });

/**
 * Which active staff members of a hospital an invitation by filter takes (MSettingUser): any of
 * the departments, any of the job titles (the staff member's current ones), a keyword in the
 * name or code. No criterion = every active staff member.
 */
export const ZStaffInviteFilter = z.object({
  phong_ban_ids: z.array(ZId).max(500, 'Tối đa 500 khoa/phòng').optional(),
  chuc_danh_ids: z.array(ZId).max(500, 'Tối đa 500 chức danh').optional(),
  keyword: zText(200).optional(),
});
export type TStaffInviteFilter = z.infer<typeof ZStaffInviteFilter>;
/** Invites every active staff member of the hospital matching the filter, in one statement; records that exist stay as they are. */
export const ZStaffInviteByFilter = ZStaffInviteFilter.extend({ phien_ban_id: ZId, hospital_id: ZId });
export type TStaffInviteByFilter = z.infer<typeof ZStaffInviteByFilter>;

/** The pick list of MSettingUser: a hospital's active staff with their invitation to a version. */
export const ZStaffInvitationQuery = ZPageQuery.extend({
  phien_ban_id: ZId,
  hospital_id: ZId,
  phong_ban_ids: ZIdListQuery.optional(),
  chuc_danh_ids: ZIdListQuery.optional(),
  /** true: only staff not yet invited. */
  chua_moi: ZQueryBool.optional(),
});
export type TStaffInvitationQuery = z.infer<typeof ZStaffInvitationQuery>;
export const ZStaffInvitation = z.object({
  nhan_vien_id: z.number().int(),
  ma_nhan_vien: z.string(),
  ten_nhan_vien: z.string(),
  phong_ban_id: z.number().int().nullable(),
  ten_phong_ban: z.string().nullable(),
  chuc_danh_id: z.number().int().nullable(),
  ten_chuc_danh: z.string().nullable(),
  /** Null unless the caller may see staff contact details. */
  email: z.string().nullable(),
  co_email: z.boolean(),
  /** The staff survey record; null = not invited. */
  nhan_vien_khao_sat_id: z.number().int().nullable(),
  /** When the staff member was added to the version's participants. */
  added_at: ZWireDateTime.nullable(),
  /** When the invitation mail and the last reminder were queued. */
  invited_at: ZWireDateTime.nullable(),
  reminded_at: ZWireDateTime.nullable(),
  status_khao_sat: ZStaffSurveyStatus.nullable(),
  ineligible: z.boolean().nullable(),
});
export type TStaffInvitation = z.infer<typeof ZStaffInvitation>;

/** Sets the ineligible flag (left the hospital during the survey); refused once voted. */
export const ZStaffSurveyIneligible = z.object({ nhan_vien_khao_sat_id: ZId, ineligible: z.boolean() });

/** `nhan-vien-khao-sat/check`: the caller's own record for a version. */
export const ZStaffSurveyCheckQuery = z.object({ phien_ban_id: ZId });
export const ZStaffSurveyCheck = z.object({
  invited: z.boolean(),
  nhan_vien_khao_sat_id: z.number().int().nullable(),
  status_khao_sat: ZStaffSurveyStatus.nullable(),
  hop_le: ZValidity.nullable(),
});
export type TStaffSurveyCheck = z.infer<typeof ZStaffSurveyCheck>;

/** GroupUserByBV: participation per hospital of a version. */
export const ZStaffSurveyGroup = z.object({
  hospital_id: z.number().int(),
  name: z.string(),
  tong_so: z.number().int(),
  da_binh_chon: z.number().int(),
  chua_binh_chon: z.number().int(),
  hop_le: z.number().int(),
  khong_hop_le: z.number().int(),
  ineligible: z.number().int(),
});
export type TStaffSurveyGroup = z.infer<typeof ZStaffSurveyGroup>;
export const ZStaffSurveyGroupQuery = z.object({ phien_ban_id: ZId });

/** Hospitals running a version (`phien-ban-benh-vien`). */
export const ZHospitalVersion = z.object({
  phien_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  name: z.string(),
  tong_so: z.number().int(),
  da_binh_chon: z.number().int(),
});
export type THospitalVersion = z.infer<typeof ZHospitalVersion>;
/** MSettingBenhVien: sets the hospitals of a version (adds and removes; a hospital with records stays). */
export const ZHospitalVersionSet = z.object({ phien_ban_id: ZId, hospital_ids: z.array(ZId).min(1, 'Vui lòng chọn bệnh viện').max(500) });
export const ZHospitalVersionQuery = z.object({ phien_ban_id: ZId });
