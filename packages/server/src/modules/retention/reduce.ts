import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The reductions shared by the retention purge and a staff member's erasure
 * (docs/privacy.md "Retention"): staff records keep department, job title and state (the response
 * rates) but lose their staff link and their invitation nonce (the link and any voter session
 * die); unsubmitted drafts go; outbox mails keep template, state and times but lose address,
 * name, subject, bodies and error text. Nothing here touches a response, a held response or a
 * snapshot: nothing links them to a record.
 */

/** A fresh random nonce per row: the old link and the voter sessions derived from it stop working. */
const freshNonce = sql<string>`replace(gen_random_uuid()::text, '-', '')`;

/**
 * Deletes the unsubmitted drafts of the records; how many. The submit keys stay: they hold only
 * the result flags (complete or not) that the response rates count, and once the record is
 * unlinked they name nobody.
 */
export async function dropDrafts(db: Db, recordIds: readonly number[]): Promise<number> {
  if (!recordIds.length) return 0;
  const d = await db.deleteFrom('vote_draft').where('nhan_vien_khao_sat_id', 'in', recordIds).executeTakeFirst();
  return Number(d.numDeletedRows);
}

/** Unlinks the records from the staff list and rotates their nonces; how many. */
export async function unlinkRecords(db: Db, recordIds: readonly number[]): Promise<number> {
  if (!recordIds.length) return 0;
  const r = await db.updateTable('nhan_vien_khao_sat').set({ nhan_vien_id: null, token_nonce: freshNonce }).where('nhan_vien_khao_sat_id', 'in', recordIds).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Clears the personal parts of the outbox mails chosen by `where` (a test mail keeps empty
 * bodies, as its constraint asks); a mail still pending is given up. How many were cleared.
 */
export async function clearMails(db: Db, where: RawBuilder<boolean>): Promise<number> {
  const { numAffectedRows } = await sql`
    UPDATE mail_outbox SET to_address = '', to_name = '', subject = NULL, last_error = NULL, nhan_vien_khao_sat_id = NULL,
      body_text = CASE WHEN is_test THEN '' ELSE NULL END, body_html = CASE WHEN is_test THEN '' ELSE NULL END,
      status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END
    WHERE (${where}) AND (to_address <> '' OR to_name <> '' OR subject IS NOT NULL OR nhan_vien_khao_sat_id IS NOT NULL
      OR coalesce(body_text, '') <> '' OR coalesce(body_html, '') <> '' OR last_error IS NOT NULL)`.execute(db);
  return Number(numAffectedRows ?? 0);
}
