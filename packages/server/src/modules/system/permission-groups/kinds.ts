import type { TFunction } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { assertFunctionsHeld, assertMenusVisible } from '../../../access/escalation.js';
import { isSystemAdmin } from '../../../access/scope.js';
import type { AssignmentKind } from './assignment.js';

export interface MenuEntry {
  menu_id: number;
  parent_id: number | null;
  ma_menu: string;
  menu_name: string;
  menu_name_english: string;
  path: string | null;
  icon: string | null;
  order_by: number;
  module: string;
}

/**
 * The chosen entries with every ancestor: a parent follows its children, so a group given a
 * page also gets the groups above it in the menu (a parent chosen alone stays alone).
 * @example withAncestors([7], new Map([[7, 3], [3, null]])) // Set {7, 3}
 */
export function withAncestors(chosen: Iterable<number>, parentOf: ReadonlyMap<number, number | null>): Set<number> {
  const out = new Set<number>();
  for (const id of chosen) {
    for (let cur: number | null | undefined = id; cur != null && !out.has(cur); cur = parentOf.get(cur)) out.add(cur);
  }
  return out;
}

/** Menus: the caller gives only entries their own group sees; parents follow children. */
export const menuKind: AssignmentKind<MenuEntry> = {
  table: 'phan_quyen_menu',
  column: 'menu_id',
  field: 'menu_ids',
  label: 'menu',
  auditField: 'menu',
  entries: (db, duAn) =>
    db
      .selectFrom('menu')
      .select(['menu_id', 'parent_id', 'ma_menu', 'menu_name', 'menu_name_english', 'path', 'icon', 'order_by', 'module'])
      .where('du_an_id', '=', duAn)
      .orderBy('cap')
      .orderBy('order_by')
      .orderBy('menu_id')
      .execute(),
  idOf: (m) => m.menu_id,
  codeOf: (m) => m.ma_menu,
  async grantable(db, caller) {
    if (isSystemAdmin(caller)) return 'all';
    const rows = await db.selectFrom('phan_quyen_menu').select('menu_id').where('phan_quyen_id', '=', caller.groupId).execute();
    return new Set(rows.map((r) => r.menu_id));
  },
  assertGrantable: assertMenusVisible,
  expand: (chosen, entries) => withAncestors(chosen, new Map(entries.map((m) => [m.menu_id, m.parent_id]))),
};

/** Functions: the caller gives only functions they hold; the page groups them by module. */
export const functionKind: AssignmentKind<TFunction> = {
  table: 'phan_quyen_chuc_nang',
  column: 'chuc_nang_id',
  field: 'chuc_nang_ids',
  label: 'chức năng',
  auditField: 'chuc_nang',
  entries: (db: Kysely<DB>, duAn: number) => db.selectFrom('chuc_nang').selectAll().where('du_an_id', '=', duAn).orderBy('module').orderBy('ma_chuc_nang').execute(),
  idOf: (f) => f.chuc_nang_id,
  codeOf: (f) => f.ma_chuc_nang,
  grantable: async (_db, caller, entries) => (isSystemAdmin(caller) ? 'all' : new Set(entries.filter((f) => caller.functions.has(f.ma_chuc_nang)).map((f) => f.chuc_nang_id))),
  assertGrantable: assertFunctionsHeld,
};
