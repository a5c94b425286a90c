import { systemParameter } from '@hm/contract';
import { sql } from 'kysely';
import { ConflictError } from '../../errors/app-errors.js';
import type { AnyDb, AnySelect, ResourceStore } from '../../resources/resource-repository.js';
import type { ResourceRules } from '../../resources/resource-routes.js';

/** Parameters with the name of their hospital (null for the product-wide default). */
const select = (db: AnyDb): AnySelect =>
  db
    .selectFrom('tham_so_he_thong as t')
    .leftJoin('hospital as h', 'h.hospital_id', 't.hospital_id')
    .select(['t.id', 't.hospital_id', 'h.name as ten_benh_vien', 't.ma_tham_so', 't.ten_tham_so', 't.gia_tri', 't.mo_ta', sql<string>`coalesce(h.name, '')`.as('thu_tu')]);

/** Defaults first, then each hospital's override of the same code. */
export const systemParameterStore: ResourceStore<typeof systemParameter> = {
  def: systemParameter,
  table: 'tham_so_he_thong',
  select,
  productWide: true,
  search: ['t.ma_tham_so', 't.ten_tham_so', 't.gia_tri', 'h.name'], // `thu_tu`: the hospital's name, empty for the default, so the default comes first.
  orderBy: ['t.ma_tham_so', 'thu_tu'],
};

export const DEFAULT_KEPT = 'Không thể xóa giá trị mặc định của tham số; hãy sửa giá trị';

/** The value was checked against its code's rule by the input schema; a product-wide default stays (a hospital's override may go). */
export const systemParameterRules: ResourceRules<typeof systemParameter> = {
  async beforeRemove(_trx, _ctx, row) {
    if (row.hospital_id === null) throw new ConflictError(DEFAULT_KEPT);
  },
};
