/**
 * The province and group view (issue 30 item 1, docs/decisions/province-view.md) on the demo
 * province: the officer `soyte` of three hospitals sees, for each hospital with at least 10
 * respondents, exactly the figures of that hospital's own dashboard; the third hospital (fewer
 * than 10) shows no figure at all; every unit, position, comment and participation breakdown of
 * any of its hospitals is refused; a hospital outside its group is refused; no pooled total
 * lets a hidden hospital be worked out (the differencing auditor); bad input is a Vietnamese 400
 * and changes nothing; group writes are the system administrators' and audited.
 */
import type { TAveragePositive, TCompositeScores, TDistributionResult, TProvinceResults, TProvinceScope, TResponseRates } from '@hm/contract';
import { sql } from 'kysely';
import { DEMO_PROVINCE } from '../../../src/seed/demo-province.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../../src/access/caller.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { findLeaks, type PublishedGroup } from '../../privacy/auditor.js';

const V = '/votesafety/v1';
const D = `${V}/dash-board`;
const G = `${V}/nhom-benh-vien`;

let t: TestApp;
let officer: string;
let admin: string;
let versionId: number;
let ids: number[]; // BVTINH1..3
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  [officer, admin] = [await t.login(DEMO_PROVINCE.officer), await t.login('admin')];
  const hs = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  ids = DEMO_PROVINCE.hospitals.map((h) => hs.find((x) => x.ma_benh_vien === h.ma)!.hospital_id);
  demoId = hs.find((x) => x.ma_benh_vien === 'BVDEMO')!.hospital_id;
  versionId = (await t.database.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('tieu_de_khao_sat', '=', DEMO_PROVINCE.title).executeTakeFirstOrThrow())
    .phien_ban_id;
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
const results = async (extra = '') => {
  const res = await get(officer, `${G}/ket-qua?phien_ban_id=${versionId}${extra}`);
  expect(res.statusCode).toBe(200);
  return body<TProvinceResults>(res).data;
};

it('shows each hospital of the group with its own dashboard figures, and none for a hospital below 10 respondents', async () => {
  const scope = body<TProvinceScope>(await get(officer, `${G}/pham-vi`)).data;
  expect(scope.groups.map((g) => g.hospitals.map((h) => h.hospital_id).sort())).toEqual([[...ids].sort()]);
  expect(scope.min_respondents).toBe(10);
  expect(scope.versions.map((v) => [v.phien_ban_id, v.has_snapshot, v.hospitals])).toEqual([[versionId, true, 3]]);

  const r = await results();
  expect(r.min_respondents).toBe(10);
  expect(r.snapshot).not.toBeNull();
  expect(r.composites.length).toBeGreaterThan(5);
  // Hospitals with figures first, the suppressed one last.
  expect(r.hospitals.map((h) => [h.hospital_id, h.suppressed]).sort()).toEqual([
    [ids[0], false],
    [ids[1], false],
    [ids[2], true],
  ]);
  expect(r.hospitals[2]!.hospital_id).toBe(ids[2]);
  // Below 10: not even the count or the response rate.
  expect(r.hospitals[2]).toEqual({
    hospital_id: ids[2],
    name: DEMO_PROVINCE.hospitals[2].name,
    suppressed: true,
    invited: null,
    ineligible: null,
    complete: null,
    rate: null,
    n: null,
    average: null,
    composites: [],
    rating: null,
  });
  // No pooled row.
  expect(r.hospitals.every((h) => h.hospital_id !== null)).toBe(true);

  for (const h of r.hospitals.filter((x) => !x.suppressed)) {
    const q = `phien_ban_id=${versionId}&hospital_id=${h.hospital_id}`;
    const own = body<TCompositeScores>(await get(admin, `${D}/get-composite-data?${q}`)).data;
    expect(h.n).toBe(own.scope.n);
    expect(h.n).toBeGreaterThanOrEqual(10);
    expect(h.composites.map((c) => [c.ma_composite, c.score, c.interval, c.items.map((i) => [i.ma_cauhoi, i.n, i.positive, i.neutral, i.negative, i.interval])])).toEqual(
      own.composites.map((c) => [c.ma_composite, c.score, c.interval, c.items.map((i) => [i.ma_cauhoi, i.n, i.positive, i.neutral, i.negative, i.interval])]),
    );
    expect(h.composites.every((c) => c.interval && c.interval.low <= c.score! && c.score! <= c.interval.high)).toBe(true);
    const rate = body<TResponseRates>(await get(admin, `${D}/thong-ke-ty-le-phan-hoi?${q}`)).data.hospitals[0]!;
    expect([h.invited, h.ineligible, h.complete, h.rate]).toEqual([rate.invited, rate.ineligible, rate.complete, rate.rate]);
    expect(h.average).toBe(body<TAveragePositive>(await get(admin, `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh?${q}`)).data.average);
    expect(h.rating).toEqual(body<TDistributionResult>(await get(admin, `${D}/get-grade-graph?${q}`)).data.question);
  }
  // One hospital of the group asked for: that row only.
  expect((await results(`&benh_vien_id=${ids[1]}`)).hospitals.map((h) => h.hospital_id)).toEqual([ids[1]]);
});

it('refuses every breakdown of its hospitals, hospitals outside its group and versions without them', async () => {
  for (const h of ids) {
    const q = `phien_ban_id=${versionId}&hospital_id=${h}`;
    for (const url of [
      `${D}/thong-ke-ty-le-phan-hoi-phong-ban?${q}`,
      `${D}/phan-bo-nhan-vien-theo-chuc-danh?${q}`,
      `${D}/get-composite-score?${q}&don_vi=1`,
      `${D}/ty-le-phan-hoi-tich-cuc-chi-tiet?${q}&vi_tri=1`,
      `${D}/result-value?${q}`,
      `${D}/y-kien?${q}`,
      `${D}/bo-loc?${q}`,
      `${V}/thong-ke/${versionId}?hospital_id=${h}`,
    ]) {
      const res = await get(officer, url);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  }
  // The hospital scope's own parameter means nothing to the view: the group's figures, no more.
  expect(await results(`&hospital_id=${ids[2]}`)).toEqual(await results());
  const outside = await get(officer, `${G}/ket-qua?phien_ban_id=${versionId}&benh_vien_id=${demoId}`);
  expect([outside.statusCode, body(outside).message]).toEqual([403, OUT_OF_SCOPE_MESSAGE]);
  const demoVersion = (await t.database.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('hospital_id', '=', demoId).executeTakeFirstOrThrow()).phien_ban_id;
  expect((await get(officer, `${G}/ket-qua?phien_ban_id=${demoVersion}`)).statusCode).toBe(404);
  // A hospital administrator holds no group: the view is refused by function.
  expect((await get(await t.login('bvadmin'), `${G}/ket-qua?phien_ban_id=${versionId}`)).statusCode).toBe(403);
});

it('publishes nothing whose sums and differences isolate fewer than 10 respondents (no pooled total)', async () => {
  const r = await results();
  const sizes = await sql<{ hospital_id: number; n: number }>`
    SELECT g.hospital_id, sum(g.respondents)::int AS n FROM percent_group g
    JOIN percent_snapshot s ON s.snapshot_id = g.snapshot_id
    WHERE s.snapshot_id = ${r.snapshot!.snapshot_id} GROUP BY 1`.execute(t.database.db);
  const n = new Map(sizes.rows.map((x) => [x.hospital_id, x.n]));
  const total = ids.reduce((s, h) => s + (n.get(h) ?? 0), 0);
  let start = 0;
  const member = new Map<number, Int8Array>();
  for (const h of ids) {
    const m = new Int8Array(total);
    for (let i = start; i < start + (n.get(h) ?? 0); i++) m[i] = 1;
    member.set(h, m);
    start += n.get(h) ?? 0;
  }
  const published: PublishedGroup[] = r.hospitals
    .filter((h) => !h.suppressed)
    .map((h) => ({ label: `hospital ${h.hospital_id}`, members: member.get(h.hospital_id)!, counts: new Map() }));
  expect(findLeaks(published, 10, () => new Map())).toEqual([]);
  // What a pooled total would have given away: the hidden hospital, by subtraction.
  const pooled: PublishedGroup = { label: 'pool', members: Int8Array.from({ length: total }, () => 1), counts: new Map() };
  expect(findLeaks([...published, pooled], 10, () => new Map()).map((l) => l.respondents.length)).toEqual([n.get(ids[2]!)]);
});

it('answers bad input with a Vietnamese 400 and keeps group writes to audited system administrators', async () => {
  for (const q of ['', '?phien_ban_id=abc', `?phien_ban_id=${versionId}&benh_vien_id=-1`, '?phien_ban_id=1.5']) {
    const res = await get(officer, `${G}/ket-qua${q}`);
    expect([q, res.statusCode]).toEqual([q, 400]);
    expect(body(res).message).toMatch(/[àáảãạăâđêôơưÀ-ỹ]/);
  }
  const groups = async () => (await t.database.db.selectFrom('nhom_benh_vien').select('nhom_id').execute()).length;
  const before = await groups();
  for (const payload of [
    {},
    { ten: '' },
    { ten: 'X', ma_tinh: '1' },
    { ten: 'X', ma_tinh: '01', hospital_ids: [ids[0]] },
    { ten: 'X', hospital_ids: ['a'] },
    { ten: 'X', ma_tinh: '99' },
    { ten: 'X', hospital_ids: [999999] },
  ]) {
    const res = await t.as(admin, { method: 'POST', url: G, payload });
    expect([payload, res.statusCode]).toEqual([payload, 400]);
    expect(body(res).message).toMatch(/[àáảãạăâđêôơưÀ-ỹ]/);
  }
  expect(await groups()).toBe(before);
  // A hospital administrator may not write groups.
  expect((await t.as(await t.login('bvadmin'), { method: 'POST', url: G, payload: { ten: 'Nhóm', hospital_ids: [demoId] } })).statusCode).toBe(403);

  // A named group of two hospitals, the officer moved to it: the view follows, the move is audited.
  const created = await t.as(admin, { method: 'POST', url: G, payload: { ten: 'Nhóm bệnh viện thử', hospital_ids: [ids[0], ids[2]] } });
  expect(created.statusCode).toBe(200);
  const nhom = body<{ nhom_id: number; hospitals: { hospital_id: number }[] }>(created).data;
  expect(nhom.hospitals.map((h) => h.hospital_id).sort()).toEqual([ids[0], ids[2]].sort());
  const officerId = (await t.database.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', DEMO_PROVINCE.officer).executeTakeFirstOrThrow()).tai_khoan_id;
  expect((await t.as(admin, { method: 'PUT', url: `${G}/${nhom.nhom_id}/tai-khoan`, payload: { tai_khoan_id: 'x' } })).statusCode).toBe(400);
  expect((await t.as(admin, { method: 'PUT', url: `${G}/999999/tai-khoan`, payload: { tai_khoan_id: officerId } })).statusCode).toBe(404);
  expect((await t.as(admin, { method: 'PUT', url: `${G}/${nhom.nhom_id}/tai-khoan`, payload: { tai_khoan_id: officerId } })).statusCode).toBe(200);
  expect((await results()).hospitals.map((h) => h.hospital_id)).toEqual([ids[0], ids[2]]);
  const audit = await t.database.db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity', '=', 'hospitalGroup').orderBy('audit_log_id').execute();
  expect(audit.map((a) => a.action)).toEqual(['create', 'assign']);
});
