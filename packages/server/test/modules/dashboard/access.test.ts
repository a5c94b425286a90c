/**
 * Who may read dashboards: login (401), the function (403), the hospital scope (403 with the
 * out-of-scope message), the dashboard licence of the data's hospital (403); unknown versions and
 * questions are 404, bad input 400 in Vietnamese, and nothing answers 500.
 */
import { endpoints, FN } from '@hm/contract';
import { sql } from 'kysely';
import type { TAveragePositive, TDashboardFilters, TDashboardVersion, TResponseRates } from '@hm/contract';
import { takeSnapshot } from '../../../src/modules/dashboard/snapshot-compute.js';
import { NOT_LICENSED } from '../../../src/access/access.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../../src/access/caller.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { addHospitals, D, dashFixture, type DashFixture, generateResponses, insertResponses, instrumentVersion, qs, referenceStructure, V } from './fixtures.js';

let t: TestApp;
let f: DashFixture;
let own: number; // a closed version of BVDEMO with a snapshot
let other: number; // a version of BVDEMO2 only
let campaign: number; // BVDEMO + an unlicensed hospital + BVDEMO2
let unlicensed: number | undefined;
beforeAll(async () => {
  t = await createTestApp();
  f = await dashFixture(t);
  [unlicensed] = await addHospitals(f.db, ['BV Chưa mua dashboard'], { dashboard: false });
  own = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: f.demoId, hospitals: [f.demoId] });
  other = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: f.demo2Id, hospitals: [f.demo2Id] });
  campaign = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: null, hospitals: [f.demoId, unlicensed!, f.demo2Id] });
  for (const id of [own, campaign]) {
    const s = await referenceStructure(f.db, id);
    await insertResponses(
      f.db,
      id,
      generateResponses(
        s,
        [f.demoId, unlicensed!, f.demo2Id].map((h) => ({ hospital_id: h, don_vi: 0, vi_tri: 0, valid: 8 })).filter((g) => id === campaign || g.hospital_id === f.demoId),
        id,
      ),
    );
    await takeSnapshot(f.db, id, 'request');
  }
});
afterAll(() => t.close());

/** Every dashboard read this module serves, with a query for a version. */
const calls = (id: number, extra: Record<string, number | string | undefined> = {}) => {
  const q = qs({ phien_ban_id: id, ...extra });
  return [
    `${D}/bo-loc?${q}`,
    `${D}/thong-ke-ty-le-phan-hoi?${q}`,
    `${D}/thong-ke-ty-le-phan-hoi-phong-ban?${q}`,
    `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh?${q}`,
    `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh-theo-benh-vien?${q}`,
    `${D}/get-grade-graph?${q}`,
    `${D}/get-events-graph?${q}`,
    `${D}/get-composite-score?${q}`,
    `${D}/get-composite-data?${q}`,
    `${D}/phan-bo-nhan-vien-theo-chuc-danh?${q}`,
    `${D}/phan-bo-nhan-vien-theo-phong-ban?${q}`,
    `${D}/result-value?${q}`,
    `${D}/ty-le-phan-hoi-tich-cuc-chi-tiet?${q}`,
    `${V}/thong-ke/${id}?${qs(extra)}`,
    `${V}/percent-data/${id}?${qs(extra)}`,
    // The compute is about the whole version: it takes no hospital.
    ...(extra.hospital_id === undefined ? [`${V}/phien-ban-khao-sat/create-percent-data?${qs({ phien_ban_id: id })}`] : []),
  ];
};

describe('dashboard access', () => {
  it('covers every read endpoint of the contract but the two exports', () => {
    // Staff comments and action plans are licensed as dashboard features but have their own
    // access tests (comments.test.ts, action-plans.test.ts): other functions, other rules. So has
    // the province view (province/province-view.test.ts: its hospitals come from the caller's group),
    // and the federated benchmark's position (catalogues/federated: it reads a fetched benchmark set).
    const ownTests = [`${D}/y-kien`, `${V}/ke-hoach-hanh-dong`, `${V}/nhom-benh-vien`, `${V}/diem-chuan-lien-ket`];
    const paths = Object.values(endpoints)
      .filter((e) => e.module === 'dashboard' && !('file' in e && e.file) && !ownTests.some((p) => e.path.startsWith(p)))
      .map((e) => e.path.replace(/\{id\}/, '1'));
    const served = [...calls(1).map((u) => u.split('?')[0]!), `${D}/phien-ban`];
    expect(served.sort()).toEqual(paths.sort());
  });

  it('asks for a login (401) and the dashboard function (403)', async () => {
    for (const url of [...calls(own), `${D}/phien-ban`]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      const staff = await f.call('nhanvien01', url);
      expect(staff.statusCode).toBe(403);
      expect(body(staff).message).toBe('Bạn không có quyền thực hiện chức năng này');
    }
  });

  it('refuses a hospital that has not licensed the dashboards', async () => {
    // bv2admin's own hospital (BVDEMO2) has no dashboard licence.
    for (const url of [...calls(other), `${D}/phien-ban`]) {
      const res = await f.call('bv2admin', url);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe(NOT_LICENSED);
    }
    // A system administrator asking for such a hospital, or for a version only it runs.
    for (const url of [...calls(campaign, { hospital_id: unlicensed }), ...calls(other)]) {
      const res = await f.call('admin', url);
      expect([url, res.statusCode, body(res).message]).toEqual([url, 403, NOT_LICENSED]);
    }
    // Without a hospital, a pool shows only the licensed hospitals.
    const avg = await f.get<TAveragePositive>('admin', `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh?phien_ban_id=${campaign}`);
    expect(avg.scope.hospitals.map((h) => h.hospital_id)).toEqual([f.demoId]);
    expect(avg.scope).toMatchObject({ pooled: false, n: 8 });
    const rates = await f.get<TResponseRates>('admin', `${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=${campaign}`);
    expect(rates.hospitals.map((h) => h.hospital_id)).toEqual([f.demoId]);
    const versions = await f.get<TDashboardVersion[]>('admin', `${D}/phien-ban`);
    expect(versions.find((v) => v.phien_ban_id === campaign)!.hospitals.map((h) => h.hospital_id)).toEqual([f.demoId]);
    expect(versions.some((v) => v.phien_ban_id === other)).toBe(false);
  });

  it('refuses a hospital outside the caller’s scope', async () => {
    for (const url of [...calls(own, { hospital_id: f.demo2Id }), ...calls(other)]) {
      const res = await f.call('bvadmin', url);
      expect([url, res.statusCode, body(res).message]).toEqual([url, 403, OUT_OF_SCOPE_MESSAGE]);
    }
    // In a campaign, a hospital administrator sees only their own hospital.
    const filters = await f.get<TDashboardFilters>('bvadmin', `${D}/bo-loc?phien_ban_id=${campaign}`);
    expect(filters.hospitals.map((h) => h.hospital_id)).toEqual([f.demoId]);
    expect(filters.units.length).toBeGreaterThan(5);
    expect(filters.positions.length).toBeGreaterThan(5);
  });

  it('refuses the compute without DASHBOARD_TINH_DU_LIEU, reads stay open', async () => {
    await sql`DELETE FROM phan_quyen_chuc_nang WHERE phan_quyen_id = (SELECT phan_quyen_id FROM tai_khoan WHERE ten_tai_khoan = 'bvadmin')
      AND chuc_nang_id = (SELECT chuc_nang_id FROM chuc_nang WHERE ma_chuc_nang = ${FN.dashboardCompute})`.execute(f.db);
    expect((await f.call('bvadmin', `${V}/phien-ban-khao-sat/create-percent-data?phien_ban_id=${own}`)).statusCode).toBe(403);
    expect((await f.call('bvadmin', `${D}/get-composite-score?phien_ban_id=${own}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown version, a template, a hospital not running it and a foreign question', async () => {
    const template = (await f.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('is_template', '=', true).executeTakeFirstOrThrow()).phien_ban_id;
    for (const url of [...calls(999_999), ...calls(template)]) {
      const res = await f.call('admin', url);
      expect([res.statusCode, body(res).message]).toEqual([404, 'Không tìm thấy phiên bản khảo sát']);
    }
    const [elsewhere] = await addHospitals(f.db, ['BV Không tham gia']);
    const res = await f.call('admin', `${D}/get-composite-score?phien_ban_id=${own}&hospital_id=${elsewhere}`);
    expect([res.statusCode, body(res).message]).toEqual([404, 'Bệnh viện không tham gia phiên bản khảo sát này']);
    const foreign = (await f.db.selectFrom('cau_hoi').select('cauhoi_id').where('phien_ban_id', '=', other).executeTakeFirstOrThrow()).cauhoi_id;
    const q = await f.call('admin', `${D}/result-value?phien_ban_id=${own}&cauhoi_id=${foreign}`);
    expect([q.statusCode, body(q).message]).toEqual([404, 'Không tìm thấy câu hỏi trong phiên bản khảo sát']);
  });

  it('answers bad input with 400 and a Vietnamese message, and never 500', async () => {
    const bad = [
      `${D}/get-composite-score`,
      `${D}/get-composite-score?phien_ban_id=abc`,
      `${D}/get-composite-score?phien_ban_id=0`,
      `${D}/get-composite-score?phien_ban_id=${own}&don_vi=-1`,
      `${D}/get-composite-score?phien_ban_id=${own}&vi_tri=1.5`,
      `${D}/get-composite-score?phien_ban_id=${own}&hospital_id=x`,
      `${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=-3`,
      `${V}/thong-ke/abc`,
      `${V}/thong-ke/${own}?page=0`,
      `${V}/thong-ke/${own}?size=1000`,
      `${V}/thong-ke/${own}?status_khao_sat=5`,
      `${V}/percent-data/0`,
      `${V}/phien-ban-khao-sat/create-percent-data`,
      `${D}/result-value?phien_ban_id=${own}&scale=${'x'.repeat(50)}`,
      `${D}/result-value?phien_ban_id=${own}&cauhoi_id=-1`,
    ];
    for (const url of bad) {
      const res = await f.call('admin', url);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toMatch(/[àáảãạăâđèéẻẽẹêìíỉĩịòóỏõọôơùúủũụưỳýỷỹỵ]/i);
    }
    const odd = {
      hospital_id: 2_147_483_647,
      don_vi: 2_147_483_647,
      vi_tri: 0,
      cauhoi_id: 2_000_000_000,
      keyword: "%_'\\",
      page: 99_999,
      size: 200,
      status_khao_sat: 2,
      scale: 'events',
    };
    for (const url of [...calls(own, odd), ...calls(2_147_483_647), ...calls(own, { don_vi: 99_999_999_999 })]) {
      expect((await f.call('admin', url)).statusCode).toBeLessThan(500);
    }
  });
});
