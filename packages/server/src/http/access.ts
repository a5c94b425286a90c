import { isLicensed, type TEndpointModule } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { assertInScope, loadCaller } from '../modules/auth/caller.js';
import type { TokenService } from '../modules/auth/tokens.js';
import { ForbiddenError, UnauthorizedError } from './errors.js';

const MISSING_TOKEN = 'Vui lòng đăng nhập để sử dụng chức năng này';
export const NOT_LICENSED = 'Bệnh viện chưa đăng ký sử dụng phân hệ này';

export async function licensedModules(db: Kysely<DB>, hospitalId: number): Promise<string[]> {
  const rows = await db.selectFrom('hospital_module').select('module').where('hospital_id', '=', hospitalId).orderBy('module').execute();
  return rows.map((r) => r.module);
}

/** Refuses a module's data of a hospital that has not licensed the module. */
export async function assertLicensed(db: Kysely<DB>, hospitalId: number, module: TEndpointModule): Promise<void> {
  if (module === 'core') return;
  if (!(await licensedModules(db, hospitalId)).includes(module)) throw new ForbiddenError(NOT_LICENSED);
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : '';
}

/**
 * The one access rule of every route, declared in the endpoint table:
 * onRequest authenticates and checks the required function; preHandler (after validation)
 * checks the hospital asked for against the caller's scope and the module licence.
 */
export function registerAccessHooks(app: FastifyInstance, db: Kysely<DB>, tokens: TokenService): void {
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (req) => {
    const e = req.routeOptions.config.endpoint;
    if (!e || e.fn === 'public') return;
    const token = bearer(req);
    if (token === null) throw new UnauthorizedError(MISSING_TOKEN);
    const claims = token ? await tokens.verifyAccess(token) : null;
    if (!claims) throw new UnauthorizedError();
    const caller = await loadCaller(db, claims.accountId);
    if (!caller || !caller.active || claims.iat * 1000 < caller.tokensValidAfter.getTime()) throw new UnauthorizedError();
    if (e.fn !== null && !caller.functions.has(e.fn)) throw new ForbiddenError();
    req.caller = caller;
  });

  app.addHook('preHandler', async (req) => {
    const e = req.routeOptions.config.endpoint;
    const caller = req.caller;
    if (!e || !caller) return;
    const asked = (req.query as { hospitalId?: unknown } | undefined)?.hospitalId;
    const hospitalId = typeof asked === 'number' ? asked : caller.homeHospitalId;
    if (typeof asked === 'number') assertInScope(caller, asked);
    if (isLicensed(e) && hospitalId !== null) await assertLicensed(db, hospitalId, e.module);
  });
}
