import { type Insertable, sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** Ids taken from a serial column's sequence, so copied rows can be linked before they are inserted. */
async function allocateIds(trx: Transaction<DB>, table: string, column: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence(${table}, ${column}))::int AS id FROM generate_series(1, ${n}::int)`.execute(trx);
  return rows.map((r) => r.id);
}

const CHUNK = 500;
async function insertRows<T extends keyof DB & string>(trx: Transaction<DB>, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely cannot narrow a generic table's values; the rows are typed by the caller.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

const mapped = (map: Map<number, number>, id: number): number => {
  const to = map.get(id);
  if (to === undefined) throw new Error(`copyQuestionnaire: no copy of row ${id}`);
  return to;
};

/**
 * Copies a version's whole questionnaire (parts, questions, answers, composites and their
 * questions) into another version, in the caller's transaction: ids are new, order and
 * texts are kept. The target is expected to be empty (its item codes would clash otherwise).
 * @example await db.transaction().execute((trx) => copyQuestionnaire(trx, templateId, newVersionId));
 */
export async function copyQuestionnaire(trx: Transaction<DB>, fromVersionId: number, toVersionId: number): Promise<void> {
  const parts = await trx.selectFrom('phan_cau_hoi').selectAll().where('phien_ban_id', '=', fromVersionId).orderBy('stt').orderBy('phan_cauhoi_id').execute();
  const partIds = new Map<number, number>();
  (await allocateIds(trx, 'phan_cau_hoi', 'phan_cauhoi_id', parts.length)).forEach((id, i) => partIds.set(parts[i]!.phan_cauhoi_id, id));
  await insertRows(
    trx,
    'phan_cau_hoi',
    parts.map((p) => ({ ...p, phan_cauhoi_id: mapped(partIds, p.phan_cauhoi_id), phien_ban_id: toVersionId })),
  );

  const questions = await trx
    .selectFrom('cau_hoi')
    .selectAll()
    .where('phien_ban_id', '=', fromVersionId)
    .where('phancauhoi_id', 'in', parts.length ? parts.map((p) => p.phan_cauhoi_id) : [-1])
    .orderBy('cauhoi_id')
    .execute();
  const questionIds = new Map<number, number>();
  (await allocateIds(trx, 'cau_hoi', 'cauhoi_id', questions.length)).forEach((id, i) => questionIds.set(questions[i]!.cauhoi_id, id));
  await insertRows(
    trx,
    'cau_hoi',
    questions.map((q) => ({ ...q, cauhoi_id: mapped(questionIds, q.cauhoi_id), phancauhoi_id: mapped(partIds, q.phancauhoi_id), phien_ban_id: toVersionId })),
  );

  const answers = await trx
    .selectFrom('dap_an as a')
    .innerJoin('cau_hoi as q', 'q.cauhoi_id', 'a.cauhoi_id')
    .select(['a.cauhoi_id', 'a.type', 'a.gia_tri', 'a.ten_dap_an', 'a.ten_dap_an_en', 'a.stt'])
    .where('q.phien_ban_id', '=', fromVersionId)
    .orderBy('a.dapan_id')
    .execute();
  await insertRows(
    trx,
    'dap_an',
    answers.filter((a) => questionIds.has(a.cauhoi_id)).map((a) => ({ ...a, cauhoi_id: mapped(questionIds, a.cauhoi_id) })),
  );

  const composites = await trx.selectFrom('composite').selectAll().where('phien_ban_id', '=', fromVersionId).orderBy('stt').orderBy('composite_id').execute();
  const compositeIds = new Map<number, number>();
  (await allocateIds(trx, 'composite', 'composite_id', composites.length)).forEach((id, i) => compositeIds.set(composites[i]!.composite_id, id));
  await insertRows(
    trx,
    'composite',
    composites.map((c) => ({ ...c, composite_id: mapped(compositeIds, c.composite_id), phien_ban_id: toVersionId })),
  );

  const links = composites.length
    ? await trx
        .selectFrom('composite_cau_hoi')
        .selectAll()
        .where(
          'composite_id',
          'in',
          composites.map((c) => c.composite_id),
        )
        .execute()
    : [];
  await insertRows(
    trx,
    'composite_cau_hoi',
    links.filter((l) => questionIds.has(l.cauhoi_id)).map((l) => ({ composite_id: mapped(compositeIds, l.composite_id), cauhoi_id: mapped(questionIds, l.cauhoi_id) })),
  );
}
