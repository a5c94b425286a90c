/**
 * The campaign page of a version (issue 26 item 1, docs/decisions/campaign-page.md), through HTTP
 * on both engines: the state of each step and why an action cannot run; start and send in one
 * action (every participant with an e-mail gets an invitation in the outbox; a version without
 * participants or questions is refused in Vietnamese and nothing changes); the target's
 * validation; live rates after a vote; failed mails retried; another hospital's version refused.
 */
import type { TCampaignStartResult, TCampaignStep, TCampaignView } from '@hm/contract';
import { sql } from 'kysely';
import { CAMPAIGN_MSG } from '../../../src/modules/campaign/messages.js';
import { MAIL_MSG } from '../../../src/modules/mail/outbox.js';
import { VERSION_MSG } from '../../../src/modules/survey/versions.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { fullAnswers, openLink, openVersion, submitBody, V, voteFixture, type VoteFixture } from '../voting/fixtures.js';

let a: TestApp;
let f: VoteFixture;
let bv2: string;
beforeAll(async () => {
  a = await createTestApp();
  f = await voteFixture(a);
  bv2 = await a.login('bv2admin');
});
afterAll(async () => {
  await a.close();
});

const C = `${V}/chien-dich`;
const view = async (id: number) => {
  const res = await f.call('bvadmin', 'GET', `${C}?phien_ban_id=${id}`);
  expect(res.statusCode).toBe(200);
  return body<TCampaignView>(res).data;
};
const stepOf = (v: TCampaignView, s: TCampaignStep) => v.steps.find((x) => x.step === s)!;
const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;
const count = async (q: string, id: number) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(q)} WHERE phien_ban_id = ${id}`.execute(f.db)).rows[0]!.n;
/** What a refused start-and-send must leave as it was. */
const stateOf = async (id: number) => ({
  version: await f.db.selectFrom('phien_ban_khao_sat').select(['status_khao_sat', 'started_at']).where('phien_ban_id', '=', id).executeTakeFirstOrThrow(),
  records: await count('nhan_vien_khao_sat', id),
  mails: await count('mail_outbox', id),
  audit: await count('audit_log', id),
});
/** Eligible records of the version whose staff member has an e-mail address. */
const withEmail = async (id: number) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM nhan_vien_khao_sat r JOIN nhan_vien nv ON nv.nhan_vien_id = r.nhan_vien_id
      WHERE r.phien_ban_id = ${id} AND NOT r.ineligible AND btrim(coalesce(nv.email, '')) <> ''`.execute(f.db)
  ).rows[0]!.n;

describe('the steps of a campaign', () => {
  it('on a draft with questions and participants: start is the next action, reminders and close wait for it, results for the close', async () => {
    const v = await openVersion(f, { started: false });
    const c = await view(v.versionId);
    expect(c.steps.map((s) => s.step)).toEqual(['questionnaire', 'participants', 'texts', 'schedule', 'start', 'reminders', 'close', 'results']);
    expect(c.hospital_id).toBe(f.demoId);
    expect(c.muc_tieu).toBe(60);
    expect(stepOf(c, 'questionnaire')).toMatchObject({ state: 'done', enabled: true });
    expect(stepOf(c, 'participants')).toMatchObject({ state: 'done', enabled: true });
    expect(stepOf(c, 'texts')).toMatchObject({ state: 'optional' });
    expect(stepOf(c, 'start')).toMatchObject({ state: 'todo', enabled: true, reason: null });
    expect(stepOf(c, 'reminders')).toMatchObject({ enabled: false, reason: 'notStarted', unblocked_by: 'start' });
    expect(stepOf(c, 'close')).toMatchObject({ enabled: false, reason: 'notStarted', unblocked_by: 'start' });
    expect(stepOf(c, 'results')).toMatchObject({ state: 'waiting', enabled: false, reason: 'notClosed', unblocked_by: 'close' });
    expect(c.total).toMatchObject({ complete: 0, rate: 0 });
    expect(c.total.invited).toBeGreaterThan(0);
    expect(c.channels).toEqual([
      { channel: 'link', invited: c.total.invited - c.total.ineligible, voted: 0 },
      { channel: 'card', invited: 0, voted: 0 },
      { channel: 'paper', invited: 0, voted: 0 },
    ]);
    expect(c.departments.reduce((s, d) => s + d.invited, 0)).toBe(c.total.invited);
  });

  it('without participants: start is blocked by the participants step; without questions, by the questionnaire', async () => {
    const v = await openVersion(f, { started: false });
    await f.db.deleteFrom('nhan_vien_khao_sat').where('phien_ban_id', '=', v.versionId).execute();
    expect(stepOf(await view(v.versionId), 'start')).toMatchObject({ state: 'waiting', enabled: false, reason: 'noParticipants', unblocked_by: 'participants' });
    await f.db.updateTable('cau_hoi').set({ tamngung: 1 }).where('phien_ban_id', '=', v.versionId).execute();
    const c = await view(v.versionId);
    expect(stepOf(c, 'questionnaire')).toMatchObject({ state: 'todo' });
    expect(stepOf(c, 'start')).toMatchObject({ enabled: false, reason: 'noQuestions', unblocked_by: 'questionnaire' });
  });

  it('a closed version: every action done or refused as closed, results open', async () => {
    const v = await openVersion(f, { status: 2 });
    const c = await view(v.versionId);
    expect(stepOf(c, 'start')).toMatchObject({ state: 'done', enabled: false, reason: 'closed' });
    expect(stepOf(c, 'close')).toMatchObject({ state: 'done', enabled: false, reason: 'closed' });
    expect(stepOf(c, 'results')).toMatchObject({ state: 'done', enabled: true });
  });

  it('a plain staff member (no survey read function) is refused', async () => {
    const v = await openVersion(f, { started: false });
    expect((await f.call('nhanvien01', 'GET', `${C}?phien_ban_id=${v.versionId}`)).statusCode).toBe(403);
  });
});

describe('start and send the invitations', () => {
  it('starts a draft and writes one invitation per participant with an e-mail, in one call; a second call is refused', async () => {
    const v = await openVersion(f, { started: false });
    const expected = await withEmail(v.versionId);
    expect(expected).toBeGreaterThan(0);
    const res = await f.call('bvadmin', 'POST', `${C}/bat-dau-va-gui`, { phien_ban_id: v.versionId });
    expect(res.statusCode).toBe(200);
    const r = body<TCampaignStartResult>(res).data;
    expect(r).toMatchObject({ started: true, queued: expected });
    expect(r.queued + r.khong_co_email).toBe(r.participants);
    const version = await f.db.selectFrom('phien_ban_khao_sat').select(['status_khao_sat', 'started_at']).where('phien_ban_id', '=', v.versionId).executeTakeFirstOrThrow();
    expect(version.started_at).not.toBeNull();
    const mails = await f.db.selectFrom('mail_outbox').select(['nhan_vien_khao_sat_id', 'template']).where('phien_ban_id', '=', v.versionId).execute();
    expect(mails).toHaveLength(expected);
    expect(new Set(mails.map((m) => m.nhan_vien_khao_sat_id)).size).toBe(expected);
    expect(mails.every((m) => m.template === 'invite')).toBe(true);
    const audit = await sql<{ entity: string; action: string }>`SELECT entity, action FROM audit_log WHERE phien_ban_id = ${v.versionId} ORDER BY audit_log_id`.execute(f.db);
    expect(audit.rows.map((x) => `${x.entity}:${x.action}`)).toEqual(['surveyVersion:start', 'surveyMail:send-invitation']);

    const c = await view(v.versionId);
    expect(stepOf(c, 'start')).toMatchObject({ state: 'done', enabled: false, reason: 'alreadySent' });
    expect(stepOf(c, 'reminders')).toMatchObject({ state: 'todo', enabled: true });
    expect(stepOf(c, 'close')).toMatchObject({ enabled: true });
    expect(c.mails).toMatchObject({ pending: expected, failed: 0 });

    const again = await f.call('bvadmin', 'POST', `${C}/bat-dau-va-gui`, { phien_ban_id: v.versionId });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(CAMPAIGN_MSG.alreadySent);
    expect(await count('mail_outbox', v.versionId)).toBe(expected);
  });

  it('on a running version sends only the invitations not sent yet', async () => {
    const v = await openVersion(f);
    const first = await f.db.selectFrom('nhan_vien_khao_sat').select('nhan_vien_khao_sat_id').where('phien_ban_id', '=', v.versionId).orderBy('nhan_vien_khao_sat_id').execute();
    await f.db.updateTable('nhan_vien_khao_sat').set({ invited_at: new Date() }).where('nhan_vien_khao_sat_id', '=', first[0]!.nhan_vien_khao_sat_id).execute();
    const res = await f.call('bvadmin', 'POST', `${C}/bat-dau-va-gui`, { phien_ban_id: v.versionId });
    expect(res.statusCode).toBe(200);
    expect(body<TCampaignStartResult>(res).data.started).toBe(false);
    const mailed = await f.db.selectFrom('mail_outbox').select('nhan_vien_khao_sat_id').where('phien_ban_id', '=', v.versionId).execute();
    expect(mailed.map((m) => m.nhan_vien_khao_sat_id)).not.toContain(first[0]!.nhan_vien_khao_sat_id);
  });

  it('refuses a version without participants in Vietnamese and changes nothing', async () => {
    const v = await openVersion(f, { started: false });
    await f.db.deleteFrom('nhan_vien_khao_sat').where('phien_ban_id', '=', v.versionId).execute();
    const before = await stateOf(v.versionId);
    const res = await f.call('bvadmin', 'POST', `${C}/bat-dau-va-gui`, { phien_ban_id: v.versionId });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(CAMPAIGN_MSG.noParticipants);
    expect(await stateOf(v.versionId)).toEqual(before);
  });

  it('refuses a version without questions in Vietnamese and changes nothing', async () => {
    const v = await openVersion(f, { started: false });
    await f.db.updateTable('cau_hoi').set({ tamngung: 1 }).where('phien_ban_id', '=', v.versionId).execute();
    const before = await stateOf(v.versionId);
    const res = await f.call('bvadmin', 'POST', `${C}/bat-dau-va-gui`, { phien_ban_id: v.versionId });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(VERSION_MSG.noQuestions);
    expect(await stateOf(v.versionId)).toEqual(before);
  });

  it('refuses a version whose time is up, before starting anything', async () => {
    const v = await openVersion(f, { started: false, fromHours: -48, toHours: -1 });
    const before = await stateOf(v.versionId);
    const res = await f.call('bvadmin', 'POST', `${C}/bat-dau-va-gui`, { phien_ban_id: v.versionId });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(CAMPAIGN_MSG.ended);
    expect(await stateOf(v.versionId)).toEqual(before);
    expect(stepOf(await view(v.versionId), 'start')).toMatchObject({ enabled: false, reason: 'ended', unblocked_by: 'schedule' });
  });
});

describe('invitations outside an open version (the separate call)', () => {
  it('says the one cause: not started, paused or time up; nothing is queued', async () => {
    const cases = [
      [await openVersion(f, { started: false }), MAIL_MSG.notStarted],
      [await openVersion(f, { status: 3 }), MAIL_MSG.paused],
      [await openVersion(f, { fromHours: -48, toHours: -1 }), MAIL_MSG.ended],
    ] as const;
    for (const [v, expected] of cases) {
      const res = await f.call('bvadmin', 'POST', `${V}/email/send-email-moi-khao-sat`, { phien_ban_id: v.versionId });
      expect(res.statusCode).toBe(409);
      expect(message(res)).toBe(expected);
      expect(await count('mail_outbox', v.versionId)).toBe(0);
    }
  });
});

describe('another hospital', () => {
  it("cannot read, start, retarget or retry the demo hospital's version, and nothing changes", async () => {
    const v = await openVersion(f, { started: false });
    const before = await stateOf(v.versionId);
    const as2 = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => a.as(bv2, { method, url, ...(payload ? { payload } : {}) });
    expect([403, 404]).toContain((await as2('GET', `${C}?phien_ban_id=${v.versionId}`)).statusCode);
    expect([403, 404]).toContain((await as2('POST', `${C}/bat-dau-va-gui`, { phien_ban_id: v.versionId })).statusCode);
    expect([403, 404]).toContain((await as2('PUT', `${C}/muc-tieu`, { phien_ban_id: v.versionId, hospital_id: f.demoId, muc_tieu: 80 })).statusCode);
    expect([403, 404]).toContain((await as2('PUT', `${C}/muc-tieu`, { phien_ban_id: v.versionId, hospital_id: f.demo2Id, muc_tieu: 80 })).statusCode);
    expect([403, 404]).toContain((await as2('POST', `${C}/gui-lai`, { phien_ban_id: v.versionId })).statusCode);
    expect(await stateOf(v.versionId)).toEqual(before);
    expect(await count('campaign_target', v.versionId)).toBe(0);
  });
});

describe('the target response rate', () => {
  it('is stored per version and hospital; out of 1–100 or not a number is refused in Vietnamese and changes nothing', async () => {
    const v = await openVersion(f, { started: false });
    const put = (muc_tieu: unknown) => f.call('bvadmin', 'PUT', `${C}/muc-tieu`, { phien_ban_id: v.versionId, hospital_id: f.demoId, muc_tieu });
    expect((await put(75)).statusCode).toBe(200);
    expect((await view(v.versionId)).muc_tieu).toBe(75);
    for (const bad of [0, 101, 55.5, 'sáu mươi']) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toMatch(/Mục tiêu/);
    }
    expect((await view(v.versionId)).muc_tieu).toBe(75);
    const wrongHospital = await f.call('admin', 'PUT', `${C}/muc-tieu`, { phien_ban_id: v.versionId, hospital_id: f.demo2Id, muc_tieu: 70 });
    expect(wrongHospital.statusCode).toBe(400);
    expect(message(wrongHospital)).toBe(CAMPAIGN_MSG.notParticipating);
    const audit = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE phien_ban_id = ${v.versionId} AND entity = 'campaignTarget'`.execute(f.db);
    expect(audit.rows[0]!.n).toBe(1);
  });
});

describe('live participation and failed mails', () => {
  it('the rate moves after a vote, overall, in the department and in the link channel', async () => {
    const v = await openVersion(f);
    const before = await view(v.versionId);
    const record = await v.record(0);
    const dept = (await f.db.selectFrom('nhan_vien_khao_sat').select('phong_ban_id').where('nhan_vien_khao_sat_id', '=', record.id).executeTakeFirstOrThrow()).phong_ban_id;
    const voter = await openLink(f, record);
    expect((await f.bearer(voter, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)))).statusCode).toBe(200);
    const after = await view(v.versionId);
    expect(after.total.complete).toBe(before.total.complete + 1);
    expect(after.total.rate!).toBeGreaterThan(before.total.rate!);
    expect(after.channels[0]).toMatchObject({ channel: 'link', voted: 1 });
    expect(after.departments.find((d) => d.phong_ban_id === dept)!.complete).toBe(1);
  });

  it('failed mails are counted and retried from the first attempt', async () => {
    const v = await openVersion(f);
    expect((await f.call('bvadmin', 'POST', `${V}/email/send-email-moi-khao-sat`, { phien_ban_id: v.versionId })).statusCode).toBe(200);
    const one = await f.db.selectFrom('mail_outbox').select('mail_id').where('phien_ban_id', '=', v.versionId).orderBy('mail_id').limit(1).executeTakeFirstOrThrow();
    await f.db.updateTable('mail_outbox').set({ status: 'failed', attempts: 5, last_error: '550 mailbox unavailable' }).where('mail_id', '=', one.mail_id).execute();
    const c = await view(v.versionId);
    expect(c.mails.failed).toBe(1);
    expect(c.mails.recent_failed[0]).toMatchObject({ mail_id: one.mail_id, last_error: '550 mailbox unavailable', attempts: 5 });
    const res = await f.call('bvadmin', 'POST', `${C}/gui-lai`, { phien_ban_id: v.versionId });
    expect(res.statusCode).toBe(200);
    expect(body<{ retried: number }>(res).data.retried).toBe(1);
    const row = await f.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('mail_id', '=', one.mail_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', attempts: 0 });
  });
});
