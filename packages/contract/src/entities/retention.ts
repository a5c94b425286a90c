import { z } from 'zod';
import { ZId, ZWireDateTime, zName } from '../common.js';

/**
 * Retention of personal data (issue 31 item 3, docs/privacy.md "Retention"): a hospital's period
 * after which the personal data of a closed survey version is purged or reduced, the purges done,
 * and one staff member's data (export, erasure).
 */

/** Days after a version closes when no hospital setting says otherwise. */
export const RETENTION_DEFAULT_DAYS = 90;
export const RETENTION_MAX_DAYS = 3650;

export const ZRetentionDays = z.coerce
  .number({ message: 'Số ngày lưu giữ phải là số' })
  .int('Số ngày lưu giữ phải là số nguyên')
  .min(0, 'Số ngày lưu giữ không được âm')
  .max(RETENTION_MAX_DAYS, `Số ngày lưu giữ tối đa ${RETENTION_MAX_DAYS} ngày (10 năm)`);

export const ZRetentionQuery = z.object({ hospitalId: ZId });

/** A hospital's period and whether it is the default. */
export const ZRetentionSetting = z.object({
  hospital_id: z.number(),
  so_ngay: z.number(),
  mac_dinh: z.boolean(),
  updated_at: z.string().nullable(),
});
export type TRetentionSetting = z.infer<typeof ZRetentionSetting>;

export const ZRetentionSettingInput = z.object({ hospital_id: ZId, so_ngay: ZRetentionDays });
export type TRetentionSettingInput = z.infer<typeof ZRetentionSettingInput>;

/** What one purge of a version × hospital removed. */
export const ZRetentionCounts = z.object({
  /** Staff records whose invitation nonce was rotated and staff link removed. */
  records: z.number(),
  /** Outbox mails whose address, name, subject and bodies were cleared. */
  mails: z.number(),
  /** Unsubmitted drafts deleted. */
  drafts: z.number(),
  /** Staff marked as gone (tam_ngung) whose e-mail and phone were cleared, no survey record naming them any more. */
  staffContacts: z.number(),
});
export type TRetentionCounts = z.infer<typeof ZRetentionCounts>;

export const ZRetentionPurge = z.object({
  phien_ban_id: z.number(),
  hospital_id: z.number(),
  tieu_de_khao_sat: z.string(),
  so_ngay: z.number(),
  counts: ZRetentionCounts,
  purged_at: ZWireDateTime,
});
export type TRetentionPurge = z.infer<typeof ZRetentionPurge>;

/** The settings screen: the period, the purges done and what is due next. */
export const ZRetentionOverview = z.object({
  setting: ZRetentionSetting,
  purges: z.array(ZRetentionPurge),
  /** Closed versions of the hospital not purged yet, with the day their data will be. */
  pending: z.array(z.object({ phien_ban_id: z.number(), tieu_de_khao_sat: z.string(), closed_at: ZWireDateTime, due_at: ZWireDateTime })),
});
export type TRetentionOverview = z.infer<typeof ZRetentionOverview>;

/** The run on demand: every hospital, or the one named. */
export const ZRetentionRunInput = z.object({ hospital_id: ZId.optional() });

export const ZRetentionRunResult = z.object({ purged: z.array(ZRetentionPurge) });
export type TRetentionRunResult = z.infer<typeof ZRetentionRunResult>;

/** Everything the product holds about one staff member (the export). */
export const ZPersonalData = z.object({
  exported_at: ZWireDateTime,
  staff: z.record(z.string(), z.unknown()),
  records: z.array(z.record(z.string(), z.unknown())),
  drafts: z.array(z.record(z.string(), z.unknown())),
  mails: z.array(z.record(z.string(), z.unknown())),
  account: z.record(z.string(), z.unknown()).nullable(),
  account_departments: z.array(z.record(z.string(), z.unknown())),
  /** What is not included and why (the anonymous responses, the audit trail). */
  notes: z.array(z.string()),
});
export type TPersonalData = z.infer<typeof ZPersonalData>;

export const ZPersonalDataParams = z.object({ id: ZId });
/** Erasure is confirmed by typing the staff code. */
export const ZErasureInput = z.object({
  ma_nhan_vien: zName(50, 'Vui lòng nhập mã nhân viên để xác nhận'),
});
export const ZErasureResult = z.object({
  nhan_vien_id: z.number(),
  records: z.number(),
  mails: z.number(),
  drafts: z.number(),
  account: z.boolean(),
});
export type TErasureResult = z.infer<typeof ZErasureResult>;
