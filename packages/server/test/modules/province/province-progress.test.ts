/**
 * The progress of open waves in the province view (issue 30 item 2, docs/decisions/province-view.md,
 * "Campaign progress"): for each open (or paused) wave of the officer's hospitals, each hospital's
 * invited, ineligible, complete and response rate for the whole hospital, equal to the hospital's
 * own response-rate table; no unit, position, score or pooled total; closed waves are not listed;
 * a hospital that has not licensed the dashboards is left out; refused without the function or a
 * group.
 */
import { type TProvinceProgress, type TResponseRates, VERSION_STATUS } from '@hm/contract';
import { DEMO_PROVINCE } from '../../../src/seed/demo-province.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

const V = '/votesafety/v1';
const G = `${V}/nhom-benh-vien`;

let t: TestApp;
let officer: string;
let admin: string;
let versionId: number;
let ids: number[]; // BVTINH1..3
beforeAll(async () => {
  t = await createTestApp();
  [officer, admin] = [await t.login(DEMO_PROVINCE.officer), await t.login('admin')];
  const hs = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  ids = DEMO_PROVINCE.hospitals.map((h) => hs.find((x) => x.ma_benh_vien === h.ma)!.hospital_id);
  versionId = (await t.database.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('tieu_de_khao_sat', '=', DEMO_PROVINCE.title).executeTakeFirstOrThrow())
    .phien_ban_id;
});
afterAll(() => t.close());

const progress = async (token = officer) => {
  const res = await t.as(token, { method: 'GET', url: `${G}/tien-do` });
  expect(res.statusCode).toBe(200);
  return body<TProvinceProgress>(res).data;
};
const setStatus = (status: number) => t.database.db.updateTable('phien_ban_khao_sat').set({ status_khao_sat: status }).where('phien_ban_id', '=', versionId).execute();

it('lists no closed wave', async () => {
  expect((await progress()).versions).toEqual([]);
});

it("shows each hospital's whole-hospital progress in an open wave, equal to the hospital's own response rates, and nothing finer", async () => {
  await setStatus(VERSION_STATUS.open);
  try {
    const p = await progress();
    expect(p.versions.map((v) => [v.phien_ban_id, v.status_khao_sat, v.tieu_de_khao_sat])).toEqual([[versionId, VERSION_STATUS.open, DEMO_PROVINCE.title]]);
    const rows = p.versions[0]!.hospitals;
    expect(rows.map((h) => h.hospital_id).sort()).toEqual([...ids].sort());
    for (const h of rows) {
      // Only these fields: no unit, position, score or channel.
      expect(Object.keys(h).sort()).toEqual(['complete', 'hospital_id', 'ineligible', 'invited', 'name', 'phien_ban_id', 'rate', 'status_khao_sat']);
      const own = body<TResponseRates>(await t.as(admin, { method: 'GET', url: `${V}/dash-board/thong-ke-ty-le-phan-hoi?phien_ban_id=${versionId}&hospital_id=${h.hospital_id}` }))
        .data.hospitals[0]!;
      expect(h).toEqual({
        hospital_id: own.hospital_id,
        name: own.name,
        phien_ban_id: versionId,
        status_khao_sat: VERSION_STATUS.open,
        invited: own.invited,
        ineligible: own.ineligible,
        complete: own.complete,
        rate: own.rate,
      });
    }
    // The demo's counts, the small hospital's too (whole-hospital counts are not held to the minimum).
    const byCode = DEMO_PROVINCE.hospitals.map((_d, i) => rows.find((h) => h.hospital_id === ids[i])!);
    expect(byCode.map((h) => h.invited)).toEqual(DEMO_PROVINCE.hospitals.map((d) => d.staff));
    expect(byCode.map((h, i) => h.complete > 0 && h.complete <= DEMO_PROVINCE.hospitals[i]!.responses)).toEqual([true, true, true]);
    expect(byCode[2]!.complete).toBeLessThan(10);
    // Paused waves are followed too; English titles in English.
    await setStatus(VERSION_STATUS.paused);
    const en = body<TProvinceProgress>(await t.as(officer, { method: 'GET', url: `${G}/tien-do`, headers: { Language: 'en' } })).data;
    expect(en.versions.map((v) => [v.status_khao_sat, v.tieu_de_khao_sat])).toEqual([[VERSION_STATUS.paused, DEMO_PROVINCE.titleEn]]);

    // A hospital that has not licensed the dashboards is left out.
    const licence = await t.database.db.selectFrom('hospital_module').selectAll().where('hospital_id', '=', ids[1]!).where('module', '=', 'dashboard').execute();
    await t.database.db.deleteFrom('hospital_module').where('hospital_id', '=', ids[1]!).where('module', '=', 'dashboard').execute();
    try {
      expect((await progress()).versions[0]!.hospitals.map((h) => h.hospital_id).sort()).toEqual([ids[0], ids[2]].sort());
    } finally {
      if (licence.length) await t.database.db.insertInto('hospital_module').values(licence).execute();
    }
  } finally {
    await setStatus(VERSION_STATUS.closed);
  }
});

it('is refused to accounts without the function (403) and to an officer without a group (403)', async () => {
  for (const user of ['bvadmin', 'nhanvien01']) expect([user, (await t.as(await t.login(user), { method: 'GET', url: `${G}/tien-do` })).statusCode]).toEqual([user, 403]);
  const officerId = (await t.database.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', DEMO_PROVINCE.officer).executeTakeFirstOrThrow()).tai_khoan_id;
  const assignment = await t.database.db.selectFrom('tai_khoan_nhom_benh_vien').selectAll().where('tai_khoan_id', '=', officerId).executeTakeFirstOrThrow();
  await t.database.db.deleteFrom('tai_khoan_nhom_benh_vien').where('tai_khoan_id', '=', officerId).execute();
  try {
    const res = await t.as(officer, { method: 'GET', url: `${G}/tien-do` });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('Tài khoản chưa được gán vào nhóm bệnh viện nào');
  } finally {
    await t.database.db.insertInto('tai_khoan_nhom_benh_vien').values(assignment).execute();
  }
});
