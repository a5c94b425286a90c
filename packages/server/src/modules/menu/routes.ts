import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { licensedModules } from '../../access/access.js';
import { ForbiddenError } from '../../errors/app-errors.js';
import { defineRoute } from '../../resources/route.js';
import { isSystemAdmin } from '../../access/scope.js';
import type { Caller } from '../../access/caller.js';
import { groupHasPath, menuTree, projectId } from './repository.js';

async function licensedSet(db: Kysely<DB>, caller: Caller): Promise<Set<string> | null> {
  return caller.homeHospitalId === null ? null : new Set(await licensedModules(db, caller.homeHospitalId));
}

/** The server-driven menu and the check-role calls of the route guards (module core). */
export function menuRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  defineRoute(app, endpoints.menuOfGroup, async ({ caller, query }) => {
    // Only a system administrator reads another group's menu.
    if (query.phanQuyenId !== caller.groupId && !isSystemAdmin(caller)) {
      throw new ForbiddenError('Bạn chỉ được xem menu của nhóm quyền của mình');
    }
    const duAn = await projectId(db, query.duAnId);
    return menuTree(db, query.phanQuyenId, duAn, await licensedSet(db, caller));
  });

  defineRoute(app, endpoints.menuCheckRole, async ({ caller, query }) => {
    if (!query.path) return { allowed: false };
    const r = await groupHasPath(db, caller.groupId, await projectId(db, query.duAnId), query.path);
    const licensed = await licensedSet(db, caller);
    const moduleOk = !r.module || r.module === 'core' || !licensed || licensed.has(r.module);
    // A page that no menu controls (login, about…) is open to every logged-in user.
    return { allowed: moduleOk && (r.allowed || !r.isMenuPath) };
  });

  defineRoute(app, endpoints.functionCheckRole, async ({ caller, query }) => ({ allowed: !!query.ma && caller.functions.has(query.ma) }));
  // report/check-role is the reports module's (modules/reports/routes.ts): it answers for one report.
}
