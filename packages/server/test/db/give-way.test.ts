import { ep } from '@hm/contract';
import { z } from 'zod';
import { giveWay, nowBackgroundWork } from '../../src/db/give-way.js';
import { defineRoute } from '../../src/resources/route.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

// Background work on the embedded database gives way to the requests being served (issue 32
// item 4, src/db/give-way.ts): a loop's next statement waits while a request is in flight, for
// one second at most; a request that runs such a loop itself does not wait for itself. On
// PostgreSQL nothing waits.

const response = z.object({ waitedMs: z.number() });
const held = ep({ method: 'GET', path: '/votesafety/v1/test-held', module: 'core', fn: 'public', summary: 'test', response });
const background = ep({ method: 'GET', path: '/votesafety/v1/test-background', module: 'core', fn: 'public', summary: 'test', response });
const awaiting = ep({ method: 'GET', path: '/votesafety/v1/test-awaiting', module: 'core', fn: 'public', summary: 'test', response });

let t: TestApp;
let release: () => void = () => undefined;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // A request that stays in flight until the test releases it.
    defineRoute(app, held, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { waitedMs: 0 };
    });
    // A request that awaits background work someone else started (a recompute of the same version).
    defineRoute(app, awaiting, async () => {
      nowBackgroundWork();
      await new Promise<void>((resolve) => (release = resolve));
      return { waitedMs: 0 };
    });
    // A request that runs background work: how long its first giveWay waited.
    defineRoute(app, background, async () => {
      const start = performance.now();
      await giveWay(t.database.db);
      return { waitedMs: performance.now() - start };
    });
  });
});
afterAll(() => t.close());

const embedded = () => t.database.kind === 'pglite';

/** How long giveWay takes from outside any request, and whether it was still waiting at `checkMs`. */
async function timedGiveWay(checkMs: number): Promise<{ ms: number; waitingAt: boolean }> {
  const start = performance.now();
  let done = false;
  const way = giveWay(t.database.db).then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, checkMs));
  const waitingAt = !done;
  await way;
  return { ms: performance.now() - start, waitingAt };
}

/**
 * How long giveWay takes from outside any request while the held request at `path` is in flight
 * (released as soon as giveWay returns, or `releaseAfterMs` after it is called).
 */
async function giveWayDuring(path: string, releaseAfterMs?: number): Promise<{ ms: number; waitingAt: boolean }> {
  const request = t.app.inject({ method: 'GET', url: path });
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (releaseAfterMs !== undefined) setTimeout(() => release(), releaseAfterMs);
  const timed = await timedGiveWay(releaseAfterMs === undefined ? 0 : releaseAfterMs / 2);
  release();
  expect((await request).statusCode).toBe(200);
  return timed;
}

it('waits while a request is being served, and goes on once it is answered', async () => {
  const { ms, waitingAt } = await giveWayDuring('/votesafety/v1/test-held', 300);
  if (embedded()) {
    // Still waiting while the request was in flight, and done once it was answered: after the
    // release, well before the one-second cap.
    expect(waitingAt).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(950);
  } else {
    expect(waitingAt).toBe(false);
  }
});

it('still moves after one second when a request never ends', async () => {
  const { ms } = await giveWayDuring('/votesafety/v1/test-held');
  if (embedded()) {
    expect(ms).toBeGreaterThanOrEqual(950);
  } else expect(ms).toBeLessThan(900);
});

it('does not make a request that runs background work wait for itself', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/votesafety/v1/test-background' });
  expect(res.statusCode).toBe(200);
  // Waiting for itself would be the whole second.
  expect((res.json() as { data: { waitedMs: number } }).data.waitedMs).toBeLessThan(900);
});

it('does not wait for a request that awaits background work', async () => {
  const { ms } = await giveWayDuring('/votesafety/v1/test-awaiting');
  expect(ms).toBeLessThan(900);
});

it('returns at once when every request has been answered', async () => {
  // The requests above ended: none counts any more, so giveWay returns within the idle window.
  const { ms } = await timedGiveWay(0);
  expect(ms).toBeLessThan(900);
});
