/**
 * Pushing a campaign (issue 30 item 2, docs/decisions/province-view.md, "Campaign push") through
 * HTTP: a system administrator pushes a template with one window to the demo province group; each
 * hospital gets one ordinary version of its own (the template's questionnaire, the window, the push's
 * key) in one transaction with one audit row naming the hospitals; the same push again creates
 * nothing; bad input is a Vietnamese 4xx that creates nothing (unknown template, group or hospital,
 * a window backwards or past, a hospital without the survey licence named, a title taken named);
 * anyone else is refused (403); a pushed version runs as any other and shows in the province progress.
 */
import { toWireTime, type TProvinceProgress, type TSurveyPushResult } from '@hm/contract';
import { randomUUID } from 'node:crypto';
import { DEMO_PROVINCE } from '../../../src/seed/demo-province.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

const V = '/votesafety/v1';
const PUSH = `${V}/phien-ban-khao-sat/trien-khai`;
const VIETNAMESE = /[àáảãạăâđêôơưÀ-ỹ]/;
const DAY = 86_400_000;
const window = { time_start: toWireTime(Date.now() + DAY), time_end: toWireTime(Date.now() + 30 * DAY) };
const key = () => randomUUID();

let t: TestApp;
let admin: string;
let ids: number[]; // BVTINH1..3
let demoId: number;
let hsops2: number;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const db = t.database.db;
  const hs = await db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  ids = DEMO_PROVINCE.hospitals.map((h) => hs.find((x) => x.ma_benh_vien === h.ma)!.hospital_id);
  demoId = hs.find((x) => x.ma_benh_vien === 'BVDEMO')!.hospital_id;
  hsops2 = (await db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('instrument_code', '=', 'HSOPS2').where('is_template', '=', true).executeTakeFirstOrThrow())
    .phien_ban_id;
  groupId = (await db.selectFrom('nhom_benh_vien').select('nhom_id').where('ten', '=', DEMO_PROVINCE.group).executeTakeFirstOrThrow()).nhom_id;
});
afterAll(() => t.close());

const push = (payload: object, token = admin) => t.as(token, { method: 'POST', url: PUSH, payload });
const versionCount = async () => (await t.database.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').execute()).length;
const pushAudits = () =>
  t.database.db.selectFrom('audit_log').select(['entity_id', 'detail', 'hospital_id']).where('entity', '=', 'surveyVersion').where('action', '=', 'push').execute();
const questions = async (id: number) =>
  (await t.database.db.selectFrom('cau_hoi').select(['ma_cauhoi', 'ten_cauhoi']).where('phien_ban_id', '=', id).orderBy('cauhoi_id').execute()).map(
    (q) => `${q.ma_cauhoi} ${q.ten_cauhoi}`,
  );

it('creates one version per hospital of the group, with the template questionnaire and the window, audited once; the same push again creates nothing', async () => {
  const dot = key();
  const title = 'Khảo sát VHATNB toàn tỉnh 2027';
  const res = await push({ dot_trien_khai: dot, mau_id: hsops2, nhom_id: groupId, tieu_de_khao_sat: title, ...window });
  expect(res.statusCode).toBe(200);
  const out = body<TSurveyPushResult>(res).data;
  expect(out.dot_trien_khai).toBe(dot);
  expect(out.versions.map((v) => v.hospital_id).sort()).toEqual([...ids].sort());
  const rows = await t.database.db
    .selectFrom('phien_ban_khao_sat')
    .selectAll()
    .where(
      'phien_ban_id',
      'in',
      out.versions.map((v) => v.phien_ban_id),
    )
    .execute();
  const templateQuestions = await questions(hsops2);
  for (const v of rows) {
    expect(v).toMatchObject({ tieu_de_khao_sat: title, is_template: false, copied_from_id: hsops2, dot_trien_khai: dot, started_at: null });
    expect([toWireTime(v.time_start), toWireTime(v.time_end)]).toEqual([window.time_start, window.time_end]);
    expect(await questions(v.phien_ban_id)).toEqual(templateQuestions);
    // Its own hospital only: participants, texts and reminders are the hospital's, as with any copy.
    expect((await t.database.db.selectFrom('phien_ban_benh_vien').select('hospital_id').where('phien_ban_id', '=', v.phien_ban_id).execute()).map((r) => r.hospital_id)).toEqual([
      v.hospital_id,
    ]);
    expect((await t.database.db.selectFrom('nhan_vien_khao_sat').select('nhan_vien_khao_sat_id').where('phien_ban_id', '=', v.phien_ban_id).execute()).length).toBe(0);
  }
  const audits = (await pushAudits()).filter((a) => a.entity_id === dot);
  expect(audits).toHaveLength(1);
  expect(audits[0]!.hospital_id).toBeNull();
  expect(JSON.stringify(audits[0]!.detail)).toContain(DEMO_PROVINCE.hospitals[0]!.name);

  // The same push again (a retry, a double click), or to one of its hospitals: 409 naming them, nothing created.
  const count = await versionCount();
  for (const again of [{ nhom_id: groupId }, { hospital_ids: [ids[1]] }]) {
    const r = await push({ dot_trien_khai: dot, mau_id: hsops2, tieu_de_khao_sat: `${title} lần 2`, ...window, ...again });
    expect(r.statusCode).toBe(409);
    expect(body(r).message).toContain(DEMO_PROVINCE.hospitals[1]!.name);
  }
  expect(await versionCount()).toBe(count);
  expect((await pushAudits()).length).toBe(1);
});

it('a pushed version runs as any other: started by the administrator, the province progress follows it hospital by hospital', async () => {
  const res = await push({ dot_trien_khai: key(), mau_id: hsops2, hospital_ids: [ids[0], ids[1]], tieu_de_khao_sat: 'Đợt triển khai chạy thử', ...window });
  expect(res.statusCode).toBe(200);
  const pushed = body<TSurveyPushResult>(res).data.versions;
  // Opening now: the window starts tomorrow, so bring it forward as each hospital's administrator would.
  for (const v of pushed) {
    await t.database.db
      .updateTable('phien_ban_khao_sat')
      .set({ time_start: new Date(Date.now() - 60_000) })
      .where('phien_ban_id', '=', v.phien_ban_id)
      .execute();
    const started = await t.as(admin, { method: 'POST', url: `${V}/phien-ban-khao-sat/${v.phien_ban_id}/start`, payload: {} });
    expect(started.statusCode).toBe(200);
  }
  // One hospital pauses its own wave: the push stays one campaign, that hospital named paused.
  const paused = await t.as(admin, { method: 'POST', url: `${V}/phien-ban-khao-sat/${pushed[1]!.phien_ban_id}/close`, payload: { status_khao_sat: 3 } });
  expect(paused.statusCode).toBe(200);
  const officer = await t.login(DEMO_PROVINCE.officer);
  const p = body<TProvinceProgress>(await t.as(officer, { method: 'GET', url: `${V}/nhom-benh-vien/tien-do` })).data;
  const waves = p.versions.filter((v) => pushed.some((x) => x.phien_ban_id === v.phien_ban_id || v.hospitals.some((h) => h.phien_ban_id === x.phien_ban_id)));
  expect(waves).toHaveLength(1);
  expect(waves[0]!.dot_trien_khai).not.toBeNull();
  expect(waves[0]!.status_khao_sat).toBe(1);
  const staffOf = (name: string) => DEMO_PROVINCE.hospitals.find((d) => d.name === name)!.staff;
  expect(waves[0]!.hospitals.map((h) => [h.hospital_id, h.phien_ban_id, h.status_khao_sat, h.invited]).sort((a, b) => a[0]! - b[0]!)).toEqual(
    pushed.map((v, i) => [v.hospital_id, v.phien_ban_id, i === 1 ? 3 : 1, staffOf(v.name)]).sort((a, b) => a[0]! - b[0]!),
  );
});

it('refuses bad input with a Vietnamese 4xx and creates nothing', async () => {
  const db = t.database.db;
  const base = { dot_trien_khai: key(), mau_id: hsops2, nhom_id: groupId, tieu_de_khao_sat: 'Đợt bị từ chối', ...window };
  const notTemplate = (await db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('is_template', '=', false).executeTakeFirstOrThrow()).phien_ban_id;
  const past = toWireTime(Date.now() - DAY);
  const cases: [string, object, number][] = [
    ['unknown template', { mau_id: 999_999 }, 404],
    ['a version, not a template', { mau_id: notTemplate }, 404],
    ['end before start', { time_start: window.time_end, time_end: window.time_start }, 400],
    ['end in the past', { time_start: toWireTime(Date.now() - 2 * DAY), time_end: past }, 400],
    ['malformed window', { time_end: '31/12/2027' }, 400],
    ['group and list', { hospital_ids: [ids[0]] }, 400],
    ['neither group nor list', { nhom_id: undefined }, 400],
    ['unknown group', { nhom_id: 999_999 }, 400],
    ['unknown hospital', { nhom_id: undefined, hospital_ids: [ids[0], 999_999] }, 400],
    ['bad key', { dot_trien_khai: 'x' }, 400],
    ['no key', { dot_trien_khai: undefined }, 400],
  ];
  const count = await versionCount();
  for (const [what, change, status] of cases) {
    const res = await push({ ...base, ...change });
    expect([what, res.statusCode]).toEqual([what, status]);
    expect([what, body(res).message]).toEqual([what, expect.stringMatching(VIETNAMESE)]);
  }

  // A hospital without the survey licence: named, and no other hospital gets a version.
  const licence = await db.selectFrom('hospital_module').selectAll().where('hospital_id', '=', ids[2]!).where('module', '=', 'survey').execute();
  await db.deleteFrom('hospital_module').where('hospital_id', '=', ids[2]!).where('module', '=', 'survey').execute();
  try {
    const res = await push(base);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(`Bệnh viện chưa có bản quyền phân hệ khảo sát: ${DEMO_PROVINCE.hospitals[2]!.name}`);
  } finally {
    if (licence.length) await db.insertInto('hospital_module').values(licence).execute();
  }

  // A title one of the hospitals already uses (the first test's push): named.
  const taken = await push({ ...base, dot_trien_khai: key(), hospital_ids: [ids[0]], nhom_id: undefined, tieu_de_khao_sat: 'Khảo sát VHATNB toàn tỉnh 2027' });
  expect(taken.statusCode).toBe(409);
  expect(body(taken).message).toContain(DEMO_PROVINCE.hospitals[0]!.name);

  expect(await versionCount()).toBe(count);
  expect((await pushAudits()).map((a) => a.entity_id)).not.toContain(base.dot_trien_khai);
});

it('refuses everyone but a system administrator (403), another hospital’s administrator included', async () => {
  const count = await versionCount();
  for (const user of ['bvadmin', DEMO_PROVINCE.officer, 'nhanvien01']) {
    const res = await push({ dot_trien_khai: key(), mau_id: hsops2, hospital_ids: [ids[0]], tieu_de_khao_sat: `Của ${user}`, ...window }, await t.login(user));
    expect([user, res.statusCode]).toEqual([user, 403]);
    expect(body(res).message).toMatch(VIETNAMESE);
  }
  // Its own hospital through the push is refused too: pushing is a system administrator's.
  const own = await push({ dot_trien_khai: key(), mau_id: hsops2, hospital_ids: [demoId], tieu_de_khao_sat: 'Của bệnh viện', ...window }, await t.login('bvadmin'));
  expect(own.statusCode).toBe(403);
  expect(await versionCount()).toBe(count);
});
