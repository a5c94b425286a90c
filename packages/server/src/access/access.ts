import { acceptsVoterSession, ALWAYS_ON_MODULES, type EndpointConfig, FN, hospitalSource, isLicensed, type TEndpointModule } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { assertInScope, type Caller, isVoterSession, loadCaller, OUT_OF_SCOPE_MESSAGE, type VoterIdentity } from './caller.js';
import type { TokenService } from './tokens.js';
import { voterIdentity, VOTER_SESSION_MSG } from './voter-identity.js';
import { writeAudit } from './audit.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors/app-errors.js';
import { licenceInForce, licensedColumn } from './licences.js';
import { isSystemAdmin, SYSTEM_ONLY_MESSAGE } from './scope.js';
import { compiledOnce, ID_SENTINEL } from '../db/compiled-once.js';

const MISSING_TOKEN = 'Vui lòng đăng nhập để sử dụng chức năng này';
export const MUST_CHANGE_PASSWORD = 'Bạn cần đổi mật khẩu ban đầu trước khi sử dụng hệ thống';
export const NOT_LICENSED = 'Bệnh viện chưa đăng ký sử dụng phân hệ này';

/** The modules a hospital's licences put in force today (switched on, within their period), and those always on. */
/**
 * The voter-session identity of an invitation record, with whether its hospital has `module` in
 * force: the one statement the access hook sends for a voter session (the vote benchmark compiles it too).
 */
export const selectVoterRecord = (db: Kysely<DB>, recordId: number, module: TEndpointModule) =>
  db
    .selectFrom('nhan_vien_khao_sat as r')
    .select(['r.nhan_vien_khao_sat_id', 'r.phien_ban_id', 'r.hospital_id', 'r.token_nonce', licensedColumn('r.hospital_id', module).as('licensed')])
    .where('r.nhan_vien_khao_sat_id', '=', recordId);

const voterRecordStatements = new Map<TEndpointModule, ReturnType<typeof compileVoterRecord>>();
const compileVoterRecord = (module: TEndpointModule) => compiledOnce((db, recordId: number) => selectVoterRecord(db as Kysely<DB>, recordId, module), [ID_SENTINEL] as const);
/** `selectVoterRecord` for one module, compiled once per process: the hook sends it on every request of a voter session. */
export function voterRecordStatement(module: TEndpointModule) {
  let s = voterRecordStatements.get(module);
  if (!s) voterRecordStatements.set(module, (s = compileVoterRecord(module)));
  return s;
}

export async function licensedModules(db: Kysely<DB>, hospitalId: number): Promise<string[]> {
  const rows = await db.selectFrom('hospital_module as hm').select('hm.module').where('hm.hospital_id', '=', hospitalId).where(licenceInForce('hm')).orderBy('hm.module').execute();
  return [...new Set([...rows.map((r) => r.module), ...ALWAYS_ON_MODULES])].sort();
}

/** Refuses a module's data of a hospital that has not licensed the module. */
export async function assertLicensed(db: Kysely<DB>, hospitalId: number, module: TEndpointModule): Promise<void> {
  if (module === 'core' || ALWAYS_ON_MODULES.includes(module)) return;
  if ((await licensedModules(db, hospitalId)).includes(module)) return;
  // An unknown hospital is not a licence question: say it does not exist.
  await assertHospitalExists(db, hospitalId);
  throw new ForbiddenError(NOT_LICENSED);
}

/** 404 when no hospital has this id. */
export async function assertHospitalExists(db: Kysely<DB>, hospitalId: number): Promise<void> {
  const exists = await db.selectFrom('hospital').select('hospital_id').where('hospital_id', '=', hospitalId).executeTakeFirst();
  if (!exists) throw new NotFoundError('Không tìm thấy bệnh viện');
}

/** A write of the system or catalogue modules, or any write that needs a function: its refusals are audited. */
export const isAdministrativeWrite = (e: EndpointConfig): boolean =>
  e.method !== 'GET' && (e.module === 'system' || e.module === 'catalogues' || (typeof e.fn === 'string' && e.fn !== 'public' && e.fn !== 'voter'));

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : '';
}

/** The function a logged-in user needs: `'voter'` is the vote function (or a voter session). */
const requiredFunction = (e: EndpointConfig): string | null => (e.fn === 'voter' ? FN.surveyVote : e.fn);

/**
 * The one access rule of every route, declared in the endpoint table:
 * onRequest authenticates (an account's access token, or on vote endpoints a voter session from
 * an invitation link) and checks the required function; preHandler (after validation) checks
 * the hospital asked for against the caller's scope and the module licence of that hospital
 * (a voter session: its staff record's hospital).
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The account behind a request's token, also when its function check refused it (for the audit of refusals). */
    attemptedBy: Caller | null;
    /** The hospital the access hook checked (the query's or, for `hospital: 'body'`, the body's); null when none was asked. */
    hospitalId: number | null;
  }
}

/** The hospital a query asks for, in either spelling of the spec (`hospitalId`, `hospital_id`). */
export function askedHospital(query: unknown): number | undefined {
  const q = query as { hospitalId?: unknown; hospital_id?: unknown } | undefined;
  const v = q?.hospitalId ?? q?.hospital_id;
  return typeof v === 'number' ? v : undefined;
}

/** The hospital a call is about by its declaration: the query's, and for `body` rows the body's `hospital_id`. */
function declaredHospital(e: EndpointConfig, req: FastifyRequest): { query?: number; body?: number } {
  const body = hospitalSource(e) === 'body' ? (req.body as { hospital_id?: unknown } | undefined)?.hospital_id : undefined;
  return { query: askedHospital(req.query), ...(typeof body === 'number' ? { body } : {}) };
}

export function registerAccessHooks(app: FastifyInstance, db: Kysely<DB>, tokens: TokenService): void {
  /** Whether a voter session's hospital had the endpoint's module in force (read with the identity). */
  const voterLicence = new WeakMap<VoterIdentity, boolean>();
  app.decorateRequest('caller', null);
  app.decorateRequest('attemptedBy', null);
  app.decorateRequest('hospitalId', null);
  app.decorate('auditDb', db);

  /**
   * The voter identity of a voter session token; null when the token is not one. Loaded with
   * whether its hospital has the endpoint's module in force, in the same statement: preHandler
   * refuses an unlicensed one then, as assertLicensed would, without a round trip of its own.
   */
  async function voterOf(token: string, module: TEndpointModule): Promise<VoterIdentity | null> {
    const claims = await tokens.verifyVoter(token);
    if (claims === null) return null;
    if (claims === 'expired') throw new UnauthorizedError(VOTER_SESSION_MSG.sessionExpired);
    const r = await voterRecordStatement(module).first(db as Kysely<never>, claims.recordId);
    const voter = r ? voterIdentity(r, claims) : null;
    if (!voter) throw new UnauthorizedError(VOTER_SESSION_MSG.invalidLink);
    voterLicence.set(voter, r!.licensed);
    return voter;
  }

  app.addHook('onRequest', async (req) => {
    const e = req.routeOptions.config.endpoint;
    if (!e || e.fn === 'public') return;
    const token = bearer(req);
    if (token === null) throw new UnauthorizedError(MISSING_TOKEN);
    if (token && acceptsVoterSession(e)) {
      const voter = await voterOf(token, e.module);
      if (voter) {
        req.caller = voter;
        return;
      }
    }
    const claims = token ? await tokens.verifyAccess(token) : null;
    if (!claims) throw new UnauthorizedError();
    const caller = await loadCaller(db, claims.accountId);
    // Token times are whole seconds: compare in seconds, or an account created (or a password
    // changed) earlier in the same second would refuse its own fresh tokens.
    if (!caller || !caller.active || claims.iat < Math.floor(caller.tokensValidAfter.getTime() / 1000)) throw new UnauthorizedError();
    req.attemptedBy = caller;
    // An initial or reset password: nothing but the calls open to every signed-in user of the
    // core (who am I, change my password, my menu) until the owner changes it.
    if (caller.mustChangePassword && !(e.module === 'core' && e.fn === null)) throw new ForbiddenError(MUST_CHANGE_PASSWORD);
    const fn = requiredFunction(e);
    if (fn !== null && !caller.functions.has(fn)) throw new ForbiddenError();
    req.caller = caller;
  });

  // Refused administrative attempts go into the audit trail (DESIGN.md): after the answer is
  // sent, one insert, never failing or delaying the request.
  app.addHook('onResponse', (req, reply, done) => {
    const e = req.routeOptions.config.endpoint;
    if (e && (reply.statusCode === 401 || reply.statusCode === 403) && isAdministrativeWrite(e)) {
      const who = req.caller && !isVoterSession(req.caller) ? req.caller : req.attemptedBy;
      writeAudit(db, who ? { accountId: who.accountId } : null, req, {
        action: 'refused',
        entity: 'endpoint',
        entityId: `${e.method} ${e.path}`,
        hospitalId: who?.homeHospitalId ?? null,
        detail: { status: reply.statusCode, module: e.module, url: req.url.slice(0, 500) },
      }).catch((err: unknown) => req.log.warn({ err }, 'audit of a refused attempt failed'));
    }
    done();
  });

  app.addHook('preHandler', async (req) => {
    const e = req.routeOptions.config.endpoint;
    const caller = req.caller;
    if (!e || !caller) return;
    // The hospital of the call, once: the query's (either spelling, every endpoint) and, where
    // the row declares `hospital: 'body'`, the body's.
    const asked = declaredHospital(e, req);
    req.hospitalId = asked.body ?? asked.query ?? null;
    if (isVoterSession(caller)) {
      if ([asked.query, asked.body].some((h) => h !== undefined && h !== caller.hospitalId)) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
      if (isLicensed(e) && !voterLicence.get(caller)) {
        // Loaded with the identity: the record's hospital exists, so unlicensed is 403.
        if (voterLicence.has(caller)) throw new ForbiddenError(NOT_LICENSED);
        await assertLicensed(db, caller.hospitalId, e.module);
      }
      return;
    }
    // The query's hospital (or the caller's home one, for the licence), then the body's.
    if (asked.query !== undefined) assertInScope(caller, asked.query);
    const licensed = asked.query ?? caller.homeHospitalId;
    if (isLicensed(e) && licensed !== null) await assertLicensed(db, licensed, e.module);
    if (e.systemOnly && !isSystemAdmin(caller)) throw new ForbiddenError(e.systemOnly === true ? SYSTEM_ONLY_MESSAGE : e.systemOnly);
    if (asked.body === undefined) return;
    assertInScope(caller, asked.body);
    if (isLicensed(e) && asked.body !== licensed) await assertLicensed(db, asked.body, e.module);
  });
}
