import type { TAdminUnit } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { keywordMatches } from '../../../db/search.js';
import { NotFoundError } from '../../../errors/app-errors.js';

export const ADMIN_UNIT_MSG = {
  notFound: 'Không tìm thấy đơn vị hành chính',
} as const;

const COLUMNS = ['ma', 'ten', 'loai', 'cap', 'ma_cha'] as const;

/**
 * Vietnamese alphabetical order (a ă â b c d đ e ê …, tones after the letter), which PostgreSQL
 * gives only with an ICU collation a server may lack (and `COLLATE "C"` orders by code point):
 * sorted here instead; ties (none today) by code.
 */
const vi = new Intl.Collator('vi');
const byName = (a: TAdminUnit, b: TAdminUnit) => vi.compare(a.ten, b.ten) || (a.ma < b.ma ? -1 : a.ma > b.ma ? 1 : 0);

/** Reads of Vietnam's administrative units (`don_vi_hanh_chinh`, seeded, read-only). */
export function adminUnitReads(db: Kysely<DB>) {
  return {
    /** Every unit of a level (1 = provinces, 2 = communes), by name; those matching `keyword` when given. */
    async byLevel(level: number, keyword?: string): Promise<TAdminUnit[]> {
      let q = db.selectFrom('don_vi_hanh_chinh').select(COLUMNS).where('cap', '=', level);
      if (keyword) q = q.where(keywordMatches(['ten', 'ma'], keyword));
      const rows = await q.execute();
      return rows.sort(byName);
    },

    /** The children of a unit (the communes of a province), by name (those matching `keyword` when given); 404 for an unknown code. */
    async byParent(ma: string, keyword?: string): Promise<TAdminUnit[]> {
      const parent = await db.selectFrom('don_vi_hanh_chinh').select('ma').where('ma', '=', ma).executeTakeFirst();
      if (!parent) throw new NotFoundError(ADMIN_UNIT_MSG.notFound);
      let q = db.selectFrom('don_vi_hanh_chinh').select(COLUMNS).where('ma_cha', '=', ma);
      if (keyword) q = q.where(keywordMatches(['ten', 'ma'], keyword));
      const rows = await q.execute();
      return rows.sort(byName);
    },
  };
}
