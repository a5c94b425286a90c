import { PROJECT_CODE, type TMenuItem } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NotFoundError } from '../../errors/app-errors.js';

/** `duAnId` may be the project's id or its code; default: this product's project. */
export async function projectId(db: Kysely<DB>, duAnId: number | string | undefined): Promise<number> {
  const q = db.selectFrom('du_an').select('du_an_id');
  const row = await (typeof duAnId === 'number' ? q.where('du_an_id', '=', duAnId) : q.where('ma_du_an', '=', duAnId ?? PROJECT_CODE)).executeTakeFirst();
  if (!row) throw new NotFoundError('Không tìm thấy dự án');
  return row.du_an_id;
}

/** Normalises a page path for comparison: no `/vi` prefix, no trailing slash, lower case. */
export function normalisePath(p: string): string {
  const s = p
    .trim()
    .toLowerCase()
    .replace(/^\/vi(?=\/|$)/, '')
    .replace(/\/+$/, '');
  return s === '' ? '/' : s;
}

/**
 * The menu tree a permission group sees in a project, without entries of modules the hospital has
 * not licensed; groups without any visible entry are dropped; siblings sorted by `order_by`.
 */
export async function menuTree(db: Kysely<DB>, groupId: number, duAnId: number, licensed: ReadonlySet<string> | null): Promise<TMenuItem[]> {
  const rows = await db
    .selectFrom('menu as m')
    .innerJoin('phan_quyen_menu as pm', 'pm.menu_id', 'm.menu_id')
    .select(['m.menu_id', 'm.parent_id', 'm.menu_name', 'm.menu_name_english', 'm.path', 'm.icon', 'm.order_by', 'm.cap', 'm.module'])
    .where('pm.phan_quyen_id', '=', groupId)
    .where('m.du_an_id', '=', duAnId)
    .orderBy('m.order_by')
    .orderBy('m.menu_id')
    .execute();
  const visible = rows.filter((r) => r.module === 'core' || !licensed || licensed.has(r.module));
  const nodes = new Map<number, TMenuItem>(
    visible.map((r) => [
      r.menu_id,
      {
        id: r.menu_id,
        parent_id: r.parent_id,
        menu_name: r.menu_name,
        menu_name_english: r.menu_name_english,
        path: r.path,
        icon: r.icon,
        order_by: r.order_by,
        cap: r.cap,
        module: r.module,
        children: [],
      },
    ]),
  );
  const roots: TMenuItem[] = [];
  for (const n of nodes.values()) {
    const parent = n.parent_id === null ? undefined : nodes.get(n.parent_id);
    if (parent) parent.children.push(n);
    else if (n.parent_id === null) roots.push(n);
  }
  const prune = (items: TMenuItem[]): TMenuItem[] =>
    items
      .map((i) => ({ ...i, children: prune(i.children) }))
      .filter((i) => i.path !== null || i.children.length > 0)
      .sort((a, b) => a.order_by - b.order_by);
  return prune(roots);
}

/** Whether a page path is a menu entry of the group (`menu/check-role`). */
export async function groupHasPath(db: Kysely<DB>, groupId: number, duAnId: number, path: string): Promise<{ isMenuPath: boolean; allowed: boolean; module: string | null }> {
  const rows = await db
    .selectFrom('menu as m')
    .leftJoin('phan_quyen_menu as pm', (j) => j.onRef('pm.menu_id', '=', 'm.menu_id').on('pm.phan_quyen_id', '=', groupId))
    .select(['m.module', sql<boolean>`pm.menu_id IS NOT NULL`.as('assigned')])
    .where('m.du_an_id', '=', duAnId)
    .where(sql`lower(m.path)`, '=', normalisePath(path))
    .execute();
  return { isMenuPath: rows.length > 0, allowed: rows.some((r) => r.assigned), module: rows[0]?.module ?? null };
}
