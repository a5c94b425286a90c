import { headerCases, runCases, urlCases } from './bad-input.js';
import { buildWorld, ENDPOINTS, endpointKey, isBuilt, report, requestFor, type World } from './harness.js';

/**
 * Bad path and query parameters and headers on every endpoint of the table (see bad-input.ts):
 * NUL, invalid UTF-8, 100 kB, negative, zero, beyond-int32, fractional and non-numeric ids, a
 * parameter given twice, and for reads a `Language` header with NUL or 100 kB. Never a 5xx,
 * always a refusal with a Vietnamese message and no internals, and never a stored change.
 */

let w: World;
const startedAt = Date.now();
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(async () => {
  if (w) {
    report(w, 'bad parameters', startedAt);
    await w.t.close();
  }
});

const withParameters = ENDPOINTS.filter((e) => e.params || e.query || e.method === 'GET');

it.each(withParameters.map((e) => [endpointKey(e), e] as const))('%s', async (_key, e) => {
  if (!isBuilt(w, e)) return;
  const base = requestFor(w, e, 'A');
  expect(await runCases(w, e, [...urlCases(e, base), ...headerCases(e, base)])).toEqual([]);
});
