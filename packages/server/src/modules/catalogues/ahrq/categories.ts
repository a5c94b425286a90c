import { type ahrqCategorySets, type TAhrqKind } from '@hm/contract';
import { sql } from 'kysely';
import { ConflictError } from '../../../errors/app-errors.js';
import { anyDb, type ResourceStore } from '../../../resources/resource-repository.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';
import { AHRQ_KIND } from './kinds.js';
import { AHRQ_MSG } from './messages.js';

type AhrqCategoryDef = (typeof ahrqCategorySets)[number][TAhrqKind];

/** The answer's columns (and the audit row's): not the timestamps. */
const COLUMNS = ['id', 'ma', 'ten_vi', 'ten_en', 'nhom_vi', 'nhom_en', 'thu_tu', 'tam_ngung'] as const;

/** How an AHRQ category list (`phong_ban_ahrq` / `chuc_danh_ahrq`) is stored, in the AHRQ form's order. */
export function ahrqCategoryStore(def: AhrqCategoryDef, kind: TAhrqKind): ResourceStore<AhrqCategoryDef> {
  const table = AHRQ_KIND[kind].categories;
  return {
    def,
    table,
    select: (db) => db.selectFrom(`${table} as t`).select(COLUMNS.map((c) => `t.${c}`)),
    search: ['t.ma', 't.ten_vi', 't.ten_en', 't.nhom_vi', 't.nhom_en'],
    orderBy: ['t.thu_tu', 't.ten_vi'],
    toValues: (input) => ({ ...input, updated_at: sql`now()` }),
  };
}

/**
 * The rules the shared path cannot state as data: a taken code is refused naming it (409, before
 * the unique index would), and a category a department or job title maps to is not deleted
 * (the refusal counts them and says to suspend it instead).
 */
export function ahrqCategoryRules(kind: TAhrqKind): ResourceRules<AhrqCategoryDef> {
  const { categories: table, catalogue, link, label } = AHRQ_KIND[kind];
  return {
    async beforeWrite(trx, _ctx, input, before) {
      let q = anyDb(trx).selectFrom(table).select('id').where('ma', '=', input.ma);
      if (before) q = q.where('id', '<>', before.id);
      if (await q.executeTakeFirst()) throw new ConflictError(AHRQ_MSG.duplicateCode(input.ma));
    },
    async beforeRemove(trx, _ctx, row) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(catalogue)} WHERE ${sql.ref(link)} = ${row.id}`.execute(trx);
      const n = rows[0]!.n;
      if (n > 0) throw new ConflictError(AHRQ_MSG.inUse(n, label));
    },
  };
}
