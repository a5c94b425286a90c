import type { EndpointConfig } from '@hm/contract';
import {
  acceptsVoterSession,
  buildWorld,
  changed,
  comparable,
  ENDPOINTS,
  endpointKey,
  entityOfKey,
  entityOfPathParam,
  fingerprint,
  inspect,
  injectOf,
  isBuilt,
  looksLikeId,
  other,
  pool,
  report,
  requestFor,
  requiredFunction,
  SCOPED_ROLES,
  send,
  type World,
} from './harness.js';

/**
 * The access matrix, generated from the endpoint table: every endpoint × anonymous, the system
 * administrator and every signed-in role of both demo hospitals (and a voter session of an
 * invitation link), each time with valid requests naming the rows of *the other* hospital
 * (path, query and body ids read from the database). An endpoint added to the table is covered
 * without a test of its own. Asserted for each call:
 * - anonymous: 401 on every endpoint that is not public;
 * - a caller without the endpoint's function: 403;
 * - a caller with it, asking about the other hospital's rows: 403 or 404;
 * - never a 5xx, never the other hospital's data in the answer, and no stored change
 *   (fingerprint of every table) unless a call of the endpoint succeeded;
 * - the system administrator's reads (of hospital A) are not refused.
 */

let w: World;
const startedAt = Date.now();
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(async () => {
  if (w) {
    report(w, 'access matrix', startedAt, `${ENDPOINTS.filter((e) => isBuilt(w, e)).length} endpoints built of ${ENDPOINTS.length} in the table`);
    await w.t.close();
  }
});

/** Statuses that say "not yours": refused for scope (403) or not found in the caller's hospitals (404). */
const REFUSED_FOR_SCOPE = [403, 404];
/** The access rule's own refusals (function, scope, licence): a system administrator never gets them for hospital A. */
const ACCESS_RULE_REFUSALS = ['Bạn không có quyền thực hiện chức năng này', 'Bạn không có quyền truy cập dữ liệu của bệnh viện này', 'Bệnh viện chưa đăng ký sử dụng phân hệ này'];

async function matrixOf(e: EndpointConfig): Promise<string[]> {
  const problems: string[] = [];
  const label = (role: string) => `${role}: `;
  if (!isBuilt(w, e)) {
    // A row the spec lists but no module built yet: no route, so nobody reaches anything.
    const res = await send(w, 'anonymous', { method: e.method, url: e.path.replace(/\{\w+\}/g, '1') });
    if (res.statusCode !== 404) problems.push(`not built, but answered ${res.statusCode}`);
    return problems;
  }
  const before = await fingerprint(w);
  const calls: { role: string; method: string; run: () => Promise<void> }[] = [];
  let succeededWrite = false;

  // Anonymous, with the rows of hospital B.
  calls.push({
    role: 'anonymous',
    method: e.method,
    run: async () => {
      const req = requestFor(w, e, 'B');
      const res = await send(w, 'anonymous', injectOf(e, req));
      const a = inspect(res, { forbidMarkers: w.markers.A.concat(w.markers.B), file: e.file });
      problems.push(...a.problems.map((p) => label('anonymous') + p));
      if (e.fn !== 'public' && a.status !== 401) problems.push(`${label('anonymous')}expected 401, got ${a.status}`);
      if (a.status < 300 && e.method !== 'GET') succeededWrite = true;
    },
  });

  for (const { role, side } of SCOPED_ROLES) {
    calls.push({
      role,
      method: e.method,
      run: async () => {
        const theirs = other(side);
        const req = requestFor(w, e, theirs);
        const res = await send(w, role, injectOf(e, req));
        const a = inspect(res, { forbidMarkers: w.markers[theirs], file: e.file });
        problems.push(...a.problems.map((p) => label(role) + p));
        if (a.status < 300 && e.method !== 'GET') succeededWrite = true;
        if (e.fn === 'public') return;
        if (role === 'voterB' && !acceptsVoterSession(e)) {
          if (a.status !== 401) problems.push(`${label(role)}a voter session on a non-vote endpoint: expected 401, got ${a.status}`);
          return;
        }
        const fn = requiredFunction(e);
        if (fn !== null && role !== 'voterB' && !w.functions[role].has(fn)) {
          if (a.status !== 403) problems.push(`${label(role)}lacks ${fn}: expected 403, got ${a.status}`);
          return;
        }
        if (req.scoped && a.status < 300 && e.method === 'GET') {
          // A read about another hospital's row may answer only what it answers about no row at all
          // (a caller's own status for a version: "not invited"), so it tells nothing about that hospital.
          const none = await send(w, role, injectOf(e, requestFor(w, e, theirs, true)));
          if (comparable(none) !== comparable(res))
            problems.push(
              `${label(role)}read about hospital ${theirs}'s rows answered ${a.status}, unlike for a row that does not exist: ${res.body.slice(0, 160)} / ${none.body.slice(0, 160)}`,
            );
          return;
        }
        if (req.scoped && !REFUSED_FOR_SCOPE.includes(a.status)) {
          problems.push(
            `${label(role)}asked about hospital ${theirs}'s rows${req.invalid.length ? ` (sample invalid: ${req.invalid.join(', ')})` : ''}: expected 403/404, got ${a.status} ${res.body.slice(0, 160)}`,
          );
        }
      },
    });
  }

  await pool(
    calls.map((c) => c.run),
    3,
  );
  const after = await fingerprint(w);
  const diff = changed(before, after);
  if (diff.length && !succeededWrite) problems.push(`refused calls changed stored data: ${diff.join(', ')}`);

  // The system administrator reads hospital A's rows: never refused by the access rule (some reads
  // may still refuse for a domain reason: a draft needs an invitation). After the fingerprint: a
  // read may legitimately write (create-percent-data computes a snapshot).
  // A public read has no access rule to refuse it (a ballot card's reads want the card's session).
  if (e.method === 'GET' && e.fn !== 'public') {
    const res = await send(w, 'admin', injectOf(e, requestFor(w, e, 'A')));
    const a = inspect(res, { file: e.file });
    problems.push(...a.problems.map((p) => label('admin') + p));
    const message = a.status === 403 ? (JSON.parse(res.body) as { message: string }).message : '';
    if (a.status === 401 || ACCESS_RULE_REFUSALS.includes(message)) problems.push(`${label('admin')}a system administrator's read refused: ${a.status} ${res.body.slice(0, 160)}`);
  }
  return problems;
}

const built = () => ENDPOINTS;

describe('access matrix (every endpoint × every role, with the other hospital’s ids)', () => {
  it.each(built().map((e) => [endpointKey(e), e] as const))('%s', async (_key, e) => {
    expect(await matrixOf(e)).toEqual([]);
  });
});

describe('the generated requests', () => {
  it('name every id field of a built endpoint (add the field to the maps in harness.ts)', () => {
    const unknown: string[] = [];
    for (const e of ENDPOINTS.filter((x) => isBuilt(w, x))) {
      for (const p of e.path.match(/\{(\w+)\}/g)?.map((s) => s.slice(1, -1)) ?? []) {
        if (looksLikeId(p) && !entityOfPathParam(e, p)) unknown.push(`${endpointKey(e)} {${p}}`);
      }
      const req = requestFor(w, e, 'A');
      const keys = (v: unknown, out: Set<string>): Set<string> => {
        if (Array.isArray(v)) v.forEach((x) => keys(x, out));
        else if (v && typeof v === 'object')
          for (const [k, x] of Object.entries(v)) {
            if (x === null || typeof x !== 'object' || Array.isArray(x)) out.add(k);
            keys(x, out);
          }
        return out;
      };
      for (const k of keys({ ...req.query, ...(req.body as object) }, new Set())) {
        if (looksLikeId(k) && !entityOfKey(e, k)) unknown.push(`${endpointKey(e)} ${k}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('recognise a hospital’s data (its markers are found in the system administrator’s reads of it)', async () => {
    for (const url of [
      `/auth/v1/hospital/${w.hospitals.B}`,
      `/votesafety/v1/phien-ban-khao-sat/${w.ids.B.version}`,
      `/votesafety/v1/nhan-vien-khao-sat?phien_ban_id=${w.ids.B.version}`,
      `/auth/v1/phong-ban/${w.ids.A.department}`,
    ]) {
      const res = await send(w, 'admin', { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const side = url.includes('phong-ban') ? 'A' : 'B';
      expect(inspect(res, { forbidMarkers: w.markers[side] }).problems.length).toBeGreaterThan(0);
    }
  });

  it('are valid for the endpoint’s schemas', () => {
    const invalid = ENDPOINTS.filter((e) => isBuilt(w, e))
      .map((e) => [endpointKey(e), requestFor(w, e, 'A').invalid] as const)
      .filter(([, v]) => v.length);
    expect(invalid).toEqual([]);
  });
});
