/**
 * When snapshots are taken (DESIGN.md "Data"): while a version is open, only once N new valid
 * responses arrived since the last one (automatically after a vote, or on request); always when
 * it closes or on request once closed; recomputing gives the same figures.
 */
import type { TComputeResult, TItemScores, TPercentData, TVoteAnswer } from '@hm/contract';
import { sql } from 'kysely';
import { snapshotJobs } from '../../../src/modules/dashboard/snapshot-jobs.js';
import { latestSnapshot } from '../../../src/modules/dashboard/snapshot-store.js';
import { snapshotAfterVote } from '../../../src/modules/dashboard/snapshot-triggers.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { openLink, openVersion, type OpenVersion, submitBody, voteFixture, type VoteFixture } from '../voting/fixtures.js';
import { D, V } from './fixtures.js';

let t: TestApp;
let f: VoteFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
});
afterAll(() => t.close());

const COMPUTE = (id: number) => `${V}/phien-ban-khao-sat/create-percent-data?phien_ban_id=${id}`;
const compute = async (id: number) => {
  const res = await f.call('bvadmin', 'GET', COMPUTE(id));
  expect(res.statusCode).toBe(200);
  return body<TComputeResult>(res).data;
};

/** A vote through an invitation link, then the background snapshot (if any) is waited for. */
async function vote(v: OpenVersion, index: number, answers: TVoteAnswer[]): Promise<void> {
  const res = await f.bearer(await openLink(f, await v.record(index)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, answers));
  expect(res.statusCode).toBe(200);
  await snapshotJobs(f.db).drain();
}

const answers = (v: OpenVersion, k: number): TVoteAnswer[] => [
  { cauhoi_id: v.q.A1!, gia_tri: [1 + (k % 5)] },
  { cauhoi_id: v.q.A2!, gia_tri: [k % 3 === 0 ? 9 : 1 + ((k * 2) % 5)] },
  { cauhoi_id: v.q.A3!, gia_tri: [1 + ((k + 2) % 5)] },
  { cauhoi_id: v.q.UNIT!, gia_tri: [1 + (k % 2)] },
];
const backgroundOnly = (v: OpenVersion): TVoteAnswer[] => [{ cauhoi_id: v.q.UNIT!, gia_tri: [1] }];

/** The snapshot's stored rows without their id: what "the same figures" means. */
async function stored(versionId: number) {
  const s = (await latestSnapshot(f.db, versionId))!;
  const rows = async (table: string) =>
    (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE snapshot_id = ${s.snapshot_id}`.execute(f.db)).rows
      .map(({ snapshot_id: _, ...r }) => JSON.stringify(r))
      .sort();
  return { respondents: s.respondents, groups: await rows('percent_group'), cells: await rows('percent_cell'), items: await rows('percent_item') };
}

describe('snapshots', () => {
  it('while open: refused before N new valid responses, taken after a vote once they are there', async () => {
    const v = await openVersion(f, { hsops2: true });
    const first = await compute(v.versionId);
    expect(first).toEqual({ computed: false, reason: expect.stringContaining('ít nhất 5 phiếu hợp lệ mới'), snapshot: null });
    expect(first.reason).toContain('(hiện có 0)');

    for (let i = 0; i < 4; i++) await vote(v, i, answers(v, i));
    // A response with background answers only is incomplete: it does not count towards N.
    await vote(v, 4, backgroundOnly(v));
    expect(await latestSnapshot(f.db, v.versionId)).toBeNull();
    const refused = await compute(v.versionId);
    expect(refused.computed).toBe(false);
    expect(refused.reason).toContain('(hiện có 4)');

    // The fifth valid vote triggers the snapshot after its commit.
    await vote(v, 5, answers(v, 5));
    const auto = (await latestSnapshot(f.db, v.versionId))!;
    expect(auto).toMatchObject({ reason: 'threshold', respondents: 5, responses: 6 });
    expect((await compute(v.versionId)).reason).toContain('(hiện có 0)');

    // Two more: not yet; the figures say what is pending.
    await vote(v, 6, answers(v, 6));
    await vote(v, 7, answers(v, 7));
    expect((await latestSnapshot(f.db, v.versionId))!.snapshot_id).toBe(auto.snapshot_id);
    const pd = body<TPercentData>(await f.call('bvadmin', 'GET', `${V}/percent-data/${v.versionId}`)).data;
    expect(pd.snapshot).toMatchObject({ snapshot_id: auto.snapshot_id, respondents: 5, pending: 2, reason: 'threshold' });
    expect(pd.scope.n).toBe(5);

    // Temporarily closed (3) can reopen: the same rule.
    await f.db.updateTable('phien_ban_khao_sat').set({ status_khao_sat: 3 }).where('phien_ban_id', '=', v.versionId).execute();
    expect((await compute(v.versionId)).computed).toBe(false);
    await f.db.updateTable('phien_ban_khao_sat').set({ status_khao_sat: 1 }).where('phien_ban_id', '=', v.versionId).execute();

    // Closing takes the final snapshot, and keeps only it.
    const closed = await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 });
    expect(closed.statusCode).toBe(200);
    const final = (await latestSnapshot(f.db, v.versionId))!;
    expect(final).toMatchObject({ reason: 'close', respondents: 7, responses: 8 });
    const count = await f.db.selectFrom('percent_snapshot').select(sql<number>`count(*)::int`.as('n')).where('phien_ban_id', '=', v.versionId).executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('once closed, recomputes on request, idempotently', async () => {
    const v = await openVersion(f, { hsops2: true });
    for (let i = 0; i < 6; i++) await vote(v, i, answers(v, i));
    expect((await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 })).statusCode).toBe(200);
    const before = await stored(v.versionId);
    const items = body<TItemScores>(await f.call('bvadmin', 'GET', `${D}/ty-le-phan-hoi-tich-cuc-chi-tiet?phien_ban_id=${v.versionId}`)).data;
    expect(before.respondents).toBe(6);
    expect(before.cells.length).toBeGreaterThan(10);

    const again = await compute(v.versionId);
    expect(again).toMatchObject({ computed: true, reason: null, snapshot: { reason: 'request', respondents: 6, pending: 0 } });
    expect(await stored(v.versionId)).toEqual(before);
    const after = body<TItemScores>(await f.call('bvadmin', 'GET', `${D}/ty-le-phan-hoi-tich-cuc-chi-tiet?phien_ban_id=${v.versionId}`)).data;
    expect(after.parts).toEqual(items.parts);
    expect(after.scope.snapshot!.snapshot_id).not.toBe(items.scope.snapshot!.snapshot_id);

    // Two requests at once: one after the other, one snapshot left, same figures.
    const both = await Promise.all([compute(v.versionId), compute(v.versionId)]);
    expect(both.every((r) => r.computed)).toBe(true);
    expect(both[0]!.snapshot!.snapshot_id).not.toBe(both[1]!.snapshot!.snapshot_id);
    expect(await stored(v.versionId)).toEqual(before);
    const count = await f.db.selectFrom('percent_snapshot').select(sql<number>`count(*)::int`.as('n')).where('phien_ban_id', '=', v.versionId).executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('never runs two computes of a version at once in a process: a vote during one does not start another', async () => {
    const v = await openVersion(f, { hsops2: true });
    for (let i = 0; i < 10; i++) {
      await f.bearer(await openLink(f, await v.record(i)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, answers(v, i)));
    }
    await snapshotJobs(f.db).drain();
    const seq = async () => (await sql<{ n: number }>`SELECT last_value::int AS n FROM percent_snapshot_snapshot_id_seq`.execute(f.db)).rows[0]!.n;
    await sql`DELETE FROM percent_snapshot WHERE phien_ban_id = ${v.versionId}`.execute(f.db);
    const start = await seq();
    snapshotAfterVote(f.db, v.versionId);
    expect(snapshotJobs(f.db).busy(v.versionId)).toBe(true);
    snapshotAfterVote(f.db, v.versionId);
    snapshotAfterVote(f.db, v.versionId);
    await snapshotJobs(f.db).drain();
    expect(await seq()).toBe(start + 1);
    expect(await latestSnapshot(f.db, v.versionId)).toMatchObject({ reason: 'threshold', respondents: 10 });
  });
});

describe('snapshots at shutdown', () => {
  it('finishes a background snapshot before the database closes', async () => {
    const t2 = await createTestApp();
    const f2 = await voteFixture(t2);
    const v = await openVersion(f2, { hsops2: true });
    const k = (i: number) => [{ cauhoi_id: v.q.A1!, gia_tri: [1 + (i % 5)] }];
    for (let i = 0; i < 5; i++) await f2.bearer(await openLink(f2, await v.record(i)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, k(i)));
    await snapshotJobs(f2.db).drain();
    await sql`DELETE FROM percent_snapshot WHERE phien_ban_id = ${v.versionId}`.execute(f2.db);
    const errors: unknown[] = [];
    snapshotJobs(f2.db).log = { error: (obj) => errors.push(obj) };
    snapshotAfterVote(f2.db, v.versionId);
    await t2.close();
    expect(snapshotJobs(f2.db).busy(v.versionId)).toBe(false);
    expect(errors).toEqual([]);
  });
});
