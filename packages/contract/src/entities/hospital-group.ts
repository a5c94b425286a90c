import { z } from 'zod';
import { ZPageQuery } from '../common.js';
import { ZHospitalRef } from './dashboard.js';

/**
 * Hospital groups as system administrators manage them (screen HeThong/NhomBenhVien,
 * docs/decisions/hospital-groups-screen.md): a province's hospitals (by address, read live) or a
 * named list, and the officer accounts assigned to it (each account to one group at most).
 */

/** An account assigned to a group, as the group's row lists it. */
export const ZGroupAccount = z.object({
  tai_khoan_id: z.number().int(),
  ten_tai_khoan: z.string(),
  display_name: z.string(),
});
export type TGroupAccount = z.infer<typeof ZGroupAccount>;

/** One group of the list: its hospitals (a province's as they are now) and its accounts. */
export const ZHospitalGroupRow = z.object({
  nhom_id: z.number().int(),
  ten: z.string(),
  ma_tinh: z.string().nullable(),
  /** The province's name when the group is a province's. */
  ten_tinh: z.string().nullable(),
  hospitals: z.array(ZHospitalRef),
  tai_khoan: z.array(ZGroupAccount),
});
export type THospitalGroupRow = z.infer<typeof ZHospitalGroupRow>;

/** An account that may be assigned to a group: its permission group holds the province view's function. */
export const ZGroupOfficer = ZGroupAccount.extend({
  ten_phan_quyen: z.string().nullable(),
  /** The group it is assigned to now, if any (an assignment moves it). */
  nhom_id: z.number().int().nullable(),
  ten_nhom: z.string().nullable(),
});
export type TGroupOfficer = z.infer<typeof ZGroupOfficer>;
export const ZGroupOfficerQuery = ZPageQuery;
