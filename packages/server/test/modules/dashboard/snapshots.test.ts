/**
 * When snapshots are taken (docs/privacy.md "The rule"): never while a version takes votes
 * (open, or paused and able to reopen), so that no two published states of the same respondents
 * can be compared; when it closes, and on request once closed; recomputing gives the same figures.
 */
import type { TComputeResult, TItemScores, TPercentData, TVoteAnswer } from '@hm/contract';
import { sql } from 'kysely';
import { snapshotJobs } from '../../../src/modules/dashboard/snapshot-jobs.js';
import { latestSnapshot } from '../../../src/modules/dashboard/snapshot-store.js';
import { takeSnapshot } from '../../../src/modules/dashboard/snapshot-compute.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { openLink, openVersion, type OpenVersion, submitBody, voteFixture, type VoteFixture } from '../voting/fixtures.js';
import { D, storedFigures, V } from './fixtures.js';

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

/** A vote through an invitation link. */
async function vote(v: OpenVersion, index: number, answers: TVoteAnswer[]): Promise<void> {
  const res = await f.bearer(await openLink(f, await v.record(index)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, answers));
  expect(res.statusCode).toBe(200);
}

const answers = (v: OpenVersion, k: number): TVoteAnswer[] => [
  { cauhoi_id: v.q.A1!, gia_tri: [1 + (k % 5)] },
  { cauhoi_id: v.q.A2!, gia_tri: [k % 3 === 0 ? 9 : 1 + ((k * 2) % 5)] },
  { cauhoi_id: v.q.A3!, gia_tri: [1 + ((k + 2) % 5)] },
  { cauhoi_id: v.q.UNIT!, gia_tri: [1 + (k % 2)] },
];
const backgroundOnly = (v: OpenVersion): TVoteAnswer[] => [{ cauhoi_id: v.q.UNIT!, gia_tri: [1] }];

/** The snapshot's stored rows without their id (fixtures.ts). */
const stored = async (versionId: number) => (await storedFigures(f.db, versionId)).figures;

/** Cells and group item counts whose snapshot is gone. */
async function orphanCells(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM percent_cell c WHERE NOT EXISTS (SELECT 1 FROM percent_snapshot s WHERE s.snapshot_id = c.snapshot_id))::int
      + (SELECT count(*) FROM percent_item_group c WHERE NOT EXISTS (SELECT 1 FROM percent_snapshot s WHERE s.snapshot_id = c.snapshot_id))::int AS n`.execute(f.db);
  return rows[0]!.n;
}

describe('snapshots', () => {
  it('while it takes votes: never computed, an older snapshot never served; closing computes the final figures', async () => {
    const v = await openVersion(f, { hsops2: true });
    const first = await compute(v.versionId);
    expect(first).toEqual({ computed: false, reason: expect.stringContaining('khi khảo sát đóng'), snapshot: null });

    for (let i = 0; i < 6; i++) await vote(v, i, answers(v, i));
    // A response with background answers only is incomplete: it does not count.
    await vote(v, 6, backgroundOnly(v));
    expect(await latestSnapshot(f.db, v.versionId)).toBeNull();
    expect((await compute(v.versionId)).computed).toBe(false);
    expect(await latestSnapshot(f.db, v.versionId)).toBeNull();

    // A snapshot left from before (an older version of the product took them while open) is not served.
    await takeSnapshot(f.db, v.versionId, 'threshold');
    const pd = body<TPercentData>(await f.call('bvadmin', 'GET', `${V}/percent-data/${v.versionId}`)).data;
    expect(pd.scope).toMatchObject({ snapshot: null, takes_votes: true, n: null });
    expect(pd.composites).toEqual([]);
    const versions = body<{ phien_ban_id: number; has_snapshot: boolean }[]>(await f.call('bvadmin', 'GET', `${D}/phien-ban`)).data;
    expect(versions.find((x) => x.phien_ban_id === v.versionId)).toMatchObject({ has_snapshot: false });
    const raw = await f.call('bvadmin', 'GET', `${D}/xuat-raw-data?phien_ban_id=${v.versionId}`);
    expect(raw.statusCode).toBe(409);
    expect(body(raw).message).toContain('đã đóng');

    // Paused (3) can reopen: the same rule.
    await f.db.updateTable('phien_ban_khao_sat').set({ status_khao_sat: 3 }).where('phien_ban_id', '=', v.versionId).execute();
    expect((await compute(v.versionId)).computed).toBe(false);
    await f.db.updateTable('phien_ban_khao_sat').set({ status_khao_sat: 1 }).where('phien_ban_id', '=', v.versionId).execute();

    // Closing takes the final snapshot, and keeps only it.
    const closed = await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 });
    expect(closed.statusCode).toBe(200);
    const final = (await latestSnapshot(f.db, v.versionId))!;
    expect(final).toMatchObject({ reason: 'close', respondents: 6, responses: 7 });
    const count = await f.db
      .selectFrom('percent_snapshot')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('phien_ban_id', '=', v.versionId)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
    const after = body<TPercentData>(await f.call('bvadmin', 'GET', `${V}/percent-data/${v.versionId}`)).data;
    expect(after.scope).toMatchObject({ takes_votes: false, n: 6 });
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
    const count = await f.db
      .selectFrom('percent_snapshot')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('phien_ban_id', '=', v.versionId)
      .executeTakeFirstOrThrow();
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
      (
        await sql<{ gia_tri: number; n: number }>`
        SELECT c.gia_tri, sum(c.respondents)::int AS n FROM percent_cell_value c JOIN percent_snapshot s ON s.snapshot_id = c.snapshot_id
        WHERE s.phien_ban_id = ${v.versionId} AND c.cauhoi_id = ${v.q.A1!} GROUP BY c.gia_tri ORDER BY c.gia_tri`.execute(f.db)
      ).rows;
    const after = await cells();
    expect(after.find((c) => c.gia_tri === 77)?.n).toBe(1);
    expect(after.reduce((sum, c) => sum + c.n, 0)).toBe(5);
    expect((await stored(v.versionId)).cells.length).toBe(before.cells.length + (after.some((c) => c.gia_tri === gia_tri) ? 1 : 0));
    // The whole-hospital totals (migration 041) are the cells summed over the groups, the value outside the catalogue too.
    const totals = async (table: 'percent_hospital_value' | 'percent_cell_value') =>
      (
        await sql<{ row: string }>`
        SELECT concat_ws(':', c.hospital_id, c.cauhoi_id, c.gia_tri, sum(c.respondents)) AS row FROM ${sql.table(table)} c JOIN percent_snapshot s ON s.snapshot_id = c.snapshot_id
        WHERE s.phien_ban_id = ${v.versionId} GROUP BY c.hospital_id, c.cauhoi_id, c.gia_tri ORDER BY 1`.execute(f.db)
      ).rows.map((r) => r.row);
    expect(await totals('percent_hospital_value')).toEqual(await totals('percent_cell_value'));
    expect((await totals('percent_hospital_value')).filter((r) => r.endsWith(':77:1'))).toHaveLength(1);
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
});

describe('snapshots at shutdown', () => {
  it('finishes a snapshot under way before the database closes', async () => {
    const t2 = await createTestApp();
    const f2 = await voteFixture(t2);
    const v = await openVersion(f2, { hsops2: true });
    const k = (i: number) => [{ cauhoi_id: v.q.A1!, gia_tri: [1 + (i % 5)] }];
    for (let i = 0; i < 5; i++) await f2.bearer(await openLink(f2, await v.record(i)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, k(i)));
    await f2.db.updateTable('phien_ban_khao_sat').set({ status_khao_sat: 2 }).where('phien_ban_id', '=', v.versionId).execute();
    const errors: unknown[] = [];
    snapshotJobs(f2.db).log = { error: (obj) => errors.push(obj) };
    const request = f2.call('bvadmin', 'GET', COMPUTE(v.versionId));
    await new Promise((r) => setTimeout(r, 5));
    await t2.close();
    await request.catch(() => undefined);
    expect(snapshotJobs(f2.db).busy(v.versionId)).toBe(false);
    expect(errors).toEqual([]);
  });
});
