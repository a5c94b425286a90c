import { fromWireTime, REMINDER_HOUR, toWireTime, VERSION_STATUS, type TScheduledAction, type ZReminderCreate } from '@hm/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import { editableVersion, readableVersion } from '../survey-core/version-access.js';

export const SCHEDULE_MSG = {
  notFound: 'Không tìm thấy việc đã lên lịch',
  notPending: 'Việc này đã chạy hoặc đã bị hủy: không thể hủy nữa',
  badDay: 'Ngày nhắc không hợp lệ',
  pastDay: `Ngày nhắc đã qua: thư nhắc được gửi lúc ${String(REMINDER_HOUR).padStart(2, '0')}:00 của ngày đã chọn, hãy chọn một ngày sau`,
  pastTime: 'Giờ nhắc đã qua: hãy chọn một giờ sau bây giờ',
  afterEnd: 'Ngày nhắc phải trước thời điểm kết thúc khảo sát',
  beforeStart: 'Ngày nhắc phải sau thời điểm bắt đầu khảo sát',
  duplicate: 'Đã có lịch nhắc vào ngày này',
  template: 'Bộ câu hỏi mẫu không có lịch tự động',
} as const;

const field = (message: string, path: 'ngay' | 'gio' = 'ngay') => new ValidationError(message, { errors: [{ path, message }] });

/** `YYYY-MM-DD` (and `HH:mm`) → the reminder's instant: that day at the hour given, else REMINDER_HOUR:00, Vietnamese time. */
export function reminderInstant(day: string, hour?: string): Date | null {
  return fromWireTime(`${day} ${hour ?? `${String(REMINDER_HOUR).padStart(2, '0')}:00`}:00`);
}

type Row = Selectable<DB['campaign_action']>;

export function toScheduledAction(r: Row): TScheduledAction {
  return {
    action_id: r.action_id,
    phien_ban_id: r.phien_ban_id,
    kind: r.kind,
    due_at: toWireTime(r.due_at),
    status: r.status,
    attempts: r.attempts,
    last_error: r.last_error,
    finished_at: r.finished_at ? toWireTime(r.finished_at) : null,
    result: r.result ? (JSON.parse(r.result) as Record<string, unknown>) : null,
  };
}

/** The calls of a version's schedule: what is planned and what ran, a reminder added, an action cancelled. */
export function scheduleStore(db: Kysely<DB>) {
  return {
    async list(caller: Caller, versionId: number): Promise<TScheduledAction[]> {
      await readableVersion(db, caller, versionId);
      const rows = await db.selectFrom('campaign_action').selectAll().where('phien_ban_id', '=', versionId).orderBy('due_at').orderBy('action_id').execute();
      return rows.map(toScheduledAction);
    },

    /** A reminder on a day (at REMINDER_HOUR:00 or the hour chosen): after now and the start, before the end. */
    async addReminder(caller: Caller, body: z.output<typeof ZReminderCreate>, audit: RouteAudit, now: Date = new Date()): Promise<TScheduledAction> {
      return db.transaction().execute(async (trx) => {
        const ref = await editableVersion(trx, caller, body.phien_ban_id);
        if (ref.is_template) throw new ValidationError(SCHEDULE_MSG.template);
        const at = reminderInstant(body.ngay, body.gio);
        if (!at) throw field(SCHEDULE_MSG.badDay);
        const v = await trx.selectFrom('phien_ban_khao_sat').select(['time_start', 'time_end']).where('phien_ban_id', '=', body.phien_ban_id).executeTakeFirstOrThrow();
        if (at <= now) throw body.gio ? field(SCHEDULE_MSG.pastTime, 'gio') : field(SCHEDULE_MSG.pastDay);
        if (at >= new Date(v.time_end)) throw field(SCHEDULE_MSG.afterEnd);
        if (at < new Date(v.time_start)) throw field(SCHEDULE_MSG.beforeStart);
        const taken = await trx
          .selectFrom('campaign_action')
          .select('action_id')
          .where('phien_ban_id', '=', body.phien_ban_id)
          .where('kind', '=', 'remind')
          .where('status', '=', 'pending')
          .where('due_at', '=', at)
          .executeTakeFirst();
        if (taken) throw new ConflictError(SCHEDULE_MSG.duplicate, { errors: [{ path: 'ngay', message: SCHEDULE_MSG.duplicate }] });
        const row = await trx
          .insertInto('campaign_action')
          .values({ phien_ban_id: body.phien_ban_id, kind: 'remind', due_at: at, next_attempt_at: at, created_by: caller.accountId })
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = toScheduledAction(row);
        await audit(trx, { id: row.action_id, hospitalId: ref.hospital_id, phienBanId: body.phien_ban_id, after: { kind: after.kind, due_at: after.due_at } });
        return after;
      });
    },

    /** Cancels a pending action of a version the caller may change (also a closed one: nothing is left to run). */
    async cancel(caller: Caller, actionId: number, audit: RouteAudit): Promise<TScheduledAction> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('campaign_action').selectAll().where('action_id', '=', actionId).executeTakeFirst();
        if (!row) throw new NotFoundError(SCHEDULE_MSG.notFound);
        const ref = await editableVersion(trx, caller, row.phien_ban_id, { allowClosed: true });
        const done = await trx
          .updateTable('campaign_action')
          .set({ status: 'cancelled', finished_at: new Date() })
          .where('action_id', '=', actionId)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (!done) throw new ConflictError(SCHEDULE_MSG.notPending);
        await audit(trx, {
          id: actionId,
          hospitalId: ref.hospital_id,
          phienBanId: row.phien_ban_id,
          before: { status: row.status },
          after: { status: done.status },
          detail: { kind: row.kind, due_at: toWireTime(row.due_at) },
        });
        return toScheduledAction(done);
      });
    },
  };
}

/** Whether a version may still take a reminder: started, open (not paused or closed), not hidden, its window not over. */
export const remindable = (v: { status_khao_sat: number; started_at: Date | null; tam_ngung: boolean; time_end: Date }, now: Date): boolean =>
  v.status_khao_sat === VERSION_STATUS.open && v.started_at !== null && !v.tam_ngung && new Date(v.time_end) > now;
