import type { benchmark, TBenchmarkCode } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ValidationError } from '../../../errors/app-errors.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';
import { instrumentCodes } from './instruments.js';

const field = (path: string, message: string) => new ValidationError(message, { errors: [{ path, message }] });

/** Every value names a composite or a scored item of the set's instrument, as what it is. */
export function assertCodes(codes: readonly TBenchmarkCode[], values: readonly { loai: 'composite' | 'item'; ma: string }[]): void {
  const known = new Map(codes.map((c) => [`${c.loai}:${c.ma}`, c]));
  const kindOf = new Map(codes.map((c) => [c.ma, c.loai]));
  values.forEach((v, i) => {
    if (known.has(`${v.loai}:${v.ma}`)) return;
    const other = kindOf.get(v.ma);
    const message = other
      ? `Mã ${v.ma} là ${other === 'composite' ? 'một lĩnh vực' : 'một câu hỏi'}, không phải ${v.loai === 'composite' ? 'lĩnh vực' : 'câu hỏi'}`
      : `Bộ câu hỏi không có ${v.loai === 'composite' ? 'lĩnh vực' : 'câu hỏi được tính điểm'} mã ${v.ma}`;
    throw field(`gia_tri.${i}.ma`, message);
  });
}

/**
 * A set's rules: its instrument has a template and its values name that instrument's composites
 * and items; the values are written with the set (replaced as a whole), with who changed it.
 */
export const benchmarkRules: ResourceRules<typeof benchmark> = {
  async beforeWrite(trx, _ctx, input) {
    const codes = await instrumentCodes(trx, input.instrument_code);
    if (!codes) throw field('instrument_code', `Không tìm thấy bộ câu hỏi ${input.instrument_code}`);
    assertCodes(codes, input.gia_tri);
  },
  async afterWrite(trx, { caller }, id, input) {
    await replaceValues(trx, id, input.gia_tri);
    await trx
      .updateTable('benchmark')
      .set({ updated_by: caller.accountId, updated_at: sql`now()`, created_by: sql`coalesce(created_by, ${caller.accountId})` })
      .where('benchmark_id', '=', id)
      .execute();
  },
};

/** The set's values become exactly `values`. */
export async function replaceValues(trx: Kysely<DB>, id: number, values: readonly { loai: 'composite' | 'item'; ma: string; ty_le_tich_cuc: number }[]): Promise<void> {
  await trx.deleteFrom('benchmark_value').where('benchmark_id', '=', id).execute();
  if (values.length)
    await trx
      .insertInto('benchmark_value')
      .values(values.map((v) => ({ benchmark_id: id, loai: v.loai, ma: v.ma, ty_le_tich_cuc: v.ty_le_tich_cuc })))
      .execute();
}
