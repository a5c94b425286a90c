import { PARAM, PROJECT_CODE } from '@hm/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { FUNCTION_SEEDS, GROUP_FUNCTIONS } from './functions.js';
import { MENU_TREE, type MenuSeed } from '@hm/contract';

export const GROUPS = [
  { ma: 'SYSTEM_ADMIN', ten: 'Quản trị hệ thống', cap: 1, mo_ta: 'Mọi bệnh viện, mọi chức năng' },
  { ma: 'HOSPITAL_ADMIN', ten: 'Quản trị bệnh viện', cap: 2, mo_ta: 'Quản trị bệnh viện của mình' },
  { ma: 'STAFF', ten: 'Nhân viên', cap: 3, mo_ta: 'Tham gia bình chọn' },
  { ma: 'DEPARTMENT_HEAD', ten: 'Trưởng khoa/phòng', cap: 3, mo_ta: 'Bình chọn; xem tình trạng tham gia của các khoa/phòng được gán' },
  { ma: 'PROVINCE_OFFICER', ten: 'Cán bộ Sở Y tế / nhóm bệnh viện', cap: 3, mo_ta: 'Xem kết quả cấp bệnh viện của nhóm bệnh viện được gán' },
] as const;

async function insertMenus(trx: Transaction<DB>, duAnId: number, items: MenuSeed[], parentId: number | null, level: number, groupIds: Map<string, number>) {
  let order = 1;
  for (const m of items) {
    const row = await trx
      .insertInto('menu')
      .values({
        du_an_id: duAnId,
        parent_id: parentId,
        ma_menu: m.code,
        menu_name: m.vi,
        menu_name_english: m.en,
        path: m.path,
        icon: m.icon,
        order_by: order++,
        cap: level,
        module: m.module,
      })
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('phan_quyen_menu')
      .values(m.groups.map((g) => ({ phan_quyen_id: groupIds.get(g)!, menu_id: row.menu_id })))
      .execute();
    if (m.children) await insertMenus(trx, duAnId, m.children, row.menu_id, level + 1, groupIds);
  }
}

/** Catalogues every installation has: the project, permission groups, functions, menus, parameters. */
export async function seedBase(trx: Transaction<DB>): Promise<void> {
  const project = await trx.insertInto('du_an').values({ ma_du_an: PROJECT_CODE, ten_du_an: 'Vote for Patient Safety' }).returning('du_an_id').executeTakeFirstOrThrow();
  const groupIds = new Map<string, number>();
  for (const g of GROUPS) {
    const r = await trx
      .insertInto('phan_quyen')
      .values({ ma_phan_quyen: g.ma, ten_phan_quyen: g.ten, cap: g.cap, mo_ta: g.mo_ta })
      .returning('phan_quyen_id')
      .executeTakeFirstOrThrow();
    groupIds.set(g.ma, r.phan_quyen_id);
  }
  const fns = await trx
    .insertInto('chuc_nang')
    .values(FUNCTION_SEEDS.map((f) => ({ du_an_id: project.du_an_id, ma_chuc_nang: f.code, ten_chuc_nang: f.vi, ten_chuc_nang_english: f.en, module: f.module })))
    .returning(['chuc_nang_id', 'ma_chuc_nang'])
    .execute();
  const fnId = new Map(fns.map((f) => [f.ma_chuc_nang, f.chuc_nang_id]));
  for (const [group, codes] of Object.entries(GROUP_FUNCTIONS)) {
    await trx
      .insertInto('phan_quyen_chuc_nang')
      .values(codes.map((c) => ({ phan_quyen_id: groupIds.get(group)!, chuc_nang_id: fnId.get(c)! })))
      .execute();
  }
  await insertMenus(trx, project.du_an_id, MENU_TREE, null, 1, groupIds);
  await trx
    .insertInto('tham_so_he_thong')
    .values([
      {
        hospital_id: null,
        ma_tham_so: PARAM.minGroupSize,
        ten_tham_so: 'Số người trả lời tối thiểu của một nhóm',
        gia_tri: '5',
        mo_ta: 'Nhóm ít người trả lời hơn không được hiển thị (không dưới 3)',
      },
      {
        hospital_id: null,
        ma_tham_so: PARAM.straightLining,
        ten_tham_so: 'Loại phiếu trả lời một kiểu',
        gia_tri: '0',
        mo_ta: '1 = phiếu chọn cùng một đáp án cho mọi câu là không hợp lệ',
      },
    ])
    .execute();
}

/**
 * Menu entries added to the tree after a database was seeded (by code), under their parent, for
 * the groups the tree names; entries an administrator removed stay removed only if their code is
 * gone from the tree too. Returns how many were added.
 */
export async function addMissingMenus(trx: Transaction<DB>): Promise<number> {
  const project = await trx.selectFrom('du_an').select('du_an_id').where('ma_du_an', '=', PROJECT_CODE).executeTakeFirst();
  if (!project) return 0;
  const existing = new Map((await trx.selectFrom('menu').select(['menu_id', 'ma_menu']).where('du_an_id', '=', project.du_an_id).execute()).map((m) => [m.ma_menu, m.menu_id]));
  const groups = new Map((await trx.selectFrom('phan_quyen').select(['phan_quyen_id', 'ma_phan_quyen']).execute()).map((g) => [g.ma_phan_quyen, g.phan_quyen_id]));
  let added = 0;
  async function walk(items: MenuSeed[], parentId: number | null, level: number): Promise<void> {
    for (const [i, m] of items.entries()) {
      let id = existing.get(m.code);
      if (id === undefined) {
        const row = await trx
          .insertInto('menu')
          .values({
            du_an_id: project!.du_an_id,
            parent_id: parentId,
            ma_menu: m.code,
            menu_name: m.vi,
            menu_name_english: m.en,
            path: m.path,
            icon: m.icon,
            order_by: i + 1,
            cap: level,
            module: m.module,
          })
          .returning('menu_id')
          .executeTakeFirstOrThrow();
        id = row.menu_id;
        const ids = m.groups.map((g) => groups.get(g)).filter((g): g is number => g !== undefined);
        if (ids.length)
          await trx
            .insertInto('phan_quyen_menu')
            .values(ids.map((g) => ({ phan_quyen_id: g, menu_id: id! })))
            .execute();
        added++;
      }
      if (m.children) await walk(m.children, id, level + 1);
    }
  }
  await walk(MENU_TREE, null, 1);
  return added;
}

/**
 * Functions added to the product after a database was seeded (by code), granted to the built-in
 * groups the seed names (an administrator's own groups are left as they are). Returns how many.
 */
export async function addMissingFunctions(trx: Transaction<DB>): Promise<number> {
  const project = await trx.selectFrom('du_an').select('du_an_id').where('ma_du_an', '=', PROJECT_CODE).executeTakeFirst();
  if (!project) return 0;
  const existing = new Set((await trx.selectFrom('chuc_nang').select('ma_chuc_nang').where('du_an_id', '=', project.du_an_id).execute()).map((f) => f.ma_chuc_nang));
  const missing = FUNCTION_SEEDS.filter((f) => !existing.has(f.code));
  if (!missing.length) return 0;
  const added = await trx
    .insertInto('chuc_nang')
    .values(missing.map((f) => ({ du_an_id: project.du_an_id, ma_chuc_nang: f.code, ten_chuc_nang: f.vi, ten_chuc_nang_english: f.en, module: f.module })))
    .returning(['chuc_nang_id', 'ma_chuc_nang'])
    .execute();
  for (const [group, codes] of Object.entries(GROUP_FUNCTIONS)) {
    const g = await trx.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', group).executeTakeFirst();
    const grant = added.filter((f) => codes.includes(f.ma_chuc_nang as never));
    if (g && grant.length)
      await trx
        .insertInto('phan_quyen_chuc_nang')
        .values(grant.map((f) => ({ phan_quyen_id: g.phan_quyen_id, chuc_nang_id: f.chuc_nang_id })))
        .execute();
  }
  return added.length;
}

/**
 * Permission groups added to the product after a database was seeded (by code), with the
 * functions and menu entries the seed gives them; a group that exists is left as it is (an
 * administrator may have changed it). Run after `addMissingFunctions` and `addMissingMenus`.
 * Returns the codes added.
 */
export async function addMissingGroups(trx: Transaction<DB>): Promise<string[]> {
  const project = await trx.selectFrom('du_an').select('du_an_id').where('ma_du_an', '=', PROJECT_CODE).executeTakeFirst();
  if (!project) return [];
  const existing = new Set((await trx.selectFrom('phan_quyen').select('ma_phan_quyen').execute()).map((g) => g.ma_phan_quyen));
  const missing = GROUPS.filter((g) => !existing.has(g.ma));
  if (!missing.length) return [];
  const fnId = new Map(
    (await trx.selectFrom('chuc_nang').select(['chuc_nang_id', 'ma_chuc_nang']).where('du_an_id', '=', project.du_an_id).execute()).map((f) => [f.ma_chuc_nang, f.chuc_nang_id]),
  );
  const menuId = new Map((await trx.selectFrom('menu').select(['menu_id', 'ma_menu']).where('du_an_id', '=', project.du_an_id).execute()).map((m) => [m.ma_menu, m.menu_id]));
  const menusOf = (items: readonly MenuSeed[], code: string): string[] =>
    items.flatMap((m) => [...(m.groups.includes(code as never) ? [m.code] : []), ...menusOf(m.children ?? [], code)]);
  for (const g of missing) {
    const row = await trx
      .insertInto('phan_quyen')
      .values({ ma_phan_quyen: g.ma, ten_phan_quyen: g.ten, cap: g.cap, mo_ta: g.mo_ta })
      .returning('phan_quyen_id')
      .executeTakeFirstOrThrow();
    const fns = (GROUP_FUNCTIONS[g.ma] ?? []).map((c) => fnId.get(c)).filter((id): id is number => id !== undefined);
    if (fns.length)
      await trx
        .insertInto('phan_quyen_chuc_nang')
        .values(fns.map((chuc_nang_id) => ({ phan_quyen_id: row.phan_quyen_id, chuc_nang_id })))
        .execute();
    const menus = menusOf(MENU_TREE, g.ma)
      .map((c) => menuId.get(c))
      .filter((id): id is number => id !== undefined);
    if (menus.length)
      await trx
        .insertInto('phan_quyen_menu')
        .values(menus.map((menu_id) => ({ phan_quyen_id: row.phan_quyen_id, menu_id })))
        .execute();
  }
  return missing.map((g) => g.ma);
}

export async function groupIdByCode(db: Kysely<DB> | Transaction<DB>, code: string): Promise<number> {
  const r = await db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', code).executeTakeFirstOrThrow();
  return r.phan_quyen_id;
}
