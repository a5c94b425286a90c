import { z } from 'zod';
import { ZId, ZPageQuery, zName, zOptionalText, zText } from '../common.js';
import { ZChange, ZInterval } from './dashboard.js';

/**
 * Action plans (issue 27 item 3, docs/decisions/action-plans.md): AHRQ's "Action Planning Tool
 * for the SOPS Surveys" as a record of one hospital and one wave (survey version), optionally of
 * one unit (the respondents' answer to the unit question, as the dashboard's filter), tracked to
 * the next wave: once a later wave of the hospital is published, the plan shows its focus
 * composites re-measured with the change and its test.
 */

export const ACTION_PLAN_STATUSES = ['draft', 'in_progress', 'done', 'abandoned'] as const;
export const ZActionPlanStatus = z.enum(ACTION_PLAN_STATUSES, { message: 'Trạng thái phải là nháp, đang thực hiện, hoàn thành hoặc đã dừng' });
export type TActionPlanStatus = z.infer<typeof ZActionPlanStatus>;

/** At most this many focus composites, milestones, progress notes and attachments in one plan. */
export const ACTION_PLAN_LIMITS = { composites: 12, milestones: 30, notes: 200, attachments: 20 } as const;

/** A calendar day, YYYY-MM-DD. */
export const ZPlanDate = z
  .string({ message: 'Ngày phải có dạng YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày phải có dạng YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Ngày không hợp lệ');

const optionalDate = ZPlanDate.nullish().transform((v) => v ?? null);

/** One step of the timeline: what, by when, done or not. */
export const ZActionPlanMilestone = z.object({
  ten: zName(300, 'Vui lòng nhập tên mốc'),
  han: optionalDate,
  xong: z.boolean({ message: 'Hoàn thành phải là có hoặc không' }).default(false),
});
export type TActionPlanMilestone = z.infer<typeof ZActionPlanMilestone>;

/** A dated progress note. */
export const ZActionPlanNote = z.object({
  ngay: ZPlanDate,
  noi_dung: zName(2000, 'Vui lòng nhập nội dung tiến độ'),
});
export type TActionPlanNote = z.infer<typeof ZActionPlanNote>;

const text = (max: number) => zOptionalText(max);

/** What a plan holds: the ten questions of AHRQ's tool, its timeline, status, notes and attachments. */
export const ZActionPlanInput = z
  .object({
    hospital_id: ZId,
    phien_ban_id: ZId,
    /** The unit (answer value of the version's unit question); null = the whole hospital. */
    don_vi: z
      .number({ message: 'Đơn vị phải là số' })
      .int('Đơn vị phải là số nguyên')
      .min(0, 'Đơn vị không hợp lệ')
      .nullish()
      .transform((v) => v ?? null),
    tieu_de: zName(200, 'Vui lòng nhập tên kế hoạch'),
    /** Focus composites (`ma_composite` of the version). */
    linh_vuc: z
      .array(zText(100), { message: 'Vui lòng chọn lĩnh vực trọng tâm' })
      .min(1, 'Vui lòng chọn ít nhất một lĩnh vực trọng tâm')
      .max(ACTION_PLAN_LIMITS.composites, `Tối đa ${ACTION_PLAN_LIMITS.composites} lĩnh vực`),
    /** The SMART goal. */
    muc_tieu: zName(2000, 'Vui lòng nhập mục tiêu SMART'),
    sang_kien: text(4000),
    nguoi_phu_trach: text(200),
    doi_tuong: text(2000),
    nguon_luc: text(2000),
    tro_ngai: text(2000),
    do_luong_quy_trinh: text(2000),
    do_luong_ket_qua: text(2000),
    truyen_thong: text(2000),
    ngay_bat_dau: optionalDate,
    ngay_ket_thuc: optionalDate,
    moc: z.array(ZActionPlanMilestone).max(ACTION_PLAN_LIMITS.milestones, `Tối đa ${ACTION_PLAN_LIMITS.milestones} mốc`).default([]),
    tien_do: z.array(ZActionPlanNote).max(ACTION_PLAN_LIMITS.notes, `Tối đa ${ACTION_PLAN_LIMITS.notes} ghi chú tiến độ`).default([]),
    /** Files of the hospital's uploads (`upload-data`). */
    tep_dinh_kem: z.array(ZId).max(ACTION_PLAN_LIMITS.attachments, `Tối đa ${ACTION_PLAN_LIMITS.attachments} tệp`).default([]),
    trang_thai: ZActionPlanStatus.default('draft'),
  })
  .refine((p) => !p.ngay_bat_dau || !p.ngay_ket_thuc || p.ngay_bat_dau <= p.ngay_ket_thuc, { path: ['ngay_ket_thuc'], message: 'Ngày kết thúc phải sau ngày bắt đầu' })
  .refine((p) => new Set(p.linh_vuc).size === p.linh_vuc.length, { path: ['linh_vuc'], message: 'Lĩnh vực bị chọn trùng' });
export type TActionPlanInput = z.input<typeof ZActionPlanInput>;

export const ZActionPlan = z.object({
  ke_hoach_id: z.number().int(),
  hospital_id: z.number().int(),
  hospital_name: z.string(),
  phien_ban_id: z.number().int(),
  tieu_de_khao_sat: z.string(),
  don_vi: z.number().int().nullable(),
  tieu_de: z.string(),
  linh_vuc: z.array(z.string()),
  muc_tieu: z.string(),
  sang_kien: z.string().nullable(),
  nguoi_phu_trach: z.string().nullable(),
  doi_tuong: z.string().nullable(),
  nguon_luc: z.string().nullable(),
  tro_ngai: z.string().nullable(),
  do_luong_quy_trinh: z.string().nullable(),
  do_luong_ket_qua: z.string().nullable(),
  truyen_thong: z.string().nullable(),
  ngay_bat_dau: z.string().nullable(),
  ngay_ket_thuc: z.string().nullable(),
  moc: z.array(z.object({ ten: z.string(), han: z.string().nullable(), xong: z.boolean() })),
  tien_do: z.array(z.object({ ngay: z.string(), noi_dung: z.string() })),
  tep_dinh_kem: z.array(z.number().int()),
  trang_thai: ZActionPlanStatus,
  /** YYYY-MM-DD HH:mm:ss */
  updated_at: z.string(),
});
export type TActionPlan = z.infer<typeof ZActionPlan>;

export const ZActionPlanListQuery = ZPageQuery.extend({
  hospitalId: ZId.optional(),
  phien_ban_id: ZId.optional(),
  trang_thai: ZActionPlanStatus.optional(),
});
export type TActionPlanListQuery = z.infer<typeof ZActionPlanListQuery>;

/** One focus composite re-measured in the later wave: its score then and now, the change and its test. */
export const ZActionPlanComposite = z.object({
  ma_composite: z.string(),
  name: z.string(),
  /** In the plan's wave (null: suppressed or no figure). */
  before: z.number().nullable(),
  /** In the later wave. */
  after: z.number().nullable(),
  interval: ZInterval.nullable(),
  change: ZChange.nullable(),
});
export type TActionPlanComposite = z.infer<typeof ZActionPlanComposite>;

/**
 * A plan's re-measure: the hospital's next published wave of the same instrument after the plan's
 * (null while there is none), whether the plan's group is suppressed there, and its focus composites.
 */
export const ZActionPlanResults = z.object({
  later_version: z.object({ phien_ban_id: z.number().int(), tieu_de_khao_sat: z.string() }).nullable(),
  /** The wave the change is measured against (the plan's, unless another wave came between). */
  against_version: z.object({ phien_ban_id: z.number().int(), tieu_de_khao_sat: z.string() }).nullable(),
  suppressed: z.boolean(),
  min_group_size: z.number().int().nullable(),
  composites: z.array(ZActionPlanComposite),
});
export type TActionPlanResults = z.infer<typeof ZActionPlanResults>;
