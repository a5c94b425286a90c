import type { TAhrqKind } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/**
 * Where each kind lives: its AHRQ category list, the hospital catalogue (`phong_ban` /
 * `chuc_danh`) with its id and the column naming its category, and the staff column carrying a row.
 */
export const AHRQ_KIND = {
  phong_ban: { categories: 'phong_ban_ahrq', catalogue: 'phong_ban', id: 'phong_ban_id', link: 'phong_ban_ahrq_id', staffColumn: 'phong_ban_id', label: 'phòng ban' },
  chuc_danh: { categories: 'chuc_danh_ahrq', catalogue: 'chuc_danh', id: 'chuc_danh_id', link: 'chuc_danh_ahrq_id', staffColumn: 'chuc_danh_id', label: 'chức danh' },
} as const satisfies Record<TAhrqKind, unknown>;

/**
 * A hospital's departments or job titles under one set of names (`id`, `ma`, `ten`, `ahrq_id`),
 * as a subquery `r`, so that one query serves both kinds.
 */
export function catalogueRows(db: Kysely<DB>, kind: TAhrqKind) {
  return kind === 'phong_ban'
    ? db.selectFrom('phong_ban').select(['phong_ban_id as id', 'hospital_id', 'ma_phong_ban as ma', 'ten_phong_ban as ten', 'tam_ngung', 'phong_ban_ahrq_id as ahrq_id']).as('r')
    : db.selectFrom('chuc_danh').select(['chuc_danh_id as id', 'hospital_id', 'ma_chuc_danh as ma', 'ten_chuc_danh as ten', 'tam_ngung', 'chuc_danh_ahrq_id as ahrq_id']).as('r');
}
