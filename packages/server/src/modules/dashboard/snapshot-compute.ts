import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { giveWay } from '../../db/give-way.js';
import type { DB } from '../../db/schema.js';
import { opsRecorder, secondsSince } from '../../ops/recorder.js';
import { type PatternComposite, patternComposites, patternCountsQuery, storePatternsStatement } from './composite-patterns.js';
import { DOES_NOT_APPLY } from '@hm/scoring';
import { ITEM_COUNT_COLUMNS, SCORED_QUESTION } from './item-count-sql.js';
import { releaseAllHeld } from '../survey-core/vote-hold.js';
import type { Db } from '../../db/database.js';
import { snapshotJobs } from './snapshot-jobs.js';
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
 *  - percent_item_group: the same per hospital × unit answer and per hospital × position answer;
 *  - percent_composite_pattern: per group × composite, the respondents of each answer pattern
 *    (the composites' 95% intervals; composite-patterns.ts), a statement of its own.
 *
 * How it is fast (100,000 respondents: 5 million answers; docs/decisions/scoring-and-snapshots.md,
 * "How the compute is fast", measured by scripts/bench-dashboard.mjs):
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
 *  - that count is a CREATE TEMP TABLE AS of its own (answersQuery), which PostgreSQL runs in
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
  await sql`CREATE TEMP TABLE snapshot_answers ON COMMIT DROP AS ${answersQuery(versionId, plan)}`.execute(trx);
  const { snapshot_id } = await trx
    .insertInto('percent_snapshot')
    .values({ phien_ban_id: versionId, reason, respondents: 0, responses: 0 })
    .returning('snapshot_id')
    .executeTakeFirstOrThrow();
  await snapshotStatement(snapshot_id, versionId, plan).execute(trx);
  // The patterns counted by a CREATE TEMP TABLE AS as well, each worker summing its share of the
  // responses (a partial hash aggregate). Left to itself the planner gathered the 4 million
  // joined answers into one process to sum them there, or sorted them in the workers: 3.3–3.6 s
  // against 2.5 s at 100,000 respondents (EXPLAIN ANALYZE, docs/decisions/national-scale.md).
  const patterns = patternCountsQuery(await patternComposites(trx, versionId), { from: responsesAndAnswers(), where: countedResponses(versionId) });
  if (patterns) {
    await sql`SET LOCAL parallel_tuple_cost = 1`.execute(trx);
    await sql`SET LOCAL enable_sort = off`.execute(trx);
    await sql`CREATE TEMP TABLE snapshot_patterns ON COMMIT DROP AS ${patterns}`.execute(trx);
    // Back to what the connection had before the transaction (RESET would change the session's).
    await sql`SET LOCAL parallel_tuple_cost TO DEFAULT`.execute(trx);
    await sql`SET LOCAL enable_sort TO DEFAULT`.execute(trx);
    await storePatternsStatement(snapshot_id, sql`SELECT * FROM snapshot_patterns`).execute(trx);
    await sql`DROP TABLE snapshot_patterns`.execute(trx);
  }
  await hospitalValuesFromAnswers(snapshot_id, plan).execute(trx);
  await hospitalPatterns(snapshot_id).execute(trx);
  // The caller's transaction may take another snapshot (the demo seed takes two).
  await sql`DROP TABLE snapshot_answers`.execute(trx);
  // Older snapshots go, their cells with them (trigger percent_snapshot_drop_cells, migration 005).
  await trx.deleteFrom('percent_snapshot').where('phien_ban_id', '=', versionId).where('snapshot_id', '<>', snapshot_id).execute();
  return finishSnapshot(trx, snapshot_id, versionId, started);
}

/**
 * Fresh statistics of the answers before the slices count them: the embedded database runs no
 * autovacuum, so without this it plans the count on whatever estimates it had (a PostgreSQL with
 * autovacuum off showed the same: `npm run bench:national`, docs/decisions/national-scale.md, a
 * close of 18,000 respondents took over 3½ minutes with an empty table's statistics, 25.7 s with
 * fresh ones). Not in a transaction that counts, so its lock is not held meanwhile (the
 * one-statement path, on PostgreSQL, leaves the statistics to autovacuum).
 * One table per statement, each from a sample of 3,000 rows (statistics target 10) rather than
 * 30,000: the plan needs their number and spread over the responses, and the larger sample was
 * one statement of 360–390 ms at 5 million answers (100–170 ms for the 100,000 responses), which
 * every request then waited for (bench:dashboard, issue 32: none should wait more than 200 ms).
 */
async function analyzeAnswers(db: Kysely<DB>): Promise<void> {
  for (const table of ['ket_qua', 'ket_qua_chi_tiet']) {
    await giveWay(db);
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL default_statistics_target = 10`.execute(trx);
      await sql`ANALYZE ${sql.table(table)}`.execute(trx);
    });
  }
}

/**
 * The tables of a snapshot's figures, children first: a replaced snapshot of the embedded
 * database is deleted from them hospital by hospital (dropInPieces).
 */
const SNAPSHOT_TABLES = [
  'percent_cell',
  'percent_composite_pattern',
  'percent_item_group',
  'percent_item',
  'percent_hospital_value',
  'percent_hospital_pattern',
  'percent_group',
] as const;

/**
 * Deletes replaced snapshots of a version by short statements, one hospital's rows of one table
 * at a time: deleting a snapshot of 100,000 respondents at once (its cells and patterns) was one
 * statement of 230–290 ms on the embedded database. The new snapshot is already the one read
 * (latestSnapshot takes the newest ready one), so the old ones are never read meanwhile; one left
 * by a crash is deleted by the next compute.
 */
async function dropInPieces(db: Kysely<DB>, versionId: number, keep: number): Promise<void> {
  const older = await db.selectFrom('percent_snapshot').select('snapshot_id').where('phien_ban_id', '=', versionId).where('snapshot_id', '<>', keep).execute();
  for (const { snapshot_id } of older) {
    const hospitals = await db.selectFrom('percent_group').select('hospital_id').distinct().where('snapshot_id', '=', snapshot_id).execute();
    for (const { hospital_id } of hospitals)
      for (const table of SNAPSHOT_TABLES) {
        await giveWay(db);
        await db.deleteFrom(table).where('snapshot_id', '=', snapshot_id).where('hospital_id', '=', hospital_id).execute();
      }
    await giveWay(db);
    await db.deleteFrom('percent_snapshot').where('snapshot_id', '=', snapshot_id).execute();
  }
}

/**
 * The last step of both ways of storing a snapshot. Fresh statistics: without them the planner
 * takes the new rows for a handful and reads them with nested loops (measured 5× slower on the
 * dashboard reads); percent_cell samples 3,000 rows (migration 005). Then the time it took.
 */
async function finishSnapshot(db: Db, snapshotId: number, versionId: number, started: number): Promise<Snapshot> {
  // One table per statement: the embedded database serves requests in between (giveWay).
  for (const table of SNAPSHOT_TABLES) {
    await giveWay(db);
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  }
  await db
    .updateTable('percent_snapshot')
    .set({ duration_ms: Math.round(performance.now() - started) })
    .where('snapshot_id', '=', snapshotId)
    .execute();
  return (await latestSnapshot(db, versionId))!;
}

/**
 * What the snapshot statement needs from a version's catalogue:
 *  - `keys`: the unit and position questions whose answers are the responses' breakdown keys
 *    (ket_qua.don_vi / vi_tri, written from that answer at submit: roleAnswer): one such question
 *    per role, single choice, no value 0 (0 = not answered). Their cells are the groups' counts,
 *    not a second count of the same answers;
 *  - `values`: the answer values of the other coded questions and every value an item count
 *    reads (ITEM_VALUES), ascending;
 *  - `questions`: every question of the version, ascending (the sliced snapshot counts items a
 *    few questions at a time).
 */
async function snapshotPlan(trx: Db, versionId: number): Promise<{ keys: { role: 'unit' | 'position'; cauhoi_id: number }[]; values: number[]; questions: number[] }> {
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
  const values = [...new Set([...ITEM_VALUES, ...questions.filter((q) => !derived.has(q.cauhoi_id)).flatMap((q) => q.values.map(Number))])].sort((a, b) => a - b);
  return { keys, values, questions: questions.map((q) => q.cauhoi_id).sort((a, b) => a - b) };
}

type SnapshotPlan = Awaited<ReturnType<typeof snapshotPlan>>;

/**
 * The answer values the item counts read (ITEM_COUNT_COLUMNS: 1–5 and "does not apply"): always
 * value columns of the count, so that the items can be summed from the columns (itemsFromAnswers)
 * whatever the catalogue holds.
 */
const ITEM_VALUES = [1, 2, 3, 4, 5, DOES_NOT_APPLY];

/**
 * Some groups (unit answer × position answer) of one hospital of a version, as two parallel
 * arrays: the part of the responses one statement of a sliced snapshot counts
 * (storeSnapshotInSlices).
 */
interface Slice {
  hospital_id: number;
  don_vi: number[];
  vi_tri: number[];
}

/** The counted responses of a version (`r` a ket_qua): complete and valid, and of the slice if one is given. */
const countedResponses = (versionId: number, slice?: Slice) =>
  sql`r.phien_ban_id = ${versionId} AND r.hop_le = 1 AND r.hoan_thanh${
    slice ? sql` AND r.hospital_id = ${slice.hospital_id} AND (r.don_vi, r.vi_tri) IN (SELECT * FROM unnest(${slice.don_vi}::int[], ${slice.vi_tri}::int[]))` : sql``
  }`;
/**
 * Where a statement reads the counted responses `r` from: the version's ket_qua rows; in a
 * slice, the CTE `resp` of the slice's statement (sliceStatement), read once for its groups and
 * its answers.
 */
const responsesOf = (versionId: number, slice?: Slice) => (slice ? { table: sql`resp`, where: sql`true` } : { table: sql`ket_qua`, where: countedResponses(versionId) });
/**
 * The counted responses `r` joined to their answers `d`. A whole version: a hash join over every
 * answer (one scan). A slice: each response's answers through the answers' index, on a nested
 * loop the planner may not turn into that scan (OFFSET 0 keeps the subquery apart): it takes
 * the slice's respondents for the version's (its estimate of the unnest IN), and one scan of 5
 * million answers per slice made the recompute 12× slower.
 */
const responsesAndAnswers = (slice?: Slice) =>
  slice
    ? sql`resp r CROSS JOIN LATERAL (SELECT d.cauhoi_id, d.gia_tri FROM ket_qua_chi_tiet d WHERE d.ket_qua_id = r.ket_qua_id OFFSET 0) d`
    : sql`ket_qua r JOIN ket_qua_chi_tiet d ON d.ket_qua_id = r.ket_qua_id`;
/** The answers that are counted, i.e. not those of the key questions (their cells are the groups). */
const notKeyAnswer = ({ keys }: SnapshotPlan) => (keys.length ? sql`d.cauhoi_id NOT IN (${sql.join(keys.map((k) => k.cauhoi_id))})` : sql`true`);
const valueColumn = (i: number) => sql.ref(`n${i}`);

/**
 * The counts of answers per group × question and catalogue value. On PostgreSQL, a CREATE TEMP
 * TABLE AS of its own (storeSnapshot): it may scan and aggregate in parallel workers, which a
 * statement that also inserts may not (PostgreSQL 15: 1.7 s → 1.0 s at 5 million answers on two
 * cores). In a slice, a materialised CTE of the slice's statement.
 */
function answersQuery(versionId: number, plan: SnapshotPlan, slice?: Slice) {
  return sql`
    SELECT r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id, count(*)::int AS total,
      ${sql.join(plan.values.map((v, i) => sql`count(*) FILTER (WHERE d.gia_tri = ${sql.lit(v)})::int AS ${valueColumn(i)}`))}
    FROM ${responsesAndAnswers(slice)}
    WHERE ${responsesOf(versionId, slice).where} AND d.gia_tri IS NOT NULL AND ${notKeyAnswer(plan)}
    GROUP BY r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id`;
}

/**
 * The CTEs `grp` and `cell` that store a snapshot's groups and cells (of the slice if one is
 * given) from `answers` (the counts of answersQuery), in one statement: the groups and their
 * cells read the same state of the tables.
 */
function groupsAndCells(snapshotId: number, versionId: number, plan: SnapshotPlan, answers: RawBuilder<unknown>, slice?: Slice) {
  const { keys, values } = plan;
  const responses = responsesOf(versionId, slice);
  const notKey = notKeyAnswer(plan);
  const keyColumn = { unit: sql.ref('g.don_vi'), position: sql.ref('g.vi_tri') };
  return sql`
    grp AS (
      INSERT INTO percent_group (snapshot_id, hospital_id, don_vi, vi_tri, respondents)
      SELECT ${snapshotId}, r.hospital_id, r.don_vi, r.vi_tri, count(*)::int FROM ${responses.table} r WHERE ${responses.where}
      GROUP BY r.hospital_id, r.don_vi, r.vi_tri
      RETURNING hospital_id, don_vi, vi_tri, respondents
    ),
    answers AS ${answers},
    cell AS (
      INSERT INTO percent_cell (snapshot_id, hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri, respondents)
      SELECT ${snapshotId}, hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri, respondents FROM (
        SELECT a.hospital_id, a.don_vi, a.vi_tri, a.cauhoi_id,
          ARRAY[${sql.join(values.map((v) => sql.lit(v)))}] AS gia_tri, ARRAY[${sql.join(values.map((_, i) => sql`a.${valueColumn(i)}`))}] AS respondents
        FROM answers a
        UNION ALL
        SELECT hospital_id, don_vi, vi_tri, cauhoi_id, array_agg(gia_tri ORDER BY gia_tri), array_agg(n ORDER BY gia_tri) FROM (
          SELECT r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id, d.gia_tri, count(*)::int AS n
          FROM ${responsesAndAnswers(slice)}
          WHERE ${responses.where} AND d.gia_tri NOT IN (${sql.join(values.map((v) => sql.lit(v)))}) AND ${notKey}
            AND EXISTS (SELECT 1 FROM answers a WHERE a.total > ${sql.join(
              values.map((_, i) => sql`a.${valueColumn(i)}`),
              sql` + `,
            )})
          GROUP BY r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id, d.gia_tri
        ) outside
        GROUP BY hospital_id, don_vi, vi_tri, cauhoi_id
        ${sql.join(
          keys.map(
            (k) =>
              sql`UNION ALL SELECT g.hospital_id, g.don_vi, g.vi_tri, ${k.cauhoi_id}, ARRAY[${keyColumn[k.role]}], ARRAY[g.respondents] FROM grp g WHERE ${keyColumn[k.role]} <> 0`,
          ),
          sql` `,
        )}
      ) c
      ORDER BY hospital_id, don_vi, vi_tri, cauhoi_id
      RETURNING hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri, respondents
    )`;
}

/**
 * The CTEs that store the item counts per hospital, and per hospital × unit answer and ×
 * position answer, from `cells` (rows of percent_cell's columns).
 */
function items(snapshotId: number, cells: RawBuilder<unknown>) {
  return sql`
    counts AS (
      SELECT c.hospital_id, GROUPING(c.don_vi) AS no_unit, GROUPING(c.vi_tri) AS no_position, c.don_vi, c.vi_tri, c.cauhoi_id, ${ITEM_COUNT_COLUMNS}
      FROM (SELECT cl.hospital_id, cl.don_vi, cl.vi_tri, cl.cauhoi_id, v.gia_tri, v.respondents FROM ${cells} cl CROSS JOIN LATERAL unnest(cl.gia_tri, cl.respondents) AS v (gia_tri, respondents)) c
      JOIN cau_hoi q ON q.cauhoi_id = c.cauhoi_id
      JOIN phan_cau_hoi p ON p.phan_cauhoi_id = q.phancauhoi_id
      WHERE ${SCORED_QUESTION}
      GROUP BY GROUPING SETS ((c.hospital_id, c.cauhoi_id), (c.hospital_id, c.don_vi, c.cauhoi_id), (c.hospital_id, c.vi_tri, c.cauhoi_id))
    ),
    ${storeItems(snapshotId)}`;
}

/** The CTEs that insert the item counts of `counts` (per hospital, and per hospital × unit or × position). */
function storeItems(snapshotId: number) {
  return sql`
    item AS (
      INSERT INTO percent_item (snapshot_id, hospital_id, cauhoi_id, n, n_dna, n_positive, n_neutral, n_negative)
      SELECT ${snapshotId}, hospital_id, cauhoi_id, n, n_dna, n_positive, n_neutral, n_negative FROM counts WHERE no_unit = 1 AND no_position = 1
    ),
    item_group AS (
      INSERT INTO percent_item_group (snapshot_id, hospital_id, dimension, gia_tri, cauhoi_id, n, n_dna, n_positive, n_neutral, n_negative)
      SELECT ${snapshotId}, hospital_id, CASE WHEN no_unit = 0 THEN 'don_vi' ELSE 'vi_tri' END, coalesce(don_vi, vi_tri), cauhoi_id, n, n_dna, n_positive, n_neutral, n_negative
      FROM counts WHERE no_unit = 0 OR no_position = 0
    )`;
}

/**
 * The CTEs that store the same item counts as `items`, summed from the value columns of the
 * answer counts (`answers`, rows of answersQuery) rather than from unfolded cells: at national
 * size (groups of one or two respondents, as many cells as answers) unfolding the cells was 12
 * million rows and a third of the recompute (docs/decisions/national-scale.md). Every value an
 * item count reads is a column (ITEM_VALUES). The SQL twin of ITEM_COUNT_COLUMNS.
 */
function itemsFromAnswers(snapshotId: number, plan: SnapshotPlan, answers: RawBuilder<unknown>) {
  const n = (...vs: number[]) =>
    sql.join(
      vs.map((v) => sql`a.${valueColumn(plan.values.indexOf(v))}`),
      sql` + `,
    );
  return sql`
    counts AS (
      SELECT a.hospital_id, GROUPING(a.don_vi) AS no_unit, GROUPING(a.vi_tri) AS no_position, a.don_vi, a.vi_tri, a.cauhoi_id,
        sum(${n(1, 2, 3, 4, 5)})::int AS n, sum(${n(DOES_NOT_APPLY)})::int AS n_dna,
        sum(CASE WHEN q.thuan_nghich = 0 THEN ${n(4, 5)} ELSE ${n(1, 2)} END)::int AS n_positive, sum(${n(3)})::int AS n_neutral,
        sum(CASE WHEN q.thuan_nghich = 0 THEN ${n(1, 2)} ELSE ${n(4, 5)} END)::int AS n_negative
      FROM ${answers} a
      JOIN cau_hoi q ON q.cauhoi_id = a.cauhoi_id
      JOIN phan_cau_hoi p ON p.phan_cauhoi_id = q.phancauhoi_id
      WHERE ${SCORED_QUESTION}
      GROUP BY GROUPING SETS ((a.hospital_id, a.cauhoi_id), (a.hospital_id, a.don_vi, a.cauhoi_id), (a.hospital_id, a.vi_tri, a.cauhoi_id))
    ),
    ${storeItems(snapshotId)}`;
}

/**
 * The statements that store a snapshot's whole-hospital answer counts (percent_hospital_value,
 * percent_hospital_pattern; migration 041) as sums of its stored cells and group patterns, of one
 * hospital (a sliced snapshot) or of every hospital (the values: see hospitalValuesFromAnswers).
 */
const hospitalValuesFromCells = (snapshotId: number, hospitalId: number) => sql`
  INSERT INTO percent_hospital_value (snapshot_id, hospital_id, cauhoi_id, gia_tri, respondents)
  SELECT ${snapshotId}, c.hospital_id, c.cauhoi_id, c.gia_tri, sum(c.respondents)::int FROM percent_cell_value c
  WHERE c.snapshot_id = ${snapshotId} AND c.hospital_id = ${hospitalId}
  GROUP BY c.hospital_id, c.cauhoi_id, c.gia_tri`;

const hospitalPatterns = (snapshotId: number, hospitalId?: number) => sql`
  INSERT INTO percent_hospital_pattern (snapshot_id, hospital_id, composite_id, pattern, respondents)
  SELECT ${snapshotId}, c.hospital_id, c.composite_id, c.pattern, sum(c.respondents)::int FROM percent_composite_pattern c
  WHERE c.snapshot_id = ${snapshotId} ${hospitalId === undefined ? sql`` : sql`AND c.hospital_id = ${hospitalId}`}
  GROUP BY c.hospital_id, c.composite_id, c.pattern`;

/**
 * The whole-hospital values of a one-statement snapshot, from the answer counts' columns
 * (snapshot_answers) rather than from the cells just stored (unfolding 2.5 million cells at
 * national size took 9.6 s of a 55 s recompute, this 1–2 s): the same three parts as the cells
 * (groupsAndCells): the value columns, the unit and position answers from the groups, and values
 * outside the columns, read from the cells only when some answer has one.
 */
function hospitalValuesFromAnswers(snapshotId: number, plan: SnapshotPlan) {
  const { keys, values } = plan;
  const keyColumn = { unit: sql.ref('g.don_vi'), position: sql.ref('g.vi_tri') };
  const derived = keys.map((k) => k.cauhoi_id);
  return sql`
    INSERT INTO percent_hospital_value (snapshot_id, hospital_id, cauhoi_id, gia_tri, respondents)
    SELECT ${snapshotId}, x.hospital_id, x.cauhoi_id, x.gia_tri, sum(x.respondents)::int FROM (
      SELECT a.hospital_id, a.cauhoi_id, v.gia_tri, v.respondents
      FROM (
        SELECT hospital_id, cauhoi_id, ARRAY[${sql.join(values.map((_, i) => sql`sum(${valueColumn(i)})::int`))}] AS counts
        FROM snapshot_answers GROUP BY hospital_id, cauhoi_id
      ) a CROSS JOIN LATERAL unnest(ARRAY[${sql.join(values.map((v) => sql.lit(v)))}]::int[], a.counts) AS v (gia_tri, respondents)
      ${sql.join(
        keys.map(
          (k) =>
            sql`UNION ALL SELECT g.hospital_id, ${k.cauhoi_id}, ${keyColumn[k.role]}, g.respondents FROM percent_group g WHERE g.snapshot_id = ${snapshotId} AND ${keyColumn[k.role]} <> 0`,
        ),
        sql` `,
      )}
      UNION ALL
      SELECT c.hospital_id, c.cauhoi_id, c.gia_tri, c.respondents FROM percent_cell_value c
      WHERE c.snapshot_id = ${snapshotId} AND c.gia_tri NOT IN (${sql.join(values.map((v) => sql.lit(v)))})
        ${derived.length ? sql`AND c.cauhoi_id NOT IN (${sql.join(derived)})` : sql``}
        AND EXISTS (SELECT 1 FROM snapshot_answers a WHERE a.total > ${sql.join(
          values.map((_, i) => sql`a.${valueColumn(i)}`),
          sql` + `,
        )})
    ) x
    WHERE x.respondents > 0
    GROUP BY x.hospital_id, x.cauhoi_id, x.gia_tri`;
}

/** The statement that stores a slice's groups and cells (storeSnapshotInSlices): its responses read once, then counted. */
function sliceStatement(snapshotId: number, versionId: number, plan: SnapshotPlan, slice: Slice) {
  return sql`
    WITH resp AS MATERIALIZED (SELECT r.ket_qua_id, r.hospital_id, r.don_vi, r.vi_tri FROM ket_qua r WHERE ${countedResponses(versionId, slice)}),
    ${groupsAndCells(snapshotId, versionId, plan, sql`MATERIALIZED (${answersQuery(versionId, plan, slice)})`, slice)}
    SELECT count(*)::int AS cells FROM cell`;
}

/** The statement that stores a slice's composite answer patterns (composite-patterns.ts). */
function slicePatternsStatement(snapshotId: number, versionId: number, composites: readonly PatternComposite[], slice: Slice) {
  const counts = patternCountsQuery(composites, {
    with: sql`resp AS MATERIALIZED (SELECT r.ket_qua_id, r.hospital_id, r.don_vi, r.vi_tri FROM ket_qua r WHERE ${countedResponses(versionId, slice)})`,
    from: responsesAndAnswers(slice),
    where: sql`true`,
  });
  return counts && storePatternsStatement(snapshotId, counts);
}

/** The one statement that stores a snapshot's groups, cells and items, and its counts, from snapshot_answers (see storeSnapshot). */
function snapshotStatement(snapshotId: number, versionId: number, plan: SnapshotPlan) {
  return sql`
    WITH ${groupsAndCells(snapshotId, versionId, plan, sql`(SELECT * FROM snapshot_answers)`)},
    ${itemsFromAnswers(snapshotId, plan, sql`snapshot_answers`)}
    UPDATE percent_snapshot SET
      respondents = (SELECT coalesce(sum(respondents), 0)::int FROM grp),
      responses = (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = ${versionId})
    WHERE snapshot_id = ${snapshotId}`;
}

/**
 * Respondents per statement of a sliced snapshot: a request waits for one such statement at most
 * (give-way.ts). At 100,000 respondents, slices of 1,000 took 60–130 ms for the cells and 95–155
 * ms for the composite patterns, and a cheap read then waited up to 214 ms; slices of 500 take
 * about half (scripts/bench-dashboard.mjs, docs/decisions/embedded-database-thread.md).
 */
export const SLICE_RESPONDENTS = 500;

/** Questions per statement when a sliced snapshot counts a hospital's items from its cells. */
const ITEM_QUESTIONS = 16;

/** The groups of the counted responses packed into slices of one hospital and about `size` respondents (a larger group is a slice of its own). */
function slicesOf(groups: { hospital_id: number; don_vi: number; vi_tri: number; n: number }[], size: number): Slice[] {
  const slices: Slice[] = [];
  let current: Slice | null = null;
  let n = 0;
  for (const g of groups) {
    if (!current || current.hospital_id !== g.hospital_id || n + g.n > size) {
      current = { hospital_id: g.hospital_id, don_vi: [], vi_tri: [] };
      slices.push(current);
      n = 0;
    }
    current.don_vi.push(g.don_vi);
    current.vi_tri.push(g.vi_tri);
    n += g.n;
  }
  return slices;
}

/**
 * TinhDuLieu on the embedded database: the same figures as storeSnapshot (the same statements,
 * restricted to disjoint sets of groups), stored by short statements outside any long
 * transaction. The embedded database runs one statement at a time for the whole server, so the
 * one-statement snapshot (2.5–4 s at 100,000 respondents) made every request wait for it; here a
 * request waits for one slice at most (issue 15: none waits more than 200 ms).
 *  - The snapshot row is written first, not ready: the reads (latestSnapshot) ignore it until
 *    it is marked ready; then the older ones are deleted by short statements (dropInPieces).
 *  - Each slice stores its groups and their cells in one statement; then the items of each
 *    hospital are counted from its stored cells, a few questions per statement.
 *  - A snapshot is only taken of a closed version (snapshot-triggers.ts), whose answers no
 *    longer change, and the held responses are released first: the slices read one state.
 *  - A failure midway leaves a snapshot that is not ready; it is deleted then, or by the next
 *    compute of the version if the process died. Computes of one version are serialised in
 *    the process (SnapshotJobs), and the embedded database has one process (server.lock).
 */
export async function storeSnapshotInSlices(db: Kysely<DB>, versionId: number, reason: SnapshotReason, sliceSize = SLICE_RESPONDENTS): Promise<Snapshot> {
  const started = performance.now();
  await db.transaction().execute((trx) => releaseAllHeld(trx, versionId));
  await analyzeAnswers(db);
  await db.deleteFrom('percent_snapshot').where('phien_ban_id', '=', versionId).where('ready', '=', false).execute();
  const plan = await snapshotPlan(db, versionId);
  const composites = await patternComposites(db, versionId);
  const { snapshot_id } = await db
    .insertInto('percent_snapshot')
    .values({ phien_ban_id: versionId, reason, respondents: 0, responses: 0, ready: false })
    .returning('snapshot_id')
    .executeTakeFirstOrThrow();
  try {
    const { rows: groups } = await sql<{ hospital_id: number; don_vi: number; vi_tri: number; n: number }>`
      SELECT r.hospital_id, r.don_vi, r.vi_tri, count(*)::int AS n FROM ket_qua r WHERE ${countedResponses(versionId)}
      GROUP BY r.hospital_id, r.don_vi, r.vi_tri ORDER BY r.hospital_id, r.don_vi, r.vi_tri`.execute(db);
    for (const slice of slicesOf(groups, sliceSize)) {
      await giveWay(db);
      await sliceStatement(snapshot_id, versionId, plan, slice).execute(db);
      await giveWay(db);
      await slicePatternsStatement(snapshot_id, versionId, composites, slice)?.execute(db);
    }
    // The items of each hospital, from its stored cells: read through their index once the
    // statistics know of them (without, each statement scanned every snapshot's cells: 140–175
    // ms instead of 85–110 at 100,000 respondents).
    await giveWay(db);
    await sql`ANALYZE percent_cell`.execute(db);
    for (const hospitalId of new Set(groups.map((g) => g.hospital_id))) {
      // A few questions per statement (every count is per question).
      for (let i = 0; i < plan.questions.length; i += ITEM_QUESTIONS) {
        await giveWay(db);
        const ids = plan.questions.slice(i, i + ITEM_QUESTIONS);
        const cells = sql`(SELECT * FROM percent_cell WHERE snapshot_id = ${snapshot_id} AND hospital_id = ${hospitalId} AND cauhoi_id = ANY(${ids}::int[]))`;
        await sql`WITH ${items(snapshot_id, cells)} SELECT 1`.execute(db);
      }
      for (const statement of [hospitalValuesFromCells(snapshot_id, hospitalId), hospitalPatterns(snapshot_id, hospitalId)]) {
        await giveWay(db);
        await statement.execute(db);
      }
    }
    await db
      .updateTable('percent_snapshot')
      .set({
        ready: true,
        respondents: sql`(SELECT coalesce(sum(respondents), 0)::int FROM percent_group WHERE snapshot_id = ${snapshot_id})`,
        responses: sql`(SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = ${versionId})`,
      })
      .where('snapshot_id', '=', snapshot_id)
      .execute();
  } catch (e) {
    await db
      .deleteFrom('percent_snapshot')
      .where('snapshot_id', '=', snapshot_id)
      .execute()
      .catch(() => undefined);
    throw e;
  }
  // Older snapshots go once this one is read, by short statements (with the row their cells would go too: trigger percent_snapshot_drop_cells, migration 005).
  await dropInPieces(db, versionId, snapshot_id);
  return finishSnapshot(db, snapshot_id, versionId, started);
}

/** TinhDuLieu in its own transaction (by slices on the embedded database), timed for /metrics (commit included). */
export async function takeSnapshot(db: Kysely<DB>, versionId: number, reason: SnapshotReason): Promise<Snapshot> {
  const started = performance.now();
  try {
    const snapshot = snapshotJobs(db).embedded
      ? await storeSnapshotInSlices(db, versionId, reason)
      : await db.transaction().execute((trx) => storeSnapshot(trx, versionId, reason));
    opsRecorder(db).snapshotStored(reason, 'ok', secondsSince(started));
    return snapshot;
  } catch (e) {
    opsRecorder(db).snapshotStored(reason, 'error', secondsSince(started));
    throw e;
  }
}
