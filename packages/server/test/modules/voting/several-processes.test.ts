/**
 * Two API processes on one database (README "Deploy": several processes behind a load
 * balancer): two apps, each with its own pool and in-process state (ballot cache, shuffles,
 * snapshot queue, rate counters, mail sender). On the embedded database both share its one
 * connection (it serves one process), so the same checks run in-process there.
 */
import { randomUUID } from 'node:crypto';
import type { TVoteSubmitResult } from '@hm/contract';
import { sql } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../../../src/config.js';
import { MailSender } from '../../../src/modules/mail/sender.js';
import { releaseAllHeld, holdShuffles } from '../../../src/modules/survey-core/vote-hold.js';
import { body, createSecondApp, createTestApp, type TestApp } from '../../helpers/app.js';
import { startSmtpSink } from '../../helpers/smtp-sink.js';
import { fullAnswers, openLink, openVersion, submitBody, V, voteFixture, type VoteFixture } from './fixtures.js';

let a: TestApp;
let b: TestApp;
let fa: VoteFixture;
let fb: VoteFixture;
const login = { ratePerMinute: 3 } as ServerConfig['login'];
beforeAll(async () => {
  a = await createTestApp({ login });
  b = await createSecondApp(a, { login });
  fa = await voteFixture(a);
  fb = await voteFixture(b);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const SUBMIT = `${V}/ket-qua`;
const responsesOf = async (versionId: number) => {
  for (const t of [a, b]) await holdShuffles(t.database.db).drain();
  await fa.db.transaction().execute((trx) => releaseAllHeld(trx, versionId));
  return fa.db.selectFrom('ket_qua').selectAll().where('phien_ban_id', '=', versionId).execute();
};
const revision = async (versionId: number) =>
  (await fa.db.selectFrom('phien_ban_khao_sat').select('ballot_revision').where('phien_ban_id', '=', versionId).executeTakeFirstOrThrow()).ballot_revision;

describe('votes on two processes', () => {
  it('store one response for one voter submitting on both at once, and a retry on the other answers the first result', async () => {
    const v = await openVersion(fa);
    const voter = await openLink(fa, await v.record(1));
    const key = randomUUID();
    const sameKey = await Promise.all([fa, fb].map((f) => f.bearer(voter, 'POST', SUBMIT, submitBody(v.versionId, fullAnswers(v), key))));
    expect(sameKey.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(body(sameKey[0]!).data).toEqual(body(sameKey[1]!).data);
    // A retry of it, later, on the other process (its answers are not even looked at).
    const retry = await fb.bearer(voter, 'POST', SUBMIT, submitBody(v.versionId, [], key));
    expect({ status: retry.statusCode, data: body(retry).data }).toEqual({ status: 200, data: body(sameKey[0]!).data });

    const other = await openLink(fb, await v.record(2));
    const twoKeys = await Promise.all([fa, fb].map((f) => f.bearer(other, 'POST', SUBMIT, submitBody(v.versionId, fullAnswers(v)))));
    expect(twoKeys.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(body(twoKeys.find((r) => r.statusCode === 409)!).message).toContain('chỉ gửi phiếu một lần');

    const stored = await responsesOf(v.versionId);
    expect(stored).toHaveLength(2);
    const keys = await fa.db
      .selectFrom('vote_submit_key as k')
      .innerJoin('nhan_vien_khao_sat as r', 'r.nhan_vien_khao_sat_id', 'k.nhan_vien_khao_sat_id')
      .select('k.idempotency_key')
      .where('r.phien_ban_id', '=', v.versionId)
      .execute();
    expect(keys).toHaveLength(2);
  });

  it('check each vote against the ballot as it is now, whichever process or statement changed it', async () => {
    const v = await openVersion(fa);
    const vote = async (f: VoteFixture, index: number, channels: number[]) =>
      f.bearer(
        await openLink(f, await v.record(index)),
        'POST',
        SUBMIT,
        submitBody(v.versionId, [
          { cauhoi_id: v.s.a1, gia_tri: [4] },
          { cauhoi_id: v.s.checkbox, gia_tri: channels },
        ]),
      );
    // Both processes have read the ballot (channels 1, 2, 3).
    expect((await vote(fa, 1, [1])).statusCode).toBe(200);
    expect((await vote(fb, 2, [2])).statusCode).toBe(200);
    expect(body(await vote(fa, 3, [4])).message).toBe('Đáp án không có trong danh sách đáp án của câu hỏi');

    // A fourth channel added through the other process's API: this one takes it at once.
    const before = await revision(v.versionId);
    const added = await fb.call('bvadmin', 'POST', `${V}/dap-an`, { cauhoi_id: v.s.checkbox, type: 'number', gia_tri: 4, ten_dap_an: 'Kênh 4' });
    expect(added.statusCode).toBe(200);
    expect(await revision(v.versionId)).toBeGreaterThan(before);
    const fourth = await vote(fa, 3, [4]);
    expect({ status: fourth.statusCode, data: body<TVoteSubmitResult>(fourth).data }).toEqual({ status: 200, data: { status_khao_sat: 2, hop_le: 1, hoan_thanh: true } });

    // Removed straight in the database (no API, no process told): both refuse it again.
    await fa.db.deleteFrom('dap_an').where('cauhoi_id', '=', v.s.checkbox).where('gia_tri', '=', 4).execute();
    for (const [f, i] of [
      [fa, 4],
      [fb, 5],
    ] as const)
      expect(body(await vote(f, i, [4])).message).toBe('Đáp án không có trong danh sách đáp án của câu hỏi');

    // A question paused in the database: its answer is left out, not refused, on either process.
    await fa.db.updateTable('cau_hoi').set({ tamngung: 1 }).where('cauhoi_id', '=', v.s.checkbox).execute();
    expect((await vote(fb, 6, [1])).statusCode).toBe(200);
    const stored = await responsesOf(v.versionId);
    const channelRows = await fa.db
      .selectFrom('ket_qua_chi_tiet')
      .select('gia_tri')
      .where('cauhoi_id', '=', v.s.checkbox)
      .where(
        'ket_qua_id',
        'in',
        stored.map((r) => r.ket_qua_id),
      )
      .execute();
    expect(channelRows.map((r) => r.gia_tri).sort()).toEqual([1, 2, 4]);
    expect(stored).toHaveLength(4);
  });

  it('compute validity under the straight-lining rule as it is now on either process', async () => {
    const v = await openVersion(fa, { hsops2: true });
    const composite = await fa.db
      .selectFrom('composite_cau_hoi as l')
      .innerJoin('composite as c', 'c.composite_id', 'l.composite_id')
      .select('l.cauhoi_id')
      .where('c.phien_ban_id', '=', v.versionId)
      .execute();
    const same = composite.map((c) => ({ cauhoi_id: c.cauhoi_id, gia_tri: [4] }));
    const vote = async (f: VoteFixture, index: number) =>
      body<TVoteSubmitResult>(await f.bearer(await openLink(f, await v.record(index)), 'POST', SUBMIT, submitBody(v.versionId, same))).data.hop_le;
    expect([await vote(fa, 1), await vote(fb, 2)]).toEqual([1, 1]);
    await fa.db
      .insertInto('tham_so_he_thong')
      .values({ hospital_id: fa.demoId, ma_tham_so: 'STRAIGHT_LINING_RULE', ten_tham_so: 'Loại phiếu trả lời một kiểu', gia_tri: '1' })
      .execute();
    try {
      expect([await vote(fa, 3), await vote(fb, 4)]).toEqual([0, 0]);
    } finally {
      await fa.db.deleteFrom('tham_so_he_thong').where('hospital_id', '=', fa.demoId).where('ma_tham_so', '=', 'STRAIGHT_LINING_RULE').execute();
    }
    expect([await vote(fb, 5), await vote(fa, 6)]).toEqual([1, 1]);
  });
});

describe('background work on two processes', () => {
  it('closes a version once and takes its final snapshot once when both close it at once', async () => {
    const v = await openVersion(fa);
    for (const i of [1, 2, 3, 4, 5, 6]) {
      const f = i % 2 ? fa : fb;
      const res = await f.bearer(
        await openLink(f, await v.record(i)),
        'POST',
        SUBMIT,
        submitBody(v.versionId, [
          { cauhoi_id: v.s.a1, gia_tri: [1 + (i % 5)] },
          { cauhoi_id: v.s.unit, gia_tri: [1] },
        ]),
      );
      expect(res.statusCode).toBe(200);
    }
    const snapshots = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM percent_snapshot WHERE phien_ban_id = ${v.versionId}`.execute(fa.db)).rows[0]!.n;
    const last = async () =>
      (await sql<{ v: number }>`SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::int AS v FROM percent_snapshot_snapshot_id_seq`.execute(fa.db)).rows[0]!.v;
    const taken = await last();
    // On PostgreSQL a third session holds the version's row until both closes wait for it, so
    // that both have seen it open: the race two processes can run into, every time.
    const holder = a.databaseUrl ? new pg.Client({ connectionString: a.databaseUrl }) : null;
    if (holder) {
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM phien_ban_khao_sat WHERE phien_ban_id = $1 FOR UPDATE', [v.versionId]);
    }
    const closing = Promise.all([fa, fb].map((f) => f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 })));
    if (holder) {
      const waiting = async () =>
        (await holder.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n as number;
      while ((await waiting()) < 2) await new Promise((r) => setTimeout(r, 20));
      await holder.query('COMMIT');
      await holder.end();
    }
    const closes = await closing;
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(body(closes.find((r) => r.statusCode === 409)!).message).toMatch(/đã đóng/);
    expect(await snapshots()).toBe(1);
    // One snapshot taken in all (a second one would have replaced the first, with the next id).
    expect(await last()).toBe(taken + 1);
    expect(await responsesOf(v.versionId)).toHaveLength(6);
  });

  it('counts the login burst limit over every process', async () => {
    const statuses: number[] = [];
    for (const t of [a, b, a, b])
      statuses.push((await t.app.inject({ method: 'POST', url: '/auth/v1/login', payload: { ten_tai_khoan: 'bv2admin', mat_khau: 'Demo@123' } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('sends each queued mail once with a sender on each process', async () => {
    const smtp = await startSmtpSink();
    const received = () => smtp.received.flatMap((m) => m.to);
    const v = await openVersion(fa);
    const queued = await fa.call('bvadmin', 'POST', `${V}/email/send-email-moi-khao-sat`, { phien_ban_id: v.versionId });
    const n = body<{ queued: number }>(queued).data.queued;
    expect(n).toBeGreaterThan(20);
    const options = {
      smtpUrl: smtp.url,
      from: 'Khảo sát <no-reply@example.vn>',
      publicUrl: 'https://khaosat.example.vn',
      intervalMs: 3_600_000,
      maxAttempts: 3,
      batchSize: 20,
    };
    const senders = [new MailSender(fa.db, fa.invitations, options), new MailSender(fb.db, fb.invitations, options)];
    try {
      const sent = await Promise.all(senders.map((s) => s.drain()));
      expect(sent[0]! + sent[1]!).toBe(n);
      expect(received()).toHaveLength(n);
      expect(new Set(received()).size).toBe(n);
      const states = await fa.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('phien_ban_id', '=', v.versionId).execute();
      expect(states.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
    } finally {
      for (const s of senders) await s.stop();
      await smtp.close();
    }
  });
});
