import { benchmark, type TBenchmark } from '@hm/contract';
import { sql } from 'kysely';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';

/** A set with its values (composites first, then items, as entered). */
export const benchmarkSelect = (db: AnyDb): AnySelect =>
  db.selectFrom('benchmark as t').select([
    't.benchmark_id',
    't.ma_benchmark',
    't.ten_nguon',
    't.loai',
    't.nam',
    't.instrument_code',
    't.so_benh_vien',
    't.so_nguoi_tra_loi',
    't.ghi_chu',
    't.tam_ngung',
    sql<TBenchmark['gia_tri']>`coalesce((
        SELECT json_agg(json_build_object('loai', v.loai, 'ma', v.ma, 'ty_le_tich_cuc', v.ty_le_tich_cuc::float8) ORDER BY v.loai, v.benchmark_value_id)
        FROM benchmark_value v WHERE v.benchmark_id = t.benchmark_id), '[]')`.as('gia_tri'),
  ]);

export const benchmarkStore: ResourceStore<typeof benchmark> = {
  def: benchmark,
  table: 'benchmark',
  select: benchmarkSelect,
  search: ['t.ma_benchmark', 't.ten_nguon', 't.instrument_code'],
  orderBy: ['t.instrument_code', 't.loai', 't.ten_nguon', 't.nam'],
  filters: (q, query) => {
    if (query.instrument_code) q = q.where('t.instrument_code', '=', query.instrument_code);
    if (query.loai) q = q.where('t.loai', '=', query.loai);
    return q;
  },
  // The values are a table of their own (written by the rules); the rest are columns.
  toValues: ({ gia_tri: _values, ...columns }) => columns,
};
