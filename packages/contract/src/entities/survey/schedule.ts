import { z } from 'zod';
import { ZId, ZWireDateTime } from '../../common.js';

/**
 * A version's schedule that runs itself (docs/decisions/campaign-schedule.md): `open` at its
 * start, `close` at its end (the final scores, as a manual close), `remind` on a day the manager
 * chose, at 08:00 Vietnamese time (`REMINDER_HOUR`), to invited staff who have not voted.
 */
export const ZScheduleKind = z.enum(['open', 'close', 'remind']);
export type TScheduleKind = z.infer<typeof ZScheduleKind>;
export const ZScheduleStatus = z.enum(['pending', 'done', 'skipped', 'failed', 'cancelled']);
export type TScheduleStatus = z.infer<typeof ZScheduleStatus>;

/** The local hour (Asia/Ho_Chi_Minh) at which a reminder day's mails are written to the outbox. */
export const REMINDER_HOUR = 8;

export const ZScheduledAction = z.object({
  action_id: z.number().int(),
  phien_ban_id: z.number().int(),
  kind: ZScheduleKind,
  /** When it runs (wire time). */
  due_at: ZWireDateTime,
  status: ZScheduleStatus,
  attempts: z.number().int(),
  /** The last error (kept while retried, and when it failed). */
  last_error: z.string().nullable(),
  finished_at: ZWireDateTime.nullable(),
  /** What the run did: mails queued, staff invited, or why it was skipped. */
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type TScheduledAction = z.infer<typeof ZScheduledAction>;

export const ZScheduleListQuery = z.object({ phien_ban_id: ZId });

/**
 * A reminder on a day (`YYYY-MM-DD`, Vietnamese calendar); it runs at `REMINDER_HOUR`:00 that day,
 * or at the hour the manager chose (`gio`, `HH:mm` Vietnamese time: a night shift's hospital, or
 * a reminder later today).
 */
export const ZReminderCreate = z.object({
  phien_ban_id: ZId,
  ngay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày phải có dạng YYYY-MM-DD'),
  gio: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Giờ phải có dạng HH:mm (00:00 đến 23:59)')
    .optional(),
});
export type TReminderCreate = z.input<typeof ZReminderCreate>;

export const ZScheduleActionParams = z.object({ id: ZId });
