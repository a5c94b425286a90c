import { endpoints, MESSAGES, type TFunction, type TGroupFunctions, type TGroupMenus } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { registerConstraintMessages } from '../../../errors/db-errors.js';
import { defineResourceRoutes } from '../../../resources/resource-routes.js';
import { defineRoute } from '../../../resources/route.js';
import { type Assignment, readAssignment, writeAssignment } from './assignment.js';
import { groupRules, groupStore } from './group-store.js';
import { functionKind, type MenuEntry, menuKind } from './kinds.js';

registerConstraintMessages({ phan_quyen_ma_lower_idx: 'Mã nhóm quyền đã tồn tại (không phân biệt chữ hoa, chữ thường)' });

const asMenus = ({ entries, ids, ...a }: Assignment<MenuEntry>): TGroupMenus => ({ ...a, menus: entries, menu_ids: ids });
const asFunctions = ({ entries, ids, ...a }: Assignment<TFunction>): TGroupFunctions => ({ ...a, functions: entries, chuc_nang_ids: ids });

/**
 * Permission groups (HeThong/PhanQuyen): the group rows on the shared resource path, and their
 * menus and functions per project, each write checked against escalation and audited.
 */
export function permissionGroupRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  defineResourceRoutes(app, db, groupStore, groupRules);

  defineRoute(app, endpoints.groupMenuGet, async ({ caller, query }) => asMenus(await readAssignment(db, caller, menuKind, query.phanQuyenId, query.duAnId)));
  defineRoute(
    app,
    endpoints.groupMenuSet,
    async ({ caller, body, audit }) => asMenus(await writeAssignment(db, caller, audit, menuKind, body.phan_quyen_id, body.du_an_id, body.menu_ids)),
    { message: MESSAGES.updated },
  );
  defineRoute(app, endpoints.groupFunctionGet, async ({ caller, query }) => asFunctions(await readAssignment(db, caller, functionKind, query.phanQuyenId, query.duAnId)));
  defineRoute(
    app,
    endpoints.groupFunctionSet,
    async ({ caller, body, audit }) => asFunctions(await writeAssignment(db, caller, audit, functionKind, body.phan_quyen_id, body.du_an_id, body.chuc_nang_ids)),
    { message: MESSAGES.updated },
  );
}
