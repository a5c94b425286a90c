import { benchmarkLabel, type TBenchmarkRef } from '@hm/contract';
import { sql } from 'kysely';
import { NotFoundError, ValidationError } from '../../errors/app-errors.js';
import type { Db } from '../../db/database.js';
import type { Language } from './language.js';

/** The set a score call compares with: its description and its figures by code. */
export interface AppliedBenchmark {
  ref: TBenchmarkRef;
  /** Percent positive by `ma_composite`. */
  composites: ReadonlyMap<string, number>;
  /** Percent positive by `ma_cauhoi`. */
  items: ReadonlyMap<string, number>;
}

export const BENCHMARK_MSG = {
  notFound: 'Không tìm thấy điểm chuẩn so sánh',
  suspended: 'Điểm chuẩn so sánh này đang tạm ngừng',
  otherInstrument: 'Điểm chuẩn so sánh thuộc bộ câu hỏi khác với bộ câu hỏi của phiên bản',
} as const;

const COLUMNS = ['b.benchmark_id', 'b.ten_nguon', 'b.loai', 'b.nam', 'b.instrument_code', 'b.so_benh_vien', 'b.so_nguoi_tra_loi', 'b.tam_ngung'] as const;

/**
 * The benchmark set of a version's figures (docs/decisions/benchmarks.md):
 * - asked for (`benchmark_id`): that set, which must exist (404), be active and be of the
 *   version's instrument (400);
 * - otherwise the default of the version's instrument: among its active sets that hold at least
 *   one value, a database before a study, then the latest year, then the most hospitals;
 * - none for a home-made survey (no instrument) or an instrument without a set.
 */
export async function benchmarkFor(db: Db, instrumentCode: string | null, asked: number | undefined, language: Language): Promise<AppliedBenchmark | null> {
  let set;
  if (asked !== undefined) {
    set = await db.selectFrom('benchmark as b').select(COLUMNS).where('b.benchmark_id', '=', asked).executeTakeFirst();
    if (!set) throw new NotFoundError(BENCHMARK_MSG.notFound);
    if (set.tam_ngung) throw new ValidationError(BENCHMARK_MSG.suspended, { errors: [{ path: 'benchmark_id', message: BENCHMARK_MSG.suspended }] });
    if (set.instrument_code !== instrumentCode)
      throw new ValidationError(BENCHMARK_MSG.otherInstrument, { errors: [{ path: 'benchmark_id', message: BENCHMARK_MSG.otherInstrument }] });
  } else {
    if (!instrumentCode) return null;
    set = await db
      .selectFrom('benchmark as b')
      .select(COLUMNS)
      .where('b.instrument_code', '=', instrumentCode)
      .where('b.tam_ngung', '=', false)
      .where(({ exists, selectFrom }) => exists(selectFrom('benchmark_value as v').select('v.benchmark_value_id').whereRef('v.benchmark_id', '=', 'b.benchmark_id')))
      .orderBy(sql`(b.loai = 'database')`, 'desc')
      .orderBy('b.nam', 'desc')
      .orderBy('b.so_benh_vien', 'desc')
      .orderBy('b.benchmark_id', 'desc')
      .executeTakeFirst();
    if (!set) return null;
  }
  const values = await db
    .selectFrom('benchmark_value')
    .select(['loai', 'ma', sql<number>`ty_le_tich_cuc::float8`.as('pct')])
    .where('benchmark_id', '=', set.benchmark_id)
    .execute();
  const of = (loai: 'composite' | 'item') => new Map(values.filter((v) => v.loai === loai).map((v) => [v.ma, Number(v.pct)]));
  const { tam_ngung: _suspended, ...ref } = set;
  return { ref: { ...ref, label: benchmarkLabel(set, language) }, composites: of('composite'), items: of('item') };
}
