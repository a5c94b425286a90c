import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { opsRecorder, secondsSince } from '../../ops/recorder.js';
import { ITEM_COUNT_COLUMNS, SCORED_QUESTION } from './item-count-sql.js';
import { releaseAllHeld } from '../voting/vote-hold.js';
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
 *  - percent_cell: per group × question, the respondents of each answer value (arrays; the
 *    view percent_cell_value gives one row per value);
 *  - percent_item: per hospital × scored question (scored scale, not a background part), from the
 *    cells: valid answers 1–5, answers 9, positive / neutral / negative after reverse wording;
 *  - percent_item_group: the same per hospital × unit answer and per hospital × position answer.
 *
 * How it is fast (100,000 respondents: 5 million answers; docs/decisions.md "Dashboards and
 * scoring", measured by scripts/bench-dashboard.mjs):
 *  - the answers are counted per group × question, one `count(*) FILTER` column per answer value
 *    of the catalogue, and stored as one row of arrays: 44,000 running counts and rows instead
 *    of 213,560 (counting per value misses the CPU caches; a row per value was a third of the
 *    time). Values outside the catalogue (none through the vote, which checks them) are counted
 *    by a second aggregate that only runs when some group has answers no column took;
 *  - the unit and position answers are not counted again: they are the groups' keys (see
 *    snapshotPlan), so their cells are the groups, and the value columns are those of the other
 *    questions (1–6 and 9 for the AHRQ instruments instead of 1–14: each is a test per answer);
 *  - the responses are read from ket_qua in the join, not from a CTE, whose size the planner
 *    cannot estimate (it then merge-joined through the answers' index, 2× slower);
 *  - that count is a CREATE TEMP TABLE AS of its own (answersStatement), which PostgreSQL runs in
 *    parallel workers (a statement that inserts runs on one core);
 *  - the cells are inserted in key order (half the index work); JIT is off (its compile of this
 *    plan costs more than it saves).
 */
export async function storeSnapshot(trx: Transaction<DB>, versionId: number, reason: SnapshotReason): Promise<Snapshot> {
  const started = performance.now();
  // Another process may compute the same version: the second waits, then replaces the first.
  await sql`SELECT pg_advisory_xact_lock(${SNAPSHOT_LOCK}::int, ${versionId}::int)`.execute(trx);
  // Snapshots are of closed versions: every response still held is stored first (vote-hold.ts).
  await releaseAllHeld(trx, versionId);
  // The aggregate hashes every answer of the version: with the default 4 MB it spills to disk
  // in batches. For this transaction only.
  await sql`SET LOCAL work_mem = '256MB'`.execute(trx);
  await sql`SET LOCAL jit = off`.execute(trx);
  const plan = await snapshotPlan(trx, versionId);
  await answersStatement(versionId, plan).execute(trx);
  const { snapshot_id } = await trx
    .insertInto('percent_snapshot')
    .values({ phien_ban_id: versionId, reason, respondents: 0, responses: 0 })
    .returning('snapshot_id')
    .executeTakeFirstOrThrow();
  await cellsStatement(snapshot_id, versionId, plan).execute(trx);
  // The caller's transaction may take another snapshot (the demo seed takes two).
  await sql`DROP TABLE snapshot_answers`.execute(trx);
  // Older snapshots go, their cells with them (trigger percent_snapshot_drop_cells, migration 005).
  await trx.deleteFrom('percent_snapshot').where('phien_ban_id', '=', versionId).where('snapshot_id', '<>', snapshot_id).execute();
  // Fresh statistics: without them the planner takes the new rows for a handful and reads them
  // with nested loops (measured 5× slower on the dashboard reads). percent_cell samples 3,000
  // rows (migration 005).
  await sql`ANALYZE percent_group, percent_cell, percent_item, percent_item_group`.execute(trx);
  await trx
    .updateTable('percent_snapshot')
    .set({ duration_ms: Math.round(performance.now() - started) })
    .where('snapshot_id', '=', snapshot_id)
    .execute();
  return (await latestSnapshot(trx, versionId))!;
}

/**
 * What the snapshot statement needs from a version's catalogue:
 *  - `keys`: the unit and position questions whose answers are the responses' breakdown keys
 *    (ket_qua.don_vi / vi_tri, written from that answer at submit: roleAnswer): one such question
 *    per role, single choice, no value 0 (0 = not answered). Their cells are the groups' counts,
 *    not a second count of the same answers;
 *  - `values`: the answer values of the other coded questions, ascending (at least one, for a
 *    valid statement).
 */
async function snapshotPlan(trx: Transaction<DB>, versionId: number): Promise<{ keys: { role: 'unit' | 'position'; cauhoi_id: number }[]; values: number[] }> {
  const questions = await trx
    .selectFrom('cau_hoi as q')
    .innerJoin('phan_cau_hoi as p', 'p.phan_cauhoi_id', 'q.phancauhoi_id')
    .leftJoin('dap_an as a', 'a.cauhoi_id', 'q.cauhoi_id')
    .select(['q.cauhoi_id', 'q.vai_tro', 'p.type', sql<number[]>`coalesce(array_agg(DISTINCT a.gia_tri) FILTER (WHERE a.gia_tri IS NOT NULL), '{}')`.as('values')])
    .where('q.phien_ban_id', '=', versionId)
    .groupBy(['q.cauhoi_id', 'p.phan_cauhoi_id'])
    .execute();
  const keys = (['unit', 'position'] as const).flatMap((role) => {
    const of = questions.filter((q) => q.vai_tro === role);
    const q = of[0];
    return of.length === 1 && q!.type !== 'checkbox' && !q!.values.map(Number).includes(0) ? [{ role, cauhoi_id: q!.cauhoi_id }] : [];
  });
  const derived = new Set(keys.map((k) => k.cauhoi_id));
  const values = [...new Set(questions.filter((q) => !derived.has(q.cauhoi_id)).flatMap((q) => q.values.map(Number)))].sort((a, b) => a - b);
  return { keys, values: values.length ? values : [0] };
}

type SnapshotPlan = Awaited<ReturnType<typeof snapshotPlan>>;

/** The counted responses of a version: complete and valid. */
const countedResponses = (versionId: number) => sql`r.phien_ban_id = ${versionId} AND r.hop_le = 1 AND r.hoan_thanh`;
/** The answers that are counted, i.e. not those of the key questions (their cells are the groups). */
const notKeyAnswer = ({ keys }: SnapshotPlan) => (keys.length ? sql`d.cauhoi_id NOT IN (${sql.join(keys.map((k) => k.cauhoi_id))})` : sql`true`);
const valueColumn = (i: number) => sql.ref(`n${i}`);

/**
 * The counts of answers per group × question and catalogue value, into a temporary table for
 * this transaction. A CREATE TABLE AS may scan and aggregate in parallel workers, which a
 * statement that also inserts may not (PostgreSQL 15: 1.7 s → 1.0 s at 5 million answers on two
 * cores); the embedded database has no workers and runs it as before.
 */
function answersStatement(versionId: number, plan: SnapshotPlan) {
  return sql`
    CREATE TEMP TABLE snapshot_answers ON COMMIT DROP AS
    SELECT r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id, count(*)::int AS total,
      ${sql.join(plan.values.map((v, i) => sql`count(*) FILTER (WHERE d.gia_tri = ${sql.lit(v)})::int AS ${valueColumn(i)}`))}
    FROM ket_qua r JOIN ket_qua_chi_tiet d ON d.ket_qua_id = r.ket_qua_id
    WHERE ${countedResponses(versionId)} AND d.gia_tri IS NOT NULL AND ${notKeyAnswer(plan)}
    GROUP BY r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id`;
}

/** The one statement that stores a snapshot's groups, cells and items, and its counts, from snapshot_answers (see storeSnapshot). */
function cellsStatement(snapshotId: number, versionId: number, plan: SnapshotPlan) {
  const { keys, values } = plan;
  const counted = countedResponses(versionId);
  const notKey = notKeyAnswer(plan);
  const keyColumn = { unit: sql.ref('g.don_vi'), position: sql.ref('g.vi_tri') };
  return sql`
    WITH grp AS (
      INSERT INTO percent_group (snapshot_id, hospital_id, don_vi, vi_tri, respondents)
      SELECT ${snapshotId}, r.hospital_id, r.don_vi, r.vi_tri, count(*)::int FROM ket_qua r WHERE ${counted}
      GROUP BY r.hospital_id, r.don_vi, r.vi_tri
      RETURNING hospital_id, don_vi, vi_tri, respondents
    ),
    answers AS (SELECT * FROM snapshot_answers),
    cell AS (
      INSERT INTO percent_cell (snapshot_id, hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri, respondents)
      SELECT ${snapshotId}, hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri, respondents FROM (
        SELECT a.hospital_id, a.don_vi, a.vi_tri, a.cauhoi_id,
          ARRAY[${sql.join(values.map((v) => sql.lit(v)))}] AS gia_tri, ARRAY[${sql.join(values.map((_, i) => sql`a.${valueColumn(i)}`))}] AS respondents
        FROM answers a
        UNION ALL
        SELECT hospital_id, don_vi, vi_tri, cauhoi_id, array_agg(gia_tri ORDER BY gia_tri), array_agg(n ORDER BY gia_tri) FROM (
          SELECT r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id, d.gia_tri, count(*)::int AS n
          FROM ket_qua r JOIN ket_qua_chi_tiet d ON d.ket_qua_id = r.ket_qua_id
          WHERE ${counted} AND d.gia_tri NOT IN (${sql.join(values.map((v) => sql.lit(v)))}) AND ${notKey}
            AND EXISTS (SELECT 1 FROM answers a WHERE a.total > ${sql.join(values.map((_, i) => sql`a.${valueColumn(i)}`), sql` + `)})
          GROUP BY r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id, d.gia_tri
        ) outside
        GROUP BY hospital_id, don_vi, vi_tri, cauhoi_id
        ${sql.join(
          keys.map((k) => sql`UNION ALL SELECT g.hospital_id, g.don_vi, g.vi_tri, ${k.cauhoi_id}, ARRAY[${keyColumn[k.role]}], ARRAY[g.respondents] FROM grp g WHERE ${keyColumn[k.role]} <> 0`),
          sql` `,
        )}
      ) c
      ORDER BY hospital_id, don_vi, vi_tri, cauhoi_id
      RETURNING hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri, respondents
    ),
    -- Item counts per hospital, and per hospital × unit answer and × position answer.
    counts AS (
      SELECT c.hospital_id, GROUPING(c.don_vi) AS no_unit, GROUPING(c.vi_tri) AS no_position, c.don_vi, c.vi_tri, c.cauhoi_id, ${ITEM_COUNT_COLUMNS}
      FROM (SELECT cl.hospital_id, cl.don_vi, cl.vi_tri, cl.cauhoi_id, v.gia_tri, v.respondents FROM cell cl CROSS JOIN LATERAL unnest(cl.gia_tri, cl.respondents) AS v (gia_tri, respondents)) c
      JOIN cau_hoi q ON q.cauhoi_id = c.cauhoi_id
      JOIN phan_cau_hoi p ON p.phan_cauhoi_id = q.phancauhoi_id
      WHERE ${SCORED_QUESTION}
      GROUP BY GROUPING SETS ((c.hospital_id, c.cauhoi_id), (c.hospital_id, c.don_vi, c.cauhoi_id), (c.hospital_id, c.vi_tri, c.cauhoi_id))
    ),
    item AS (
      INSERT INTO percent_item (snapshot_id, hospital_id, cauhoi_id, n, n_dna, n_positive, n_neutral, n_negative)
      SELECT ${snapshotId}, hospital_id, cauhoi_id, n, n_dna, n_positive, n_neutral, n_negative FROM counts WHERE no_unit = 1 AND no_position = 1
    ),
    item_group AS (
      INSERT INTO percent_item_group (snapshot_id, hospital_id, dimension, gia_tri, cauhoi_id, n, n_dna, n_positive, n_neutral, n_negative)
      SELECT ${snapshotId}, hospital_id, CASE WHEN no_unit = 0 THEN 'don_vi' ELSE 'vi_tri' END, coalesce(don_vi, vi_tri), cauhoi_id, n, n_dna, n_positive, n_neutral, n_negative
      FROM counts WHERE no_unit = 0 OR no_position = 0
    )
    UPDATE percent_snapshot SET
      respondents = (SELECT coalesce(sum(respondents), 0)::int FROM grp),
      responses = (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = ${versionId})
    WHERE snapshot_id = ${snapshotId}`;
}

/** TinhDuLieu in its own transaction, timed for /metrics (commit included). */
export async function takeSnapshot(db: Kysely<DB>, versionId: number, reason: SnapshotReason): Promise<Snapshot> {
  const started = performance.now();
  try {
    const snapshot = await db.transaction().execute((trx) => storeSnapshot(trx, versionId, reason));
    opsRecorder(db).snapshotStored(reason, 'ok', secondsSince(started));
    return snapshot;
  } catch (e) {
    opsRecorder(db).snapshotStored(reason, 'error', secondsSince(started));
    throw e;
  }
}
