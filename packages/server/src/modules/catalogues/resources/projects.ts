import { appFunction, menu, project, type TFunction, ALL_FUNCTION_CODES } from '@hm/contract';
import { sql } from 'kysely';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';

export const projectStore: ResourceStore<typeof project> = {
  def: project,
  table: 'du_an',
  search: ['t.ten_du_an', 't.ma_du_an'],
  orderBy: ['t.ten_du_an'],
  usedBy: [
    { table: 'menu', column: 'du_an_id', label: 'menu' },
    { table: 'chuc_nang', column: 'du_an_id', label: 'chức năng' },
  ],
};

/** Menu entries with their parent's name; ordered as the tree shows them. */
export const menuSelect = (db: AnyDb): AnySelect =>
  db
    .selectFrom('menu as t')
    .leftJoin('menu as p', 'p.menu_id', 't.parent_id')
    .select([
      't.menu_id',
      't.du_an_id',
      't.parent_id',
      'p.menu_name as ten_menu_cha',
      't.ma_menu',
      't.menu_name',
      't.menu_name_english',
      't.path',
      't.icon',
      't.order_by',
      't.cap',
      't.module',
    ]);

export const menuStore: ResourceStore<typeof menu> = {
  def: menu,
  table: 'menu',
  select: menuSelect,
  search: ['t.menu_name', 't.menu_name_english', 't.ma_menu', 't.path'],
  orderBy: ['t.cap', 't.order_by', 't.menu_name'],
  filters: (q, query) => {
    if (query.duAnId) q = q.where('t.du_an_id', '=', query.duAnId);
    if (query.parentId) q = q.where('t.parent_id', '=', query.parentId);
    return q;
  },
  // The level follows the parent: a top entry is 1, its children 2…
  toValues: (input) => ({ ...input, cap: sql`coalesce((SELECT m.cap + 1 FROM menu m WHERE m.menu_id = ${input.parent_id ?? null}), 1)` }),
  usedBy: [{ table: 'menu', column: 'parent_id', label: 'menu con' }],
};

export const functionStore: ResourceStore<typeof appFunction> = {
  def: appFunction,
  table: 'chuc_nang',
  search: ['t.ma_chuc_nang', 't.ten_chuc_nang', 't.ten_chuc_nang_english'],
  orderBy: ['t.module', 't.ma_chuc_nang'],
  filters: (q, query) => {
    if (query.duAnId) q = q.where('t.du_an_id', '=', query.duAnId);
    if (query.module) q = q.where('t.module', '=', query.module);
    return q;
  },
  usedBy: [{ table: 'phan_quyen_chuc_nang', column: 'chuc_nang_id', label: 'nhóm quyền' }],
};

/** Functions the product's routes require: their codes cannot change or go (the endpoint table names them). */
export const isBuiltInFunction = (f: Pick<TFunction, 'ma_chuc_nang'>): boolean => (ALL_FUNCTION_CODES as string[]).includes(f.ma_chuc_nang);
