import { z } from 'zod';
import { ZId, ZLanguage, ZPageQuery, ZQueryBool, ZWireDateTime, zText } from '../../common.js';
import { fromWireTime } from '../../time.js';

/** 1 open (not closed), 2 closed (final), 3 temporarily closed (can reopen). */
export const VERSION_STATUS = { open: 1, closed: 2, paused: 3 } as const;
export const ZVersionStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type TVersionStatus = z.infer<typeof ZVersionStatus>;

/** Every text field refuses NUL and control characters (the database refuses NUL), trims and NFC-normalises. */
const text = zText;

/**
 * A survey version (`phien_ban_khao_sat`). Texts exist in Vietnamese (`x`) and English
 * (`x_en`); `language` is the primary one. `hospital_id` null = a template or a campaign run
 * by several hospitals (`phien-ban-benh-vien`).
 */
export const ZSurveyVersion = z.object({
  phien_ban_id: z.number().int(),
  hospital_id: z.number().int().nullable(),
  hospital_name: z.string().nullable(),
  is_template: z.boolean(),
  instrument_code: z.string().nullable(),
  copied_from_id: z.number().int().nullable(),
  language: ZLanguage,
  tieu_de_khao_sat: z.string(),
  tieu_de_khao_sat_en: z.string(),
  mo_ta_khao_sat: z.string(),
  mo_ta_khao_sat_en: z.string(),
  noi_dung_khao_sat: z.string(),
  noi_dung_khao_sat_en: z.string(),
  time_start: ZWireDateTime,
  time_end: ZWireDateTime,
  created_at: ZWireDateTime,
  started_at: ZWireDateTime.nullable(),
  status_khao_sat: ZVersionStatus,
  tam_ngung: z.boolean(),
  /** Whether any response exists: the questions' meaning is then fixed. */
  co_ket_qua: z.boolean(),
});
export type TSurveyVersion = z.infer<typeof ZSurveyVersion>;

/**
 * A row of the version list, with its staff counts: invited (eligible), submitted, and complete
 * responses (the dashboards' count: a submitted form that answers enough to be scored).
 */
export const ZSurveyVersionRow = ZSurveyVersion.extend({
  so_da_binh_chon: z.number().int(),
  so_hoan_chinh: z.number().int(),
  tong_so_nhan_vien: z.number().int(),
});
export type TSurveyVersionRow = z.infer<typeof ZSurveyVersionRow>;

export const ZSurveyVersionListQuery = ZPageQuery.extend({
  /** The product asks with tam_ngung=false; true lists the soft-deleted ones (to restore). */
  tam_ngung: ZQueryBool.default(false),
  /** true: the read-only instrument templates. */
  la_mau: ZQueryBool.default(false),
  hospitalId: z.coerce.number().int().positive().optional(),
  status_khao_sat: z.coerce.number().pipe(ZVersionStatus).optional(),
});
export type TSurveyVersionListQuery = z.infer<typeof ZSurveyVersionListQuery>;

const versionFields = {
  /** null = a campaign of several hospitals (system administrators only). */
  hospital_id: ZId.nullable(),
  language: ZLanguage.default('vi'),
  tieu_de_khao_sat: text(500).default(''),
  tieu_de_khao_sat_en: text(500).default(''),
  mo_ta_khao_sat: text(4000).default(''),
  mo_ta_khao_sat_en: text(4000).default(''),
  noi_dung_khao_sat: text(20000).default(''),
  noi_dung_khao_sat_en: text(20000).default(''),
  time_start: ZWireDateTime,
  time_end: ZWireDateTime,
};

type VersionTexts = { language: 'vi' | 'en'; tieu_de_khao_sat: string; tieu_de_khao_sat_en: string; time_start: string; time_end: string };
/** The title in the primary language is required; the window must run forwards. */
function checkVersion(v: VersionTexts, ctx: z.RefinementCtx): void {
  const title = v.language === 'en' ? v.tieu_de_khao_sat_en : v.tieu_de_khao_sat;
  if (!title) ctx.addIssue({ code: 'custom', path: [v.language === 'en' ? 'tieu_de_khao_sat_en' : 'tieu_de_khao_sat'], message: 'Vui lòng nhập tiêu đề khảo sát' });
  const start = fromWireTime(v.time_start);
  const end = fromWireTime(v.time_end);
  if (start && end && start >= end) ctx.addIssue({ code: 'custom', path: ['time_end'], message: 'Thời gian kết thúc phải sau thời gian bắt đầu' });
}

export const ZSurveyVersionCreate = z.object(versionFields).superRefine(checkVersion);
export type TSurveyVersionCreate = z.input<typeof ZSurveyVersionCreate>;

/** Update; also restores a soft-deleted version. The owner hospital does not change. */
export const ZSurveyVersionUpdate = z
  .object({ ...versionFields, phien_ban_id: ZId })
  .omit({ hospital_id: true })
  .superRefine(checkVersion);
export type TSurveyVersionUpdate = z.input<typeof ZSurveyVersionUpdate>;

export const ZVersionIdBody = z.object({ phien_ban_id: ZId });
export const ZVersionIdParams = z.object({ id: ZId });
export const ZVersionLanguageParams = z.object({ id: ZId, language: ZLanguage });

/** Close: 2 closes for good (default), 3 closes temporarily. */
export const ZVersionCloseBody = z.object({ status_khao_sat: z.union([z.literal(2), z.literal(3)]).default(2) });

/** Copy a template (or any version the caller may read) into a new version of a hospital. */
export const ZVersionCopyBody = z
  .object({
    hospital_id: ZId,
    language: ZLanguage.optional(),
    tieu_de_khao_sat: text(500).optional(),
    tieu_de_khao_sat_en: text(500).optional(),
    time_start: ZWireDateTime,
    time_end: ZWireDateTime,
  })
  .superRefine((v, ctx) => {
    const start = fromWireTime(v.time_start);
    const end = fromWireTime(v.time_end);
    if (start && end && start >= end) ctx.addIssue({ code: 'custom', path: ['time_end'], message: 'Thời gian kết thúc phải sau thời gian bắt đầu' });
  });
export type TVersionCopyBody = z.input<typeof ZVersionCopyBody>;

/** Start: opens the version (also from 3) and creates the staff records of its hospitals. */
export const ZVersionStartResult = z.object({ version: ZSurveyVersion, created: z.number().int(), total: z.number().int() });

/**
 * Starting never widens a hand-picked invitation silently: a hospital whose staff were picked
 * keeps exactly them; a hospital with nobody picked gets its whole staff (the confirmation says
 * so, per hospital); `moi_toan_bo` invites every hospital's whole staff, picked or not.
 */
export const ZVersionStartBody = z.object({ moi_toan_bo: z.boolean().default(false) }).nullish();

/** What starting would do, per participating hospital in the caller's scope: invited now, and active staff in all. */
export const ZVersionStartPreview = z.array(z.object({ hospital_id: z.number().int(), name: z.string(), da_moi: z.number().int(), tong_nhan_vien: z.number().int() }));
export type TVersionStartPreview = z.infer<typeof ZVersionStartPreview>;

/**
 * `phien-ban-khao-sat-new`: versions open now for the caller, with the caller's own state and
 * the voted / invited (less ineligible) counts of the caller's hospital.
 */
export const ZOpenVersion = ZSurveyVersionRow.extend({
  nhan_vien_khao_sat_id: z.number().int().nullable(),
  /** The caller's staff record: 1 incomplete, 2 complete; null = not invited. */
  trang_thai_cua_toi: z.union([z.literal(1), z.literal(2)]).nullable(),
});
export type TOpenVersion = z.infer<typeof ZOpenVersion>;
export const ZOpenVersionQuery = z.object({ hospitalId: z.coerce.number().int().positive().optional() });
