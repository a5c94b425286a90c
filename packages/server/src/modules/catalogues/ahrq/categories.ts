import type { TAhrqCategory, TAhrqKind, ZAhrqCategoryInput, ZAhrqCategoryUpdate } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { keywordMatches } from '../../../db/search.js';
import { ConflictError, NotFoundError } from '../../../errors/app-errors.js';
import type { RouteAudit } from '../../../resources/route.js';
import type { Caller } from '../../../access/caller.js';
import { AHRQ_KIND } from './kinds.js';
import { AHRQ_MSG } from './messages.js';

const COLUMNS = ['id', 'ma', 'ten_vi', 'ten_en', 'nhom_vi', 'nhom_en', 'thu_tu', 'tam_ngung'] as const;

/** Who writes, for the audit log. */
export interface WriteBy {
  caller: Caller;
  audit: RouteAudit;
}

/**
 * One AHRQ category list (`phong_ban_ahrq` or `chuc_danh_ahrq`): list, by id, create, update,
 * delete. Both lists share this one implementation.
 */
export function ahrqCategories(db: Kysely<DB>, kind: TAhrqKind) {
  const { categories: table, catalogue, link, label } = AHRQ_KIND[kind];

  async function assertCodeFree(ma: string, exceptId?: number): Promise<void> {
    let q = db.selectFrom(table).select('id').where('ma', '=', ma);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst()) throw new ConflictError(AHRQ_MSG.duplicateCode(ma));
  }

  async function byId(id: number, conn: Kysely<DB> = db): Promise<TAhrqCategory> {
    const row = await conn.selectFrom(table).select(COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(AHRQ_MSG.notFound);
    return row;
  }

  return {
    byId,

    /** Ordered as on the AHRQ form; suspended categories only when asked for. */
    list(q: { tam_ngung?: boolean; keyword?: string }): Promise<TAhrqCategory[]> {
      let query = db.selectFrom(table).select(COLUMNS);
      if (q.tam_ngung !== true) query = query.where('tam_ngung', '=', false);
      if (q.keyword) query = query.where(keywordMatches(['ma', 'ten_vi', 'ten_en', 'nhom_vi', 'nhom_en'], q.keyword));
      return query.orderBy('thu_tu').orderBy('ten_vi').orderBy('id').execute();
    },

    async create({ audit }: WriteBy, input: z.output<typeof ZAhrqCategoryInput>): Promise<TAhrqCategory> {
      await assertCodeFree(input.ma);
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto(table).values(input).returning(COLUMNS).executeTakeFirstOrThrow();
        await audit(trx, { id: row.id, after: row });
        return row;
      });
    },

    async update({ audit }: WriteBy, { id, ...fields }: z.output<typeof ZAhrqCategoryUpdate>): Promise<TAhrqCategory> {
      await assertCodeFree(fields.ma, id);
      return db.transaction().execute(async (trx) => {
        const before = await byId(id, trx);
        const row = await trx
          .updateTable(table)
          .set({ ...fields, updated_at: sql`now()` })
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await audit(trx, { id: id, before, after: row });
        return row;
      });
    },

    /** Refused while any department / job title maps to it: suspending keeps the mappings. */
    async remove({ audit }: WriteBy, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Locked: a mapping save (which share-locks its categories) waits, then finds the category gone.
        const row = await trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw new NotFoundError(AHRQ_MSG.notFound);
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(catalogue)} WHERE ${sql.ref(link)} = ${id}`.execute(trx);
        const n = rows[0]!.n;
        if (n > 0) throw new ConflictError(AHRQ_MSG.inUse(n, label));
        const before = await byId(id, trx);
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await audit(trx, { id: id, before, after: null });
      });
    },
  };
}
