import { z } from 'zod';
import { ZId, zName } from '../common.js';
import { ZCompositeScore, ZDistribution, ZHospitalRef, ZSnapshotMeta } from './dashboard.js';

/**
 * The province and group view (issue 30 item 1, docs/decisions/province-view.md): an account
 * assigned to a group of hospitals (a province's, or a named group) reads hospital-level
 * aggregates of its hospitals only, each hospital with its own minimum of respondents.
 */

/** AHRQ's rule for a hospital in a comparison: fewer respondents and it shows no figures. */
export const PROVINCE_MIN_RESPONDENTS = 10;

/** A province code (`don_vi_hanh_chinh`, level 1: '01' Hà Nội). */
const ZProvinceCode = z.string({ error: 'Mã tỉnh/thành phố phải là chuỗi ký tự' }).regex(/^[0-9]{2}$/, 'Mã tỉnh/thành phố không hợp lệ (2 chữ số)');

/** A group of hospitals: a province's (`ma_tinh`, its hospitals by address) or a named list. */
export const ZHospitalGroup = z.object({
  nhom_id: z.number().int(),
  ten: z.string(),
  ma_tinh: z.string().nullable(),
  hospitals: z.array(ZHospitalRef),
});
export type THospitalGroup = z.infer<typeof ZHospitalGroup>;

/** Creates a group: a province (every hospital whose address is in it) or a list of hospitals, not both. */
export const ZHospitalGroupInput = z
  .object({
    ten: zName(200, 'Vui lòng nhập tên nhóm bệnh viện'),
    ma_tinh: ZProvinceCode.nullish().transform((v) => v ?? null),
    hospital_ids: z.array(ZId, { error: 'Danh sách bệnh viện phải là một mảng mã' }).max(2000, 'Tối đa 2000 bệnh viện').optional(),
  })
  .refine((g) => (g.ma_tinh === null) !== ((g.hospital_ids ?? []).length === 0), {
    message: 'Chọn một tỉnh/thành phố hoặc một danh sách bệnh viện (không cả hai)',
    path: ['hospital_ids'],
  });
export type THospitalGroupInput = z.input<typeof ZHospitalGroupInput>;

export const ZGroupAssign = z.object({ tai_khoan_id: ZId });
export const ZGroupAssignResult = z.object({ nhom_id: z.number().int(), tai_khoan_id: z.number().int() });

/** A version (wave) running in at least one hospital of the caller's groups. */
export const ZProvinceVersion = z.object({
  phien_ban_id: z.number().int(),
  tieu_de_khao_sat: z.string(),
  instrument_code: z.string().nullable(),
  status_khao_sat: z.number().int(),
  time_start: z.string(),
  time_end: z.string(),
  /** Published figures exist (a closed version's snapshot). */
  has_snapshot: z.boolean(),
  /** How many of the caller's hospitals run it. */
  hospitals: z.number().int(),
});
export const ZProvinceScope = z.object({
  groups: z.array(ZHospitalGroup),
  versions: z.array(ZProvinceVersion),
  min_respondents: z.number().int(),
});
export type TProvinceScope = z.infer<typeof ZProvinceScope>;

export const ZProvinceQuery = z.object({
  phien_ban_id: ZId,
  /** One hospital of the caller's groups (not `hospital_id`: that names the caller's own hospital scope). */
  benh_vien_id: ZId.optional(),
});
export type TProvinceQuery = z.input<typeof ZProvinceQuery>;

/**
 * One hospital in the view. Below the minimum (or without published figures) every figure is
 * null: not even its respondent count or response rate is given, only `suppressed`.
 */
export const ZProvinceHospital = z.object({
  hospital_id: z.number().int(),
  name: z.string(),
  suppressed: z.boolean(),
  invited: z.number().int().nullable(),
  ineligible: z.number().int().nullable(),
  complete: z.number().int().nullable(),
  /** Response rate, percent (AHRQ: complete / (invited − ineligible)). */
  rate: z.number().nullable(),
  /** Valid respondents in the published figures. */
  n: z.number().int().nullable(),
  /** Mean of the composites' percent positive. */
  average: z.number().nullable(),
  /** The hospital's own composite figures (with their items and 95% intervals), as its dashboard gives them. */
  composites: z.array(ZCompositeScore),
  /** The patient safety rating (its distribution), as the hospital's dashboard gives it. */
  rating: ZDistribution.nullable(),
});
export type TProvinceHospital = z.infer<typeof ZProvinceHospital>;

export const ZProvinceResults = z.object({
  phien_ban_id: z.number().int(),
  tieu_de_khao_sat: z.string(),
  instrument_code: z.string().nullable(),
  min_respondents: z.number().int(),
  /** The version's latest published snapshot, or null (no figures yet). */
  snapshot: ZSnapshotMeta.pick({ snapshot_id: true, computed_at: true }).nullable(),
  /** The version's composites (ranking choices). */
  composites: z.array(z.object({ composite_id: z.number().int(), ma_composite: z.string(), name: z.string() })),
  /** Hospitals with figures first (by name), suppressed ones after; no pooled total (docs/decisions/province-view.md). */
  hospitals: z.array(ZProvinceHospital),
});
export type TProvinceResults = z.infer<typeof ZProvinceResults>;

/**
 * One hospital's progress in an open wave (`nhom-benh-vien/tien-do`): whole-hospital counts of the
 * staff records, as the hospital's own response-rate table gives them; never a unit or a
 * position, never a score (no score is published while a wave takes votes).
 */
export const ZProvinceProgressHospital = z.object({
  hospital_id: z.number().int(),
  name: z.string(),
  /** The hospital's own wave (a push gives each hospital a version of its own). */
  phien_ban_id: z.number().int(),
  /** Open (1) or paused (3): a hospital of a push may pause its own wave. */
  status_khao_sat: z.number().int(),
  invited: z.number().int(),
  ineligible: z.number().int(),
  /** Completed questionnaires (AHRQ: complete). */
  complete: z.number().int(),
  /** Response rate, percent (complete / (invited − ineligible)); null with nobody eligible. */
  rate: z.number().nullable(),
});
export type TProvinceProgressHospital = z.infer<typeof ZProvinceProgressHospital>;

/**
 * An open (or paused) wave of the caller's hospitals with each hospital's progress: one version,
 * or all the versions of one push (`dot_trien_khai`, campaign-push.md), hospital by hospital.
 * `phien_ban_id`, the title and the window are the first version's (a push gives them all the
 * same window); `status_khao_sat` is open while any of its hospitals is.
 */
export const ZProvinceProgressVersion = z.object({
  phien_ban_id: z.number().int(),
  /** The push's key, null for a wave made in one hospital. */
  dot_trien_khai: z.string().nullable(),
  tieu_de_khao_sat: z.string(),
  status_khao_sat: z.number().int(),
  time_start: z.string(),
  time_end: z.string(),
  hospitals: z.array(ZProvinceProgressHospital),
});
export const ZProvinceProgress = z.object({ versions: z.array(ZProvinceProgressVersion) });
export type TProvinceProgress = z.infer<typeof ZProvinceProgress>;
