import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ITEM_COUNT_COLUMNS, SCORED_QUESTION } from './item-count-sql.js';
import { latestSnapshot, type Snapshot } from './snapshot-store.js';

export type SnapshotReason = 'close' | 'request' | 'threshold' | 'seed';

/** First key of the two-key advisory lock that serialises the snapshots of one version (second key: the version). */
const SNAPSHOT_LOCK = 7_312_006;

/**
 * TinhDuLieu, in the caller's transaction: aggregates the version's valid complete responses
 * inside the database (the answers never reach Node) into a new snapshot, then deletes the older
 * ones. The aggregate is one statement, so groups, cells, items and the counts all read the same
 * state of the tables even while votes keep arriving. Same answers, same figures (idempotent).
 *  - percent_group: respondents per hospital × unit answer × position answer;
 *  - percent_cell: respondents per group × question × answer value;
 *  - percent_item: per hospital × scored question (scored scale, not a background part), from the
 *    cells: valid answers 1–5, answers 9, positive / neutral / negative after reverse wording.
 */
export async function storeSnapshot(trx: Transaction<DB>, versionId: number, reason: SnapshotReason): Promise<Snapshot> {
  const started = performance.now();
  // Another process may compute the same version: the second waits, then replaces the first.
  await sql`SELECT pg_advisory_xact_lock(${SNAPSHOT_LOCK}::int, ${versionId}::int)`.execute(trx);
  // The aggregate hashes every answer of the version: with the default 4 MB it spills to disk
  // in batches. For this transaction only.
  await sql`SET LOCAL work_mem = '256MB'`.execute(trx);
  const { snapshot_id } = await trx
    .insertInto('percent_snapshot')
    .values({ phien_ban_id: versionId, reason, respondents: 0, responses: 0 })
    .returning('snapshot_id')
    .executeTakeFirstOrThrow();
  await sql`
    WITH resp AS (
      SELECT ket_qua_id, hospital_id, don_vi, vi_tri FROM ket_qua
      WHERE phien_ban_id = ${versionId} AND hop_le = 1 AND hoan_thanh
    ),
    grp AS (
      INSERT INTO percent_group (snapshot_id, hospital_id, don_vi, vi_tri, respondents)
      SELECT ${snapshot_id}, hospital_id, don_vi, vi_tri, count(*)::int FROM resp GROUP BY hospital_id, don_vi, vi_tri
      RETURNING respondents
    ),
    cell AS (
      INSERT INTO percent_cell (snapshot_id, hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri, respondents)
      SELECT ${snapshot_id}, r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id, d.gia_tri, count(*)::int
      FROM resp r JOIN ket_qua_chi_tiet d ON d.ket_qua_id = r.ket_qua_id
      WHERE d.gia_tri IS NOT NULL
      GROUP BY r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id, d.gia_tri
      RETURNING hospital_id, cauhoi_id, gia_tri, respondents
    ),
    item AS (
      INSERT INTO percent_item (snapshot_id, hospital_id, cauhoi_id, n, n_dna, n_positive, n_neutral, n_negative)
      SELECT ${snapshot_id}, c.hospital_id, c.cauhoi_id, ${ITEM_COUNT_COLUMNS}
      FROM cell c
      JOIN cau_hoi q ON q.cauhoi_id = c.cauhoi_id
      JOIN phan_cau_hoi p ON p.phan_cauhoi_id = q.phancauhoi_id
      WHERE ${SCORED_QUESTION}
      GROUP BY c.hospital_id, c.cauhoi_id
    )
    UPDATE percent_snapshot SET
      respondents = (SELECT coalesce(sum(respondents), 0)::int FROM grp),
      responses = (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = ${versionId})
    WHERE snapshot_id = ${snapshot_id}`.execute(trx);
  await trx.deleteFrom('percent_snapshot').where('phien_ban_id', '=', versionId).where('snapshot_id', '<>', snapshot_id).execute();
  // Fresh statistics: without them the planner takes the new rows for a handful and reads them
  // with nested loops (measured 5× slower on the dashboard reads).
  await sql`ANALYZE percent_group, percent_cell, percent_item`.execute(trx);
  await trx
    .updateTable('percent_snapshot')
    .set({ duration_ms: Math.round(performance.now() - started) })
    .where('snapshot_id', '=', snapshot_id)
    .execute();
  return (await latestSnapshot(trx, versionId))!;
}

/** TinhDuLieu in its own transaction. */
export function takeSnapshot(db: Kysely<DB>, versionId: number, reason: SnapshotReason): Promise<Snapshot> {
  return db.transaction().execute((trx) => storeSnapshot(trx, versionId, reason));
}
