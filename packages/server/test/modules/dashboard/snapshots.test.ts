/**
 * When snapshots are taken (DESIGN.md "Data"): while a version is open, only once N new valid
 * responses arrived since the last one (automatically after a vote, or on request); always when
 * it closes or on request once closed; recomputing gives the same figures.
 */
import type { TComputeResult, TItemScores, TPercentData, TVoteAnswer } from '@hm/contract';
import { sql } from 'kysely';
import { SnapshotJobs, snapshotJobs, THRESHOLD_INTERVAL_MS } from '../../../src/modules/dashboard/snapshot-jobs.js';
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
  return { respondents: s.respondents, groups: await rows('percent_group'), cells: await rows('percent_cell_value'), items: await rows('percent_item'), itemGroups: await rows('percent_item_group') };
}

/** Cells and group item counts whose snapshot is gone. */
async function orphanCells(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM percent_cell c WHERE NOT EXISTS (SELECT 1 FROM percent_snapshot s WHERE s.snapshot_id = c.snapshot_id))::int
      + (SELECT count(*) FROM percent_item_group c WHERE NOT EXISTS (SELECT 1 FROM percent_snapshot s WHERE s.snapshot_id = c.snapshot_id))::int AS n`.execute(f.db);
  return rows[0]!.n;
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
    // The replaced snapshots' cells went with them (percent_cell has no foreign key: migration 005).
    expect(await orphanCells()).toBe(0);
    expect(before.itemGroups.length).toBeGreaterThan(0);
  });

  it('gives every question the cells of its answers, the unit question’s taken from the groups', async () => {
    const v = await openVersion(f, { hsops2: true });
    for (let i = 0; i < 7; i++) await vote(v, i, i === 3 ? backgroundOnly(v) : answers(v, i));
    expect((await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 })).statusCode).toBe(200);
    const s = (await latestSnapshot(f.db, v.versionId))!;
    const key = (r: Record<string, unknown>) => `${r.hospital_id}/${r.don_vi}/${r.vi_tri}/${r.cauhoi_id}/${r.gia_tri}=${r.respondents}`;
    const cells = await sql<Record<string, unknown>>`SELECT * FROM percent_cell_value WHERE snapshot_id = ${s.snapshot_id}`.execute(f.db);
    const answered = await sql<Record<string, unknown>>`
      SELECT r.hospital_id, r.don_vi, r.vi_tri, d.cauhoi_id, d.gia_tri, count(*)::int AS respondents
      FROM ket_qua r JOIN ket_qua_chi_tiet d ON d.ket_qua_id = r.ket_qua_id
      WHERE r.phien_ban_id = ${v.versionId} AND r.hop_le = 1 AND r.hoan_thanh AND d.gia_tri IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5`.execute(f.db);
    expect(cells.rows.map(key).sort()).toEqual(answered.rows.map(key).sort());
    expect(cells.rows.some((c) => c.cauhoi_id === v.q.UNIT)).toBe(true);
  });

  it('counts an answer value outside the catalogue too, as its own cell', async () => {
    const v = await openVersion(f, { hsops2: true });
    for (let i = 0; i < 5; i++) await vote(v, i, answers(v, i));
    expect((await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 })).statusCode).toBe(200);
    const before = await stored(v.versionId);
    // Not through the vote, which checks values: one answer of A1 changed to 77 in the database.
    const one = await sql<{ ket_qua_id: string; gia_tri: number }>`
      SELECT d.ket_qua_id, d.gia_tri FROM ket_qua_chi_tiet d JOIN ket_qua k ON k.ket_qua_id = d.ket_qua_id
      WHERE k.phien_ban_id = ${v.versionId} AND d.cauhoi_id = ${v.q.A1!} LIMIT 1`.execute(f.db);
    const { ket_qua_id, gia_tri } = one.rows[0]!;
    await sql`UPDATE ket_qua_chi_tiet SET gia_tri = 77 WHERE ket_qua_id = ${ket_qua_id} AND cauhoi_id = ${v.q.A1!}`.execute(f.db);
    await compute(v.versionId);
    const cells = async () =>
      (await sql<{ gia_tri: number; n: number }>`
        SELECT c.gia_tri, sum(c.respondents)::int AS n FROM percent_cell_value c JOIN percent_snapshot s ON s.snapshot_id = c.snapshot_id
        WHERE s.phien_ban_id = ${v.versionId} AND c.cauhoi_id = ${v.q.A1!} GROUP BY c.gia_tri ORDER BY c.gia_tri`.execute(f.db)).rows;
    const after = await cells();
    expect(after.find((c) => c.gia_tri === 77)?.n).toBe(1);
    expect(after.reduce((sum, c) => sum + c.n, 0)).toBe(5);
    expect((await stored(v.versionId)).cells.length).toBe(before.cells.length + (after.some((c) => c.gia_tri === gia_tri) ? 1 : 0));
  });

  it('a deleted snapshot takes its cells with it', async () => {
    const v = await openVersion(f, { hsops2: true });
    for (let i = 0; i < 5; i++) await vote(v, i, answers(v, i));
    expect((await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 })).statusCode).toBe(200);
    const s = (await latestSnapshot(f.db, v.versionId))!;
    const cells = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM percent_cell_value WHERE snapshot_id = ${s.snapshot_id}`.execute(f.db)).rows[0]!.n;
    expect(await cells()).toBeGreaterThan(10);
    await f.db.deleteFrom('percent_snapshot').where('phien_ban_id', '=', v.versionId).execute();
    expect(await cells()).toBe(0);
    expect(await orphanCells()).toBe(0);
  });

  it('takes threshold snapshots at least an interval apart; the votes of a burst are in the next one without another vote', async () => {
    const jobs = snapshotJobs(f.db);
    jobs.minIntervalMs = 2000;
    try {
      const v = await openVersion(f, { hsops2: true });
      for (let i = 0; i < 5; i++) await vote(v, i, answers(v, i));
      const first = (await latestSnapshot(f.db, v.versionId))!;
      expect(first).toMatchObject({ reason: 'threshold', respondents: 5 });
      // Five more at once (no drain: it would cancel the planned look): too soon after the first.
      for (let i = 5; i < 10; i++) {
        expect((await f.bearer(await openLink(f, await v.record(i)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, answers(v, i)))).statusCode).toBe(200);
      }
      expect((await latestSnapshot(f.db, v.versionId))!.snapshot_id).toBe(first.snapshot_id);
      let second = first;
      for (let waited = 0; second.snapshot_id === first.snapshot_id && waited < 10_000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
        second = (await latestSnapshot(f.db, v.versionId))!;
      }
      expect(second).toMatchObject({ reason: 'threshold', respondents: 10 });
      expect(new Date(second.computed_at).getTime() - new Date(first.computed_at).getTime()).toBeGreaterThanOrEqual(1900);
    } finally {
      jobs.minIntervalMs = THRESHOLD_INTERVAL_MS;
      await jobs.drain();
    }
  });

  it('never runs two computes of a version at once in a process: a vote during one does not start another', async () => {
    const v = await openVersion(f, { hsops2: true });
    for (let i = 0; i < 10; i++) {
      await f.bearer(await openLink(f, await v.record(i)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, answers(v, i)));
    }
    await snapshotJobs(f.db).drain();
    const seq = async () => (await sql<{ n: number }>`SELECT last_value::int AS n FROM percent_snapshot_snapshot_id_seq`.execute(f.db)).rows[0]!.n;
    await sql`DELETE FROM percent_snapshot WHERE phien_ban_id = ${v.versionId}`.execute(f.db);
    // The snapshots went behind the jobs' back: the next vote is to look at the database.
    snapshotJobs(f.db).awaitVotes(v.versionId, 1);
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

describe('snapshot jobs', () => {
  it('ask the database after the votes still missing at the last look, not after every vote', () => {
    const jobs = new SnapshotJobs();
    expect(jobs.voteArrived(1)).toBe(true);
    jobs.awaitVotes(1, 3);
    expect([jobs.voteArrived(1), jobs.voteArrived(1), jobs.voteArrived(1)]).toEqual([false, false, true]);
    // Not looked at (busy): the next vote looks.
    expect(jobs.voteArrived(1)).toBe(true);
    jobs.awaitVotes(1, 0);
    expect(jobs.voteArrived(1)).toBe(true);
    expect(jobs.voteArrived(2)).toBe(true);
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
    snapshotJobs(f2.db).awaitVotes(v.versionId, 1);
    const errors: unknown[] = [];
    snapshotJobs(f2.db).log = { error: (obj) => errors.push(obj) };
    snapshotAfterVote(f2.db, v.versionId);
    await t2.close();
    expect(snapshotJobs(f2.db).busy(v.versionId)).toBe(false);
    expect(errors).toEqual([]);
  });
});
