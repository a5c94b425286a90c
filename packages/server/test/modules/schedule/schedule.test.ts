/**
 * The schedule that runs itself (docs/decisions/campaign-schedule.md), through HTTP on both
 * engines: the opening and closing follow the version's dates; due actions run once, even with
 * two runners (two API processes on PostgreSQL) claiming at once; a new runner (a restart) does
 * not repeat a done action; the close takes the final snapshot; reminders reach only invited
 * staff who have not voted and are not ineligible; bad input is refused and changes nothing.
 * The runners are given a clock instead of waiting.
 */
import { fromWireTime, toWireTime, type TScheduledAction, type TSurveyVersion } from '@hm/contract';
import { sql } from 'kysely';
import { runAction } from '../../../src/modules/schedule/run-action.js';
import { ScheduleRunner } from '../../../src/modules/schedule/runner.js';
import { SCHEDULE_MSG } from '../../../src/modules/schedule/store.js';
import { body, createSecondApp, createTestApp, type TestApp } from '../../helpers/app.js';
import { fullAnswers, openLink, openVersion, submitBody, V, voteFixture, type VoteFixture } from '../voting/fixtures.js';

let a: TestApp;
let b: TestApp;
let f: VoteFixture;
/** A hospital administrator of BVDEMO2: the survey functions, another hospital. */
let other: (method: 'GET' | 'POST', url: string, payload?: object) => ReturnType<TestApp['as']>;
beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondApp(a);
  f = await voteFixture(a);
  const token = await a.login('bv2admin');
  other = (method, url, payload) => a.as(token, { method, url, ...(payload ? { payload } : {}) });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LIST = `${V}/lich-tu-dong`;
const wire = (ms: number) => toWireTime(new Date(ms));
/** A runner of process `t` whose clock reads `at`. */
const runner = (t: TestApp, at: Date) => new ScheduleRunner(t.database.db, { intervalMs: 3_600_000, now: () => at });
const schedule = async (versionId: number) => body<TScheduledAction[]>(await f.call('bvadmin', 'GET', `${LIST}?phien_ban_id=${versionId}`)).data;
const count = async (table: 'campaign_action') => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(f.db)).rows[0]!.n;

/** Sets the version's window through the update call, as the version form does. */
async function setWindow(versionId: number, startMs: number, endMs: number) {
  const v = body<TSurveyVersion>(await f.call('bvadmin', 'GET', `${V}/phien-ban-khao-sat/${versionId}`)).data;
  const res = await f.call('bvadmin', 'PUT', `${V}/phien-ban-khao-sat`, {
    phien_ban_id: versionId,
    language: v.language,
    tieu_de_khao_sat: v.tieu_de_khao_sat,
    tieu_de_khao_sat_en: v.tieu_de_khao_sat_en,
    time_start: wire(startMs),
    time_end: wire(endMs),
  });
  expect(res.statusCode).toBe(200);
}

describe('the opening and closing of a version', () => {
  it('follow its dates: a start ahead gets an opening, an end ahead a closing, moved when the dates change', async () => {
    const now = Date.now();
    const created = await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat`, {
      hospital_id: f.demoId,
      tieu_de_khao_sat: `Lịch ${now}`,
      time_start: wire(now + DAY),
      time_end: wire(now + 10 * DAY),
    });
    expect(created.statusCode).toBe(200);
    const id = body<TSurveyVersion>(created).data.phien_ban_id;
    expect((await schedule(id)).map((r) => [r.kind, r.status, r.due_at])).toEqual([
      ['open', 'pending', wire(now + DAY)],
      ['close', 'pending', wire(now + 10 * DAY)],
    ]);
    // A start now (the form's default) has nothing left to open; the closing moves with the end.
    await setWindow(id, now - HOUR, now + 5 * DAY);
    const rows = await schedule(id);
    expect(rows.filter((r) => r.status === 'pending').map((r) => [r.kind, r.due_at])).toEqual([['close', wire(now + 5 * DAY)]]);
    expect(rows.find((r) => r.kind === 'open')).toMatchObject({ status: 'cancelled' });
  });

  it('opens a draft at its start as the start command does (staff invited)', async () => {
    const v = await openVersion(f, { started: false, fromHours: 1, toHours: 48 });
    await f.db.deleteFrom('nhan_vien_khao_sat').where('phien_ban_id', '=', v.versionId).execute();
    const start = Date.now() + 2 * HOUR;
    await setWindow(v.versionId, start, start + DAY);
    await runner(a, new Date(start - 60_000)).runDue();
    expect((await f.db.selectFrom('phien_ban_khao_sat').select('started_at').where('phien_ban_id', '=', v.versionId).executeTakeFirstOrThrow()).started_at).toBeNull();
    await runner(a, new Date(start + 60_000)).runDue();
    const after = await f.db.selectFrom('phien_ban_khao_sat').select(['started_at', 'status_khao_sat']).where('phien_ban_id', '=', v.versionId).executeTakeFirstOrThrow();
    expect(after.started_at).not.toBeNull();
    const { n } = await f.db
      .selectFrom('nhan_vien_khao_sat')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('phien_ban_id', '=', v.versionId)
      .executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(0);
    const open = (await schedule(v.versionId)).find((r) => r.kind === 'open')!;
    expect(open).toMatchObject({ status: 'done', attempts: 1, result: { created: n, total: n } });
  });

  it('close once at the end with two runners racing, take the final snapshot, and a restart does not close again', async () => {
    const v = await openVersion(f);
    const voter = await openLink(f, await v.record(0));
    expect((await f.bearer(voter, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)))).statusCode).toBe(200);
    const end = Date.now() + 3 * HOUR;
    await setWindow(v.versionId, Date.now() - DAY, end);
    const at = new Date(end + 60_000);
    // Two processes (two pools on PostgreSQL) claim at the same moment.
    await Promise.all([runner(a, at).runDue(), runner(b, at).runDue()]);
    const closed = await f.db.selectFrom('phien_ban_khao_sat').select('status_khao_sat').where('phien_ban_id', '=', v.versionId).executeTakeFirstOrThrow();
    expect(closed.status_khao_sat).toBe(2);
    const closes = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE phien_ban_id = ${v.versionId} AND action = 'close'`.execute(f.db)).rows[0]!.n;
    expect(await closes()).toBe(1);
    const snapshots = await f.db.selectFrom('percent_snapshot').select(['reason', 'responses']).where('phien_ban_id', '=', v.versionId).execute();
    expect(snapshots).toEqual([expect.objectContaining({ reason: 'close', responses: 1 })]);
    const close = (await schedule(v.versionId)).find((r) => r.kind === 'close')!;
    expect(close).toMatchObject({ status: 'done', attempts: 1 });
    // A restart, later: a new runner finds nothing of this version to do.
    await runner(b, new Date(end + DAY)).runDue();
    expect(await closes()).toBe(1);
    expect((await schedule(v.versionId)).find((r) => r.kind === 'close')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('keeps the error of an action that cannot run, without retrying a refusal', async () => {
    const v = await openVersion(f, { started: false, fromHours: 1, toHours: 48 });
    await f.db.updateTable('cau_hoi').set({ tamngung: 1 }).where('phien_ban_id', '=', v.versionId).execute();
    const start = Date.now() + 2 * HOUR;
    await setWindow(v.versionId, start, start + DAY);
    await runner(a, new Date(start + 60_000)).runDue();
    await runner(a, new Date(start + DAY / 2)).runDue();
    const open = (await schedule(v.versionId)).find((r) => r.kind === 'open')!;
    expect(open).toMatchObject({ status: 'failed', attempts: 1 });
    expect(open.last_error).toContain('chưa có câu hỏi');
  });
});

describe('an action that fails for a passing reason', () => {
  it('is retried after 30 s, 60 s… up to the bound, its error kept, then left failed', async () => {
    const v = await openVersion(f);
    const day = toWireTime(new Date(Date.now() + 4 * DAY)).slice(0, 10);
    const added = body<TScheduledAction>(await f.call('bvadmin', 'POST', `${LIST}/nhac`, { phien_ban_id: v.versionId, ngay: day })).data;
    const due = fromWireTime(added.due_at)!.getTime();
    const failing = (at: number) =>
      new ScheduleRunner(f.db, {
        intervalMs: 3_600_000,
        maxAttempts: 3,
        now: () => new Date(at),
        run: async (db, a, now) => {
          if (a.action_id === added.action_id) throw new Error('Mất kết nối máy chủ thư');
          return runAction(db, a, now);
        },
      });
    const row = async () => (await schedule(v.versionId)).find((r) => r.action_id === added.action_id)!;
    await failing(due + 1_000).runDue();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Mất kết nối máy chủ thư' });
    // Not again before its delay (30 s), then again after it.
    await failing(due + 20_000).runDue();
    expect((await row()).attempts).toBe(1);
    await failing(due + 32_000).runDue();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });
    await failing(due + 32_000 + 61_000).runDue();
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Mất kết nối máy chủ thư' });
    // Left failed: a runner that would succeed does not take it again, and no mail went.
    await runner(a, new Date(due + DAY / 2)).runDue();
    expect((await row()).status).toBe('failed');
    expect(await f.db.selectFrom('mail_outbox').select('mail_id').where('phien_ban_id', '=', v.versionId).execute()).toEqual([]);
  });
});

describe('reminders', () => {
  it('go at 08:00 of the chosen day only to invited staff who have not voted and are not ineligible, once', async () => {
    const v = await openVersion(f);
    const voter = await openLink(f, await v.record(0));
    expect((await f.bearer(voter, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)))).statusCode).toBe(200);
    const ineligible = await v.record(1);
    expect((await f.call('bvadmin', 'PUT', `${V}/nhan-vien-khao-sat/ineligible`, { nhan_vien_khao_sat_id: ineligible.id, ineligible: true })).statusCode).toBe(200);
    const day = toWireTime(new Date(Date.now() + 2 * DAY)).slice(0, 10);
    const res = await f.call('bvadmin', 'POST', `${LIST}/nhac`, { phien_ban_id: v.versionId, ngay: day });
    expect(res.statusCode).toBe(200);
    expect(body<TScheduledAction>(res).data).toMatchObject({ kind: 'remind', status: 'pending', due_at: `${day} 08:00:00` });
    const due = fromWireTime(`${day} 08:00:00`)!;
    await runner(a, new Date(due.getTime() - 60_000)).runDue();
    const reminded = () => f.db.selectFrom('mail_outbox').select('nhan_vien_khao_sat_id').where('phien_ban_id', '=', v.versionId).where('template', '=', 'remind').execute();
    expect(await reminded()).toEqual([]);
    await Promise.all([runner(a, new Date(due.getTime() + 60_000)).runDue(), runner(b, new Date(due.getTime() + 60_000)).runDue()]);
    const expected = await f.db
      .selectFrom('nhan_vien_khao_sat as r')
      .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
      .select('r.nhan_vien_khao_sat_id')
      .where('r.phien_ban_id', '=', v.versionId)
      .where('r.status_khao_sat', '=', 1)
      .where('r.ineligible', '=', false)
      .where(sql<boolean>`coalesce(nv.email, '') <> ''`)
      .execute();
    const got = (await reminded()).map((r) => r.nhan_vien_khao_sat_id).sort((x, y) => x! - y!);
    expect(got.length).toBeGreaterThan(0);
    expect(got).toEqual(expected.map((r) => r.nhan_vien_khao_sat_id).sort((x, y) => x - y));
    expect(got).not.toContain((await v.record(0)).id);
    expect(got).not.toContain(ineligible.id);
    const action = (await schedule(v.versionId)).find((r) => r.kind === 'remind')!;
    expect(action).toMatchObject({ status: 'done', attempts: 1, result: { queued: got.length } });
    await runner(b, new Date(due.getTime() + DAY)).runDue();
    expect((await reminded()).length).toBe(got.length);
  });

  it('refuse a day after the end, before now, before the start, malformed or taken, and another hospital, changing nothing', async () => {
    const v = await openVersion(f, { toHours: 10 * 24 });
    const day = (ms: number) => toWireTime(new Date(Date.now() + ms)).slice(0, 10);
    const before = await count('campaign_action');
    const cases: [unknown, number, string][] = [
      [{ phien_ban_id: v.versionId, ngay: day(20 * DAY) }, 400, SCHEDULE_MSG.afterEnd],
      [{ phien_ban_id: v.versionId, ngay: day(-DAY) }, 400, SCHEDULE_MSG.pastDay],
      [{ phien_ban_id: v.versionId, ngay: '2026-02-30' }, 400, SCHEDULE_MSG.badDay],
      [{ phien_ban_id: v.versionId, ngay: '30/11/2026' }, 400, 'YYYY-MM-DD'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await f.call('bvadmin', 'POST', `${LIST}/nhac`, payload);
      expect([res.statusCode, body(res).message]).toEqual([status, expect.stringContaining(message)]);
    }
    const later = await openVersion(f, { fromHours: 5 * 24, toHours: 10 * 24 });
    const early = await f.call('bvadmin', 'POST', `${LIST}/nhac`, { phien_ban_id: later.versionId, ngay: day(2 * DAY) });
    expect([early.statusCode, body(early).message]).toEqual([400, SCHEDULE_MSG.beforeStart]);
    // Another hospital's administrator may neither read nor add.
    expect((await other('POST', `${LIST}/nhac`, { phien_ban_id: v.versionId, ngay: day(2 * DAY) })).statusCode).toBe(403);
    expect((await other('GET', `${LIST}?phien_ban_id=${v.versionId}`)).statusCode).toBe(403);
    expect(await count('campaign_action')).toBe(before);
    const ok = await f.call('bvadmin', 'POST', `${LIST}/nhac`, { phien_ban_id: v.versionId, ngay: day(2 * DAY) });
    expect(ok.statusCode).toBe(200);
    const again = await f.call('bvadmin', 'POST', `${LIST}/nhac`, { phien_ban_id: v.versionId, ngay: day(2 * DAY) });
    expect([again.statusCode, body(again).message]).toEqual([409, SCHEDULE_MSG.duplicate]);
    expect(await count('campaign_action')).toBe(before + 1);
  });

  it('go at the hour the manager chose, later today; an hour past or malformed is refused', async () => {
    const v = await openVersion(f, { toHours: 10 * 24 });
    const soon = toWireTime(new Date(Date.now() + 2 * HOUR));
    const past = toWireTime(new Date(Date.now() - 2 * HOUR));
    const before = await count('campaign_action');
    for (const [payload, message] of [
      [{ phien_ban_id: v.versionId, ngay: past.slice(0, 10), gio: past.slice(11, 16) }, SCHEDULE_MSG.pastTime],
      [{ phien_ban_id: v.versionId, ngay: soon.slice(0, 10), gio: '24:00' }, 'HH:mm'],
      [{ phien_ban_id: v.versionId, ngay: soon.slice(0, 10), gio: '7h30' }, 'HH:mm'],
    ] as const) {
      const res = await f.call('bvadmin', 'POST', `${LIST}/nhac`, payload);
      expect([res.statusCode, body(res).message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await count('campaign_action')).toBe(before);
    const res = await f.call('bvadmin', 'POST', `${LIST}/nhac`, { phien_ban_id: v.versionId, ngay: soon.slice(0, 10), gio: soon.slice(11, 16) });
    expect(res.statusCode).toBe(200);
    expect(body<TScheduledAction>(res).data).toMatchObject({ kind: 'remind', status: 'pending', due_at: `${soon.slice(0, 16)}:00` });
    const due = fromWireTime(`${soon.slice(0, 16)}:00`)!;
    await runner(a, new Date(due.getTime() - 1_000)).runDue();
    expect((await schedule(v.versionId)).find((r) => r.kind === 'remind')!.status).toBe('pending');
    await runner(a, new Date(due.getTime() + 1_000)).runDue();
    expect((await schedule(v.versionId)).find((r) => r.kind === 'remind')!.status).toBe('done');
  });

  it('cancelled, do not run; a second cancel and another hospital are refused', async () => {
    const v = await openVersion(f);
    const day = toWireTime(new Date(Date.now() + 3 * DAY)).slice(0, 10);
    const added = body<TScheduledAction>(await f.call('bvadmin', 'POST', `${LIST}/nhac`, { phien_ban_id: v.versionId, ngay: day })).data;
    expect((await other('POST', `${LIST}/${added.action_id}/huy`)).statusCode).toBe(403);
    const cancelled = await f.call('bvadmin', 'POST', `${LIST}/${added.action_id}/huy`);
    expect([cancelled.statusCode, body<TScheduledAction>(cancelled).data.status]).toEqual([200, 'cancelled']);
    const twice = await f.call('bvadmin', 'POST', `${LIST}/${added.action_id}/huy`);
    expect([twice.statusCode, body(twice).message]).toEqual([409, SCHEDULE_MSG.notPending]);
    expect((await f.call('bvadmin', 'POST', `${LIST}/999999999/huy`)).statusCode).toBe(404);
    await runner(a, new Date(fromWireTime(`${day} 09:00:00`)!)).runDue();
    expect(await f.db.selectFrom('mail_outbox').select('mail_id').where('phien_ban_id', '=', v.versionId).execute()).toEqual([]);
  });
});
