import { bodyCases, runCases } from './bad-input.js';
import { buildWorld, ENDPOINTS, endpointKey, isBuilt, NOT_GENERATED, report, requestFor, type World } from './harness.js';

/**
 * Bad bodies on every endpoint of the table that takes one (see bad-input.ts): malformed JSON,
 * wrong shapes, prototype keys, 10,000 nested arrays, and every field of a valid body replaced by
 * NUL, an unpaired surrogate, 100 kB, a wrong type, null, or a negative, zero, beyond-int32 or
 * non-numeric id. Never a 5xx, always a refusal with a Vietnamese message and no internals, and
 * never a stored change.
 */

let w: World;
const startedAt = Date.now();
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(async () => {
  if (w) {
    report(w, 'bad bodies', startedAt);
    await w.t.close();
  }
});

const withBody = ENDPOINTS.filter((e) => e.body);

it('generates bodies for every write but the uploads and body-less actions listed in NOT_GENERATED', () => {
  const writesWithoutBody = ENDPOINTS.filter((e) => isBuilt(w, e) && (e.method === 'POST' || e.method === 'PUT') && !e.body && !e.params).map(endpointKey);
  expect(writesWithoutBody.sort()).toEqual(Object.keys(NOT_GENERATED).sort());
});

it.each(withBody.map((e) => [endpointKey(e), e] as const))('%s', async (_key, e) => {
  if (!isBuilt(w, e)) return;
  expect(await runCases(w, e, bodyCases(e, requestFor(w, e, 'A')))).toEqual([]);
});
