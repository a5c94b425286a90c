import { VERSION_STATUS } from '@hm/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Keeps a version's opening and closing on its schedule (docs/decisions/campaign-schedule.md):
 * called in the transaction that sets or changes the version's start and end, or closes it.
 * A pending `open` exists while the start is ahead and the version is not closed (a draft is
 * then started at its start, as the start command does); a pending `close` while the end is
 * ahead and the version is not closed. Pending reminders at or after a new end are cancelled.
 */
export async function syncVersionSchedule(db: Db, versionId: number, createdBy: number | null, now: Date = new Date()): Promise<void> {
  const v = await db.selectFrom('phien_ban_khao_sat').select(['is_template', 'status_khao_sat', 'time_start', 'time_end']).where('phien_ban_id', '=', versionId).executeTakeFirst();
  if (!v || v.is_template) return;
  const closed = v.status_khao_sat === VERSION_STATUS.closed;
  const windows: ['open' | 'close', Date][] = [
    ['open', new Date(v.time_start)],
    ['close', new Date(v.time_end)],
  ];
  for (const [kind, at] of windows) {
    if (closed || at <= now) {
      await cancelPending(db, versionId, kind, closed ? 'Phiên bản đã đóng' : 'Thời điểm đã qua');
      continue;
    }
    const moved = await db
      .updateTable('campaign_action')
      .set({ due_at: at, next_attempt_at: at, last_error: null })
      .where('phien_ban_id', '=', versionId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      await db.insertInto('campaign_action').values({ phien_ban_id: versionId, kind, due_at: at, next_attempt_at: at, created_by: createdBy }).execute();
    }
  }
  await db
    .updateTable('campaign_action')
    .set({ status: 'cancelled', finished_at: now, result: JSON.stringify({ ly_do: closed ? 'Phiên bản đã đóng' : 'Sau thời điểm kết thúc mới' }) })
    .where('phien_ban_id', '=', versionId)
    .where('kind', '=', 'remind')
    .where('status', '=', 'pending')
    .where(closed ? sql<boolean>`true` : sql<boolean>`due_at >= ${new Date(v.time_end)}`)
    .execute();
}

async function cancelPending(db: Db, versionId: number, kind: 'open' | 'close', reason: string): Promise<void> {
  await db
    .updateTable('campaign_action')
    .set({ status: 'cancelled', finished_at: new Date(), result: JSON.stringify({ ly_do: reason }) })
    .where('phien_ban_id', '=', versionId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .execute();
}
