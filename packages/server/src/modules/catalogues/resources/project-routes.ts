import { endpoints, type TFunction, type TMenuRow } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors/app-errors.js';
import { anyDb } from '../../../resources/resource-repository.js';
import { defineResourceRoutes } from '../../../resources/resource-routes.js';
import { defineRoute } from '../../../resources/route.js';
import { functionStore, isBuiltInFunction, menuSelect, menuStore, projectStore } from './projects.js';

const BUILT_IN = 'Chức năng này được hệ thống sử dụng để phân quyền, không thể đổi mã hoặc xóa';

/** Projects, and the menus and functions of a project (with their clone and per-project reads). */
export function projectRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  const projects = defineResourceRoutes(app, db, projectStore);
  defineRoute(app, endpoints.projectQuery, ({ caller, query }) => projects.list(caller, query));

  const menus = defineResourceRoutes(app, db, menuStore, {
    async beforeWrite(trx, _ctx, input, before) {
      if (input.parent_id == null) return;
      const parent = await trx.selectFrom('menu').select(['menu_id', 'du_an_id']).where('menu_id', '=', input.parent_id).executeTakeFirst();
      if (!parent) throw new ValidationError('Không tìm thấy menu cha', { errors: [{ path: 'parent_id', message: 'Không tìm thấy menu cha' }] });
      if (parent.du_an_id !== input.du_an_id) throw new ValidationError('Menu cha thuộc dự án khác');
      if (before) {
        const { rows } = await sql<{ menu_id: number }>`
          WITH RECURSIVE sub AS (SELECT menu_id FROM menu WHERE menu_id = ${before.menu_id} UNION ALL SELECT m.menu_id FROM menu m JOIN sub ON m.parent_id = sub.menu_id)
          SELECT menu_id FROM sub WHERE menu_id = ${input.parent_id}`.execute(trx);
        if (rows.length)
          throw new ValidationError('Không thể chọn chính menu này hoặc menu con của nó làm menu cha', { errors: [{ path: 'parent_id', message: 'Menu cha không hợp lệ' }] });
      }
    },
    // A moved entry takes its children with it: their levels follow.
    async afterWrite(trx, _ctx, id) {
      await sql`
        WITH RECURSIVE sub AS (
          SELECT m.menu_id, m.cap FROM menu m WHERE m.menu_id = ${id}
          UNION ALL SELECT c.menu_id, sub.cap + 1 FROM menu c JOIN sub ON c.parent_id = sub.menu_id)
        UPDATE menu SET cap = sub.cap FROM sub WHERE menu.menu_id = sub.menu_id AND menu.cap <> sub.cap`.execute(trx);
    },
  });
  void menus;
  defineRoute(
    app,
    endpoints.menuOfProject,
    async ({ query }) => (await menuSelect(anyDb(db)).where('t.du_an_id', '=', query.duAnId).orderBy('t.cap').orderBy('t.order_by').orderBy('t.menu_id').execute()) as TMenuRow[],
  );
  defineRoute(app, endpoints.menuClone, ({ body, audit }) =>
    db.transaction().execute(async (trx) => {
      const source = await trx.selectFrom('menu').selectAll().where('menu_id', '=', body.id).executeTakeFirst();
      if (!source) throw new NotFoundError('Không tìm thấy menu');
      const project = body.du_an_id ?? source.du_an_id;
      // The entry and its subtree, children's codes prefixed with the new code.
      const { rows } = await sql<{ menu_id: number }>`
        WITH RECURSIVE sub AS (
          SELECT menu_id, parent_id, 0 AS depth FROM menu WHERE menu_id = ${body.id}
          UNION ALL SELECT m.menu_id, m.parent_id, sub.depth + 1 FROM menu m JOIN sub ON m.parent_id = sub.menu_id)
        SELECT menu_id FROM sub ORDER BY depth, menu_id`.execute(trx);
      const newIds = new Map<number, number>();
      for (const { menu_id } of rows) {
        const m = await trx.selectFrom('menu').selectAll().where('menu_id', '=', menu_id).executeTakeFirstOrThrow();
        const isRoot = menu_id === body.id;
        const parent = isRoot ? (project === source.du_an_id ? m.parent_id : null) : newIds.get(m.parent_id!)!;
        const inserted = await trx
          .insertInto('menu')
          .values({
            du_an_id: project,
            parent_id: parent,
            ma_menu: isRoot ? body.ma_moi : `${body.ma_moi}_${m.ma_menu}`,
            menu_name: isRoot ? `${m.menu_name} (bản sao)` : m.menu_name,
            menu_name_english: isRoot ? `${m.menu_name_english} (copy)` : m.menu_name_english,
            path: m.path,
            icon: m.icon,
            order_by: m.order_by,
            cap: m.cap,
            module: m.module,
          })
          .returning('menu_id')
          .executeTakeFirstOrThrow();
        newIds.set(menu_id, inserted.menu_id);
      }
      const id = newIds.get(body.id)!;
      const after = (await menuSelect(anyDb(trx)).where('t.menu_id', '=', id).executeTakeFirstOrThrow()) as TMenuRow;
      await audit(trx, { id, after, detail: { from: body.id, entries: rows.length } });
      return after;
    }),
  );

  defineResourceRoutes(app, db, functionStore, {
    async beforeWrite(_trx, _ctx, input, before) {
      if (before && isBuiltInFunction(before) && input.ma_chuc_nang !== before.ma_chuc_nang) throw new ConflictError(BUILT_IN);
    },
    async beforeRemove(_trx, _ctx, row) {
      if (isBuiltInFunction(row)) throw new ConflictError(BUILT_IN);
    },
  });
  defineRoute(
    app,
    endpoints.functionOfProject,
    async ({ query }) => (await db.selectFrom('chuc_nang').selectAll().where('du_an_id', '=', query.duAnId).orderBy('module').orderBy('ma_chuc_nang').execute()) as TFunction[],
  );
  defineRoute(app, endpoints.functionOfGroup, async ({ query }) => {
    let q = db
      .selectFrom('chuc_nang as cn')
      .innerJoin('phan_quyen_chuc_nang as pcn', 'pcn.chuc_nang_id', 'cn.chuc_nang_id')
      .selectAll('cn')
      .where('pcn.phan_quyen_id', '=', query.phanQuyenId);
    if (query.duAnId) q = q.where('cn.du_an_id', '=', query.duAnId);
    return (await q.orderBy('cn.module').orderBy('cn.ma_chuc_nang').execute()) as TFunction[];
  });
  defineRoute(app, endpoints.functionClone, ({ body, audit }) =>
    db.transaction().execute(async (trx) => {
      const source = await trx.selectFrom('chuc_nang').selectAll().where('chuc_nang_id', '=', body.id).executeTakeFirst();
      if (!source) throw new NotFoundError('Không tìm thấy chức năng');
      const row = await trx
        .insertInto('chuc_nang')
        .values({
          du_an_id: body.du_an_id ?? source.du_an_id,
          ma_chuc_nang: body.ma_moi.toUpperCase(),
          ten_chuc_nang: `${source.ten_chuc_nang} (bản sao)`,
          ten_chuc_nang_english: `${source.ten_chuc_nang_english} (copy)`,
          module: source.module,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, { id: row.chuc_nang_id, after: row, detail: { from: body.id } });
      return row as TFunction;
    }),
  );
}
