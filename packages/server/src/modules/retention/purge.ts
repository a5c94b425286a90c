import { RETENTION_DEFAULT_DAYS, type TRetentionCounts, type TRetentionPurge, toWireTime } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import { writeAudit } from '../../access/audit.js';
import type { DB } from '../../db/schema.js';
import { clearMails, dropDrafts, unlinkRecords } from './reduce.js';

/** A closed version × hospital whose retention period is over and which is not purged yet. */
interface DuePair {
  phien_ban_id: number;
  hospital_id: number;
  so_ngay: number;
  tieu_de_khao_sat: string;
}

/** The hospitals that ran version `v` (its owner and its campaign's hospitals), with their period. */
const pairs = sql`
  FROM phien_ban_khao_sat v
  JOIN hospital h ON h.hospital_id = v.hospital_id
    OR EXISTS (SELECT 1 FROM phien_ban_benh_vien b WHERE b.phien_ban_id = v.phien_ban_id AND b.hospital_id = h.hospital_id)
  LEFT JOIN retention_setting s ON s.hospital_id = h.hospital_id
  WHERE v.status_khao_sat = 2 AND v.closed_at IS NOT NULL AND NOT v.is_template
    AND NOT EXISTS (SELECT 1 FROM retention_purge p WHERE p.phien_ban_id = v.phien_ban_id AND p.hospital_id = h.hospital_id)`;

const days = sql<number>`coalesce(s.so_ngay, ${RETENTION_DEFAULT_DAYS})`;

/** Closed versions of a hospital not purged yet, with the time their data will be (the settings screen). */
export async function pendingPurges(db: Kysely<DB>, hospitalId: number) {
  const { rows } = await sql<{ phien_ban_id: number; tieu_de_khao_sat: string; closed_at: Date; due_at: Date }>`
    SELECT v.phien_ban_id, v.tieu_de_khao_sat, v.closed_at, v.closed_at + ${days} * interval '1 day' AS due_at
    ${pairs} AND h.hospital_id = ${hospitalId}
    ORDER BY due_at, v.phien_ban_id`.execute(db);
  return rows.map((r) => ({ ...r, closed_at: toWireTime(new Date(r.closed_at)), due_at: toWireTime(new Date(r.due_at)) }));
}

/**
 * Purges one due version × hospital, in one transaction: the claim takes the version's row with
 * FOR UPDATE SKIP LOCKED, so of several API processes one purges it and the others pass to the
 * next; the "done" row, the reductions and the audit row commit together. Null when nothing is due.
 */
async function purgeOne(db: Kysely<DB>, now: Date, by: number | null, hospitalId: number | null): Promise<TRetentionPurge | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<DuePair>`
      SELECT v.phien_ban_id, h.hospital_id, ${days} AS so_ngay, v.tieu_de_khao_sat
      ${pairs} AND v.closed_at + ${days} * interval '1 day' <= ${now} ${hospitalId === null ? sql`` : sql`AND h.hospital_id = ${hospitalId}`}
      ORDER BY v.closed_at, v.phien_ban_id, h.hospital_id
      LIMIT 1 FOR UPDATE OF v SKIP LOCKED`.execute(trx);
    const due = rows[0];
    if (!due) return null;
    const claimed = await sql`INSERT INTO retention_purge (phien_ban_id, hospital_id, so_ngay, counts, purged_by)
      VALUES (${due.phien_ban_id}, ${due.hospital_id}, ${due.so_ngay}, '{}', ${by}) ON CONFLICT DO NOTHING`.execute(trx);
    if (Number(claimed.numAffectedRows ?? 0) === 0) return null;

    const records = await trx
      .selectFrom('nhan_vien_khao_sat')
      .select(['nhan_vien_khao_sat_id', 'nhan_vien_id'])
      .where('phien_ban_id', '=', due.phien_ban_id)
      .where('hospital_id', '=', due.hospital_id)
      .execute();
    const recordIds = records.map((r) => r.nhan_vien_khao_sat_id);
    const staffIds = [...new Set(records.flatMap((r) => (r.nhan_vien_id === null ? [] : [r.nhan_vien_id])))];
    // Unsubmitted drafts, and the keyings of paper questionnaires never verified (they name their keyers: docs/decisions/paper-entry.md).
    const paperKeyings = await trx
      .deleteFrom('paper_entry')
      .where('the_id', 'in', (eb) =>
        eb
          .selectFrom('ballot_card as c')
          .innerJoin('ballot_card_batch as b', 'b.lo_id', 'c.lo_id')
          .select('c.the_id')
          .where('b.phien_ban_id', '=', due.phien_ban_id)
          .where('b.hospital_id', '=', due.hospital_id),
      )
      .executeTakeFirst();
    const drafts = (await dropDrafts(trx, recordIds)) + Number(paperKeyings.numDeletedRows);
    const mails = await clearMails(trx, sql<boolean>`phien_ban_id = ${due.phien_ban_id} AND hospital_id = ${due.hospital_id}`);
    const linked = await unlinkRecords(
      trx,
      records.filter((r) => r.nhan_vien_id !== null).map((r) => r.nhan_vien_khao_sat_id),
    );
    // The stricter reading (docs/privacy.md): a staff member the hospital has marked as gone
    // (tam_ngung) keeps no e-mail or phone once no survey record names them any more.
    const contacts = staffIds.length
      ? Number(
          (
            await sql`UPDATE nhan_vien SET email = NULL, so_dien_thoai = NULL
              WHERE nhan_vien_id IN (${sql.join(staffIds)}) AND tam_ngung AND (email IS NOT NULL OR so_dien_thoai IS NOT NULL)
                AND NOT EXISTS (SELECT 1 FROM nhan_vien_khao_sat r WHERE r.nhan_vien_id = nhan_vien.nhan_vien_id)`.execute(trx)
          ).numAffectedRows ?? 0,
        )
      : 0;
    const counts: TRetentionCounts = { records: linked, mails, drafts, staffContacts: contacts };
    const done = await trx
      .updateTable('retention_purge')
      .set({ counts: JSON.stringify(counts) })
      .where('phien_ban_id', '=', due.phien_ban_id)
      .where('hospital_id', '=', due.hospital_id)
      .returning('purged_at')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, by === null ? null : { accountId: by }, null, {
      action: 'purge',
      entity: 'retention',
      entityId: due.phien_ban_id,
      hospitalId: due.hospital_id,
      phienBanId: due.phien_ban_id,
      detail: { so_ngay: due.so_ngay, counts, by: by === null ? 'job' : 'systemAdmin' },
    });
    return { ...due, counts, purged_at: toWireTime(new Date(done.purged_at)) };
  });
}

/**
 * Purges every due version × hospital (of one hospital when `o.hospitalId` is given); `by` is the
 * system administrator who asked (null: the job).
 */
export async function purgeDue(db: Kysely<DB>, now: Date, by: number | null, o: { stopping?: () => boolean; hospitalId?: number } = {}): Promise<TRetentionPurge[]> {
  const done: TRetentionPurge[] = [];
  while (!o.stopping?.()) {
    const p = await purgeOne(db, now, by, o.hospitalId ?? null);
    if (!p) break;
    done.push(p);
  }
  return done;
}
