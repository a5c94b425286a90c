import { z } from 'zod';
import { ZId, ZPageQuery, ZWireDateTime } from '../../common.js';

/** Invitation (`send-email-moi-khao-sat`) and reminder (`send-email`) requests. */
export const ZSendMailBody = z.object({
  phien_ban_id: ZId,
  /** Only this hospital's staff; default: every hospital of the version in the caller's scope. */
  hospital_id: ZId.optional(),
  /** Only these records (else all that qualify). */
  nhan_vien_khao_sat_ids: z.array(ZId).max(10000).optional(),
});
export type TSendMailBody = z.input<typeof ZSendMailBody>;
export const ZSendMailResult = z.object({
  /** Mails written to the outbox. */
  queued: z.number().int(),
  /** Staff skipped because they have no e-mail address. */
  khong_co_email: z.number().int(),
  /** Reminders: staff skipped because they already completed or are ineligible. */
  bo_qua: z.number().int(),
});
export type TSendMailResult = z.infer<typeof ZSendMailResult>;

export const ZMailTemplate = z.enum(['invite', 'remind']);
export const ZMailStatus = z.enum(['pending', 'sent', 'failed']);
/** An outbox row; the personal link in `noi_dung` is masked. */
export const ZOutboxMail = z.object({
  mail_id: z.number().int(),
  hospital_id: z.number().int(),
  phien_ban_id: z.number().int().nullable(),
  template: ZMailTemplate,
  to_address: z.string(),
  to_name: z.string(),
  subject: z.string(),
  noi_dung: z.string(),
  status: ZMailStatus,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: ZWireDateTime,
  sent_at: ZWireDateTime.nullable(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
export const ZOutboxQuery = ZPageQuery.extend({
  hospitalId: z.coerce.number().int().positive().optional(),
  phien_ban_id: z.coerce.number().int().positive().optional(),
  status: ZMailStatus.optional(),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

/** email/trang-thai: whether this server can send mail, and how the caller's hospitals' mails fare. */
export const ZMailServerStatus = z.object({
  /** An SMTP server is configured (SMTP_URL): without it mails stay pending in the outbox. */
  configured: z.boolean(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** The newest sending error of a mail of the caller's hospitals, and when that mail was last tried. */
  last_error: z.string().nullable(),
});
export type TMailServerStatus = z.infer<typeof ZMailServerStatus>;
