/**
 * The database link (docs/privacy.md): a response never shares its transaction id (xmin) with
 * the staff record marked voted. Votes are held, shuffled after each vote, moved in batches of
 * at least N while N stay held, and the rest when the version closes; each response is stored
 * exactly once.
 */
import { sql } from 'kysely';
import { holdShuffles } from '../../../src/modules/survey-core/vote-hold.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { fullAnswers, openLink, openVersion, submitBody, V, voteFixture, type VoteFixture } from './fixtures.js';

let t: TestApp;
let f: VoteFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
});
afterAll(() => t.close());

const xmins = async (q: ReturnType<typeof sql<{ x: string }>>) => new Set((await q.execute(f.db)).rows.map((r) => r.x));

it('keeps every response apart from the transaction of its vote, and stores each exactly once', async () => {
  const v = await openVersion(f);
  const N = 5;
  const vote = async (i: number) => {
    const res = await f.bearer(await openLink(f, await v.record(i)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)));
    expect(res.statusCode).toBe(200);
    await holdShuffles(f.db).drain();
  };
  const counts = async () => {
    const { rows } = await sql<{ held: number; stored: number; answers: number }>`
      SELECT (SELECT count(*) FROM vote_hold WHERE phien_ban_id = ${v.versionId})::int AS held,
        (SELECT count(*) FROM ket_qua WHERE phien_ban_id = ${v.versionId})::int AS stored,
        (SELECT count(*) FROM ket_qua_chi_tiet d JOIN ket_qua k USING (ket_qua_id) WHERE k.phien_ban_id = ${v.versionId})::int AS answers`.execute(f.db);
    return rows[0]!;
  };
  const voterXmins = () => xmins(sql<{ x: string }>`SELECT xmin::text AS x FROM nhan_vien_khao_sat WHERE phien_ban_id = ${v.versionId} AND status_khao_sat = 2`);
  const heldXmins = () => xmins(sql<{ x: string }>`SELECT xmin::text AS x FROM vote_hold WHERE phien_ban_id = ${v.versionId}`);
  const storedXmins = () => xmins(sql<{ x: string }>`SELECT xmin::text AS x FROM ket_qua WHERE phien_ban_id = ${v.versionId}`);

  for (let i = 0; i < 2 * N - 1; i++) await vote(i);
  // Below 2N all are held, none under its vote's transaction id.
  expect(await counts()).toEqual({ held: 2 * N - 1, stored: 0, answers: 0 });
  const voters = await voterXmins();
  expect(voters.size).toBe(2 * N - 1);
  for (const x of await heldXmins()) expect(voters.has(x)).toBe(false);

  // The 2N-th vote: N move together (one transaction id), N stay held.
  await vote(2 * N - 1);
  expect(await counts()).toEqual({ held: N, stored: N, answers: N * 6 });
  const stored = await storedXmins();
  expect(stored.size).toBe(1);
  const all = await voterXmins();
  for (const x of [...stored, ...(await heldXmins())]) expect(all.has(x)).toBe(false);

  // Closing moves the rest (at least N) and computes from all of them.
  const closed = await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 });
  expect(closed.statusCode).toBe(200);
  expect(await counts()).toEqual({ held: 0, stored: 2 * N, answers: 2 * N * 6 });
  const snapshot = await f.db.selectFrom('percent_snapshot').select(['respondents', 'responses']).where('phien_ban_id', '=', v.versionId).executeTakeFirstOrThrow();
  expect(snapshot).toEqual({ respondents: 2 * N, responses: 2 * N });
  const ids = await f.db.selectFrom('ket_qua').select('ket_qua_id').where('phien_ban_id', '=', v.versionId).execute();
  expect(new Set(ids.map((r) => r.ket_qua_id)).size).toBe(2 * N);
  for (const x of await storedXmins()) expect(all.has(x)).toBe(false);
});

it('refuses to delete a version whose responses are all still held', async () => {
  const v = await openVersion(f);
  await f.bearer(await openLink(f, await v.record(0)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)));
  await holdShuffles(f.db).drain();
  const res = await f.call('bvadmin', 'DELETE', `${V}/phien-ban-khao-sat/${v.versionId}`);
  expect(res.statusCode).toBe(409);
});
