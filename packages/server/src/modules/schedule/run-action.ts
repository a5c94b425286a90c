import { ROLE_LEVEL, VERSION_STATUS } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import { writeAudit } from '../../access/audit.js';
import type { DB } from '../../db/schema.js';
import { ConflictError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import type { AuditChange } from '../../access/audit.js';
import { mailOutbox } from '../mail/outbox.js';
import { surveyVersions, VERSION_MSG } from '../survey/versions.js';
import { remindable } from './store.js';

/** A claimed action, as the runner hands it over. */
export interface ClaimedAction {
  action_id: number;
  phien_ban_id: number;
  kind: 'open' | 'close' | 'remind';
  attempts: number;
  created_by: number | null;
}

/** What a run ended in: `done` (its effect committed with its mark) or `skipped` (nothing to do, and why). */
export type ActionOutcome = { status: 'done' | 'skipped'; result: Record<string, unknown> };

export const RUN_MSG = {
  cancelled: 'Việc đã bị hủy trong lúc chạy',
  noAccount: 'Tài khoản đã đặt lịch nhắc không còn: hãy đặt lại lịch nhắc',
} as const;

/** Thrown inside an effect's transaction when the action was cancelled meanwhile: the effect rolls back. */
export class ActionCancelled extends Error {}

/**
 * Who acts for the schedule: the version's own rules without a person's scope (a system-level
 * caller, as the schedule belongs to the version); the licence is still checked by the commands.
 * Audit rows name no account (the schedule) and carry `lich_tu_dong: <action id>`.
 */
function scheduleCaller(accountId: number | null): Caller {
  return {
    accountId: accountId as number,
    username: 'lich-tu-dong',
    groupId: 0,
    level: ROLE_LEVEL.systemAdmin,
    active: true,
    homeHospitalId: null,
    hospitalIds: 'all',
    departmentIds: null,
    functions: new Set(),
    tokensValidAfter: new Date(0),
    mustChangePassword: false,
  };
}

/**
 * The audit of a command run by the schedule: writes the command's audit row and marks the
 * action done with the same connection, so where the command's change is a transaction (start,
 * reminders) the change and the mark commit together: a restart never repeats a done action.
 */
function scheduleAudit(a: ClaimedAction, entity: string, action: string): RouteAudit {
  const record = async (db: Kysely<DB>, c: AuditChange): Promise<void> => {
    const marked = await db
      .updateTable('campaign_action')
      .set({ status: 'done', finished_at: new Date(), last_error: null })
      .where('action_id', '=', a.action_id)
      .where('status', '=', 'pending')
      .returning('action_id')
      .executeTakeFirst();
    if (!marked) throw new ActionCancelled(RUN_MSG.cancelled);
    await writeAudit(db, null, null, {
      action: c.action ?? action,
      entity: c.entity ?? entity,
      entityId: c.id ?? null,
      hospitalId: c.hospitalId ?? null,
      phienBanId: c.phienBanId ?? a.phien_ban_id,
      before: c.before,
      after: c.after,
      detail: { ...c.detail, lich_tu_dong: a.action_id },
    });
  };
  return Object.assign(record, { skip: () => undefined });
}

const skipped = (ly_do: string): ActionOutcome => ({ status: 'skipped', result: { ly_do } });

/**
 * Runs one action with the product's own commands (no second copy of their rules): the start
 * command for `open`, the close command for `close` (its final snapshot included), the reminder
 * command for `remind` (invited staff who have not voted and are not ineligible). A state that
 * leaves nothing to do is `skipped` with its reason; an error is thrown to the runner.
 */
export async function runAction(db: Kysely<DB>, a: ClaimedAction, now: Date): Promise<ActionOutcome> {
  const v = await db
    .selectFrom('phien_ban_khao_sat')
    .select(['status_khao_sat', 'started_at', 'tam_ngung', 'time_end'])
    .where('phien_ban_id', '=', a.phien_ban_id)
    .executeTakeFirst();
  if (!v) return skipped('Phiên bản không còn');
  if (v.tam_ngung) return skipped('Phiên bản đã bị ẩn');
  if (v.status_khao_sat === VERSION_STATUS.closed) return skipped(VERSION_MSG.alreadyClosed);
  const caller = scheduleCaller(a.created_by);
  const versions = surveyVersions(db);
  switch (a.kind) {
    case 'open': {
      if (v.status_khao_sat === VERSION_STATUS.paused) return skipped('Phiên bản đang tạm đóng');
      // Started before its start: its window opens by itself (the vote check reads the window).
      if (v.started_at) return { status: 'done', result: { da_bat_dau_truoc: true } };
      const r = await versions.start(caller, a.phien_ban_id, false, scheduleAudit(a, 'surveyVersion', 'start'));
      return { status: 'done', result: { created: r.created, total: r.total } };
    }
    case 'close': {
      if (!v.started_at) return skipped('Phiên bản chưa từng bắt đầu');
      try {
        await versions.close(caller, a.phien_ban_id, VERSION_STATUS.closed, scheduleAudit(a, 'surveyVersion', 'close'));
      } catch (err) {
        if (err instanceof ConflictError && err.message === VERSION_MSG.alreadyClosed) return skipped(VERSION_MSG.alreadyClosed);
        throw err;
      }
      return { status: 'done', result: { status_khao_sat: VERSION_STATUS.closed } };
    }
    case 'remind': {
      if (!remindable(v, now)) return skipped('Phiên bản chưa bắt đầu, đang tạm đóng hoặc đã hết hạn');
      if (a.created_by === null) throw new ConflictError(RUN_MSG.noAccount);
      const r = await mailOutbox(db, '').enqueue(caller, 'remind', { phien_ban_id: a.phien_ban_id }, scheduleAudit(a, 'surveyMail', 'send-reminder'));
      return { status: 'done', result: r };
    }
  }
}
