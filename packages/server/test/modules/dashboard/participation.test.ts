/**
 * Participation, live from the staff records: invited, ineligible, submitted, complete, valid;
 * response rate = complete / (invited − ineligible) (AHRQ); by department and job title at
 * invitation; the statistics list with paging and search.
 */
import { randomUUID } from 'node:crypto';
import type { TPage, TResponseRates, TStaffGroup, TStatisticsRow } from '@hm/contract';
import { responseRate, round1 } from '@hm/scoring';
import { syncStaffRecords } from '../../../src/modules/survey/staff-records.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addHospitals, D, dashFixture, type DashFixture, instrumentVersion, V } from './fixtures.js';

let t: TestApp;
let f: DashFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await dashFixture(t);
});
afterAll(() => t.close());

type Outcome = 'valid' | 'invalid' | 'incomplete' | 'ineligible' | 'none';

/** Marks staff records as the submit (or the ineligible call) leaves them. */
async function mark(recordIds: number[], outcome: Outcome): Promise<void> {
  if (recordIds.length === 0 || outcome === 'none') return;
  if (outcome === 'ineligible') {
    await f.db.updateTable('nhan_vien_khao_sat').set({ ineligible: true }).where('nhan_vien_khao_sat_id', 'in', recordIds).execute();
    return;
  }
  const hop_le = outcome === 'valid' ? 1 : 0;
  const hoan_thanh = outcome !== 'incomplete';
  await f.db.updateTable('nhan_vien_khao_sat').set({ status_khao_sat: 2, hop_le }).where('nhan_vien_khao_sat_id', 'in', recordIds).execute();
  await f.db
    .insertInto('vote_submit_key')
    .values(recordIds.map((id) => ({ idempotency_key: randomUUID(), nhan_vien_khao_sat_id: id, status_khao_sat: 2, hop_le, hoan_thanh })))
    .execute();
}

/** The AHRQ category names of a hospital catalogue's rows that are mapped (migration 006). */
async function ahrqNames(table: 'phong_ban' | 'chuc_danh', language: 'vi' | 'en'): Promise<Map<number, string>> {
  const rows =
    table === 'phong_ban'
      ? await f.db.selectFrom('phong_ban as g').innerJoin('phong_ban_ahrq as a', 'a.id', 'g.phong_ban_ahrq_id').select(['g.phong_ban_id as id', 'a.ten_vi', 'a.ten_en']).execute()
      : await f.db.selectFrom('chuc_danh as g').innerJoin('chuc_danh_ahrq as a', 'a.id', 'g.chuc_danh_ahrq_id').select(['g.chuc_danh_id as id', 'a.ten_vi', 'a.ten_en']).execute();
  return new Map(rows.map((r) => [r.id, language === 'en' ? r.ten_en : r.ten_vi]));
}

describe('participation', () => {
  let versionId: number;
  let records: { id: number; hospital_id: number; phong_ban_id: number | null; chuc_danh_id: number | null; outcome: Outcome }[];

  beforeAll(async () => {
    versionId = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: null, hospitals: [f.demoId, f.demo2Id], status: 1 });
    await syncStaffRecords(f.db, versionId, f.demoId);
    await syncStaffRecords(f.db, versionId, f.demo2Id);
    const rows = await f.db
      .selectFrom('nhan_vien_khao_sat')
      .select(['nhan_vien_khao_sat_id as id', 'hospital_id', 'phong_ban_id', 'chuc_danh_id'])
      .where('phien_ban_id', '=', versionId)
      .orderBy('nhan_vien_khao_sat_id')
      .execute();
    const cycle: Outcome[] = ['valid', 'valid', 'none', 'valid', 'invalid', 'incomplete', 'none', 'ineligible', 'valid', 'none', 'none'];
    records = rows.map((r, i) => ({ ...r, outcome: cycle[i % cycle.length]! }));
    for (const o of ['valid', 'invalid', 'incomplete', 'ineligible'] as Outcome[])
      await mark(
        records.filter((r) => r.outcome === o).map((r) => r.id),
        o,
      );
  });

  const tally = (rs: typeof records) => {
    const n = (o: Outcome[]) => rs.filter((r) => o.includes(r.outcome)).length;
    const t = { invited: rs.length, ineligible: n(['ineligible']), submitted: n(['valid', 'invalid', 'incomplete']), complete: n(['valid', 'invalid']), valid: n(['valid']) };
    const rate = round1(responseRate(t));
    // No ballot cards here: the link channel is the whole (ballot-cards.test.ts has cards).
    const kenh = {
      link: { invited: t.invited, submitted: t.submitted, complete: t.complete, rate },
      card: { invited: 0, submitted: 0, complete: 0, rate: null },
      paper: { invited: 0, submitted: 0, complete: 0, rate: null },
    };
    return { ...t, rate, kenh };
  };

  it('gives each hospital’s and the total response rate: complete / (invited − ineligible)', async () => {
    // BVDEMO2 has not licensed the dashboards: a system administrator sees BVDEMO only.
    const res = await f.get<TResponseRates>('admin', `${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=${versionId}`);
    const demo = records.filter((r) => r.hospital_id === f.demoId);
    expect(res.hospitals).toEqual([{ hospital_id: f.demoId, name: 'Bệnh viện Đa khoa Demo', ...tally(demo) }]);
    expect(res.total).toEqual({ hospital_id: null, name: 'Tổng cộng', ...tally(demo) });
    const { invited, ineligible, complete } = tally(demo);
    expect(res.total.rate).toBe(Math.round((1000 * complete) / (invited - ineligible)) / 10);
    expect(res.total.submitted).toBeGreaterThan(res.total.complete);
    expect(res.total.complete).toBeGreaterThan(res.total.valid);
    const en = await f.get<TResponseRates>('admin', `${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=${versionId}`, { language: 'en' });
    expect(en.total.name).toBe('Total');
  });

  it('pools several licensed hospitals and adds them up', async () => {
    await f.db.insertInto('hospital_module').values({ hospital_id: f.demo2Id, module: 'dashboard' }).execute();
    try {
      const res = await f.get<TResponseRates>('admin', `${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=${versionId}`);
      expect(res.hospitals.map((h) => h.hospital_id).sort()).toEqual([f.demoId, f.demo2Id].sort());
      expect(res.total).toEqual({ hospital_id: null, name: 'Tổng cộng', ...tally(records) });
      for (const h of res.hospitals) expect(h).toMatchObject(tally(records.filter((r) => r.hospital_id === h.hospital_id)));
      const one = await f.get<TResponseRates>('admin', `${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=${versionId}&hospital_id=${f.demo2Id}`);
      expect(one.total).toMatchObject(tally(records.filter((r) => r.hospital_id === f.demo2Id)));
    } finally {
      await f.db.deleteFrom('hospital_module').where('hospital_id', '=', f.demo2Id).where('module', '=', 'dashboard').execute();
    }
  });

  it('breaks participation down by department and by job title at invitation', async () => {
    const demo = records.filter((r) => r.hospital_id === f.demoId);
    for (const [url, key, table] of [
      [`${D}/thong-ke-ty-le-phan-hoi-phong-ban`, 'phong_ban_id', 'phong_ban'],
      [`${D}/phan-bo-nhan-vien-theo-phong-ban`, 'phong_ban_id', 'phong_ban'],
      [`${D}/phan-bo-nhan-vien-theo-chuc-danh`, 'chuc_danh_id', 'chuc_danh'],
    ] as const) {
      const groups = await f.get<TStaffGroup[]>('bvadmin', `${url}?phien_ban_id=${versionId}`);
      const ids = [...new Set(demo.map((r) => r[key]))];
      expect(groups.map((g) => g.id).sort()).toEqual(ids.sort());
      const ahrq = await ahrqNames(table, 'vi');
      for (const g of groups) {
        const { valid: _, ...expected } = tally(demo.filter((r) => r[key] === g.id));
        expect(g).toMatchObject({ ...expected, ahrq: g.id === null ? null : (ahrq.get(g.id) ?? null) });
      }
      const names = (await f.db.selectFrom(table).selectAll().where('hospital_id', '=', f.demoId).execute()) as unknown as Record<string, unknown>[];
      const nameOf = (id: number | null) => String(names.find((n) => n[key] === id)?.[table === 'phong_ban' ? 'ten_phong_ban' : 'ten_chuc_danh'] ?? 'Chưa xác định');
      expect(groups.map((g) => g.name)).toEqual(groups.map((g) => nameOf(g.id)));
      expect(groups.reduce((s, g) => s + g.invited, 0)).toBe(demo.length);
    }
  });

  it('names each department’s and job title’s AHRQ category, in the request language, once it is mapped', async () => {
    const dept = records.find((x) => x.hospital_id === f.demoId && x.phong_ban_id !== null)!.phong_ban_id!;
    const category = await f.db
      .insertInto('phong_ban_ahrq')
      .values({ ma: `T-${randomUUID().slice(0, 8)}`, ten_vi: 'Hồi sức tích cực (thử)', ten_en: 'ICU (test)' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const previous = await f.db.selectFrom('phong_ban').select('phong_ban_ahrq_id').where('phong_ban_id', '=', dept).executeTakeFirstOrThrow();
    await f.db.updateTable('phong_ban').set({ phong_ban_ahrq_id: category.id }).where('phong_ban_id', '=', dept).execute();
    try {
      const url = `${D}/phan-bo-nhan-vien-theo-phong-ban?phien_ban_id=${versionId}`;
      expect((await f.get<TStaffGroup[]>('bvadmin', url)).find((g) => g.id === dept)!.ahrq).toBe('Hồi sức tích cực (thử)');
      expect((await f.get<TStaffGroup[]>('bvadmin', url, { language: 'en' })).find((g) => g.id === dept)!.ahrq).toBe('ICU (test)');
    } finally {
      await f.db.updateTable('phong_ban').set({ phong_ban_ahrq_id: previous.phong_ban_ahrq_id }).where('phong_ban_id', '=', dept).execute();
      await f.db.deleteFrom('phong_ban_ahrq').where('id', '=', category.id).execute();
    }
  });

  it('moves a department after a staff member changed it: the record keeps the one at invitation', async () => {
    const r = records.find((x) => x.hospital_id === f.demoId && x.phong_ban_id !== null)!;
    const nv = await f.db.selectFrom('nhan_vien_khao_sat').select('nhan_vien_id').where('nhan_vien_khao_sat_id', '=', r.id).executeTakeFirstOrThrow();
    const other = await f.db
      .selectFrom('phong_ban')
      .select('phong_ban_id')
      .where('hospital_id', '=', f.demoId)
      .where('phong_ban_id', '<>', r.phong_ban_id!)
      .executeTakeFirstOrThrow();
    await f.db.updateTable('nhan_vien').set({ phong_ban_id: other.phong_ban_id }).where('nhan_vien_id', '=', nv.nhan_vien_id).execute();
    const groups = await f.get<TStaffGroup[]>('bvadmin', `${D}/phan-bo-nhan-vien-theo-phong-ban?phien_ban_id=${versionId}`);
    const before = records.filter((x) => x.hospital_id === f.demoId && x.phong_ban_id === r.phong_ban_id).length;
    expect(groups.find((g) => g.id === r.phong_ban_id)!.invited).toBe(before);
  });

  it('lists the staff records with paging, status filter and search', async () => {
    const demo = records.filter((r) => r.hospital_id === f.demoId);
    const page = await f.get<TPage<TStatisticsRow>>('bvadmin', `${V}/thong-ke/${versionId}?page=2&size=7`);
    expect(page).toMatchObject({ total: demo.length, page: 2, size: 7 });
    expect(page.data.map((r) => r.stt)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(page.data.every((r) => r.hospital_id === f.demoId && r.hospital_name === 'Bệnh viện Đa khoa Demo')).toBe(true);
    const codes = page.data.map((r) => r.ma_nhan_vien);
    expect(codes).toEqual([...codes].sort());

    const voted = await f.get<TPage<TStatisticsRow>>('bvadmin', `${V}/thong-ke/${versionId}?status_khao_sat=2&size=200`);
    expect(voted.total).toBe(tally(demo).submitted);
    expect(voted.data.every((r) => r.status_khao_sat === 2 && r.hop_le !== -1 && !r.ineligible)).toBe(true);
    const ineligible = (await f.get<TPage<TStatisticsRow>>('bvadmin', `${V}/thong-ke/${versionId}?status_khao_sat=1&size=200`)).data.filter((r) => r.ineligible);
    expect(ineligible).toHaveLength(tally(demo).ineligible);

    const found = await f.get<TPage<TStatisticsRow>>('bvadmin', `${V}/thong-ke/${versionId}?keyword=NV001`);
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ stt: 1, ma_nhan_vien: 'NV001', hospital_id: f.demoId });
    expect(typeof found.data[0]!.ten_nhan_vien).toBe('string');
    expect((await f.get<TPage<TStatisticsRow>>('bvadmin', `${V}/thong-ke/${versionId}?keyword=${encodeURIComponent('%_')}`)).total).toBe(0);
  });
});

describe('statistics across hospitals', () => {
  it('pages through several hospitals in name order, then staff code, with the same rows as one long page', async () => {
    // Named so that the name order is not the id order.
    const [zeta, alpha] = await addHospitals(f.db, ['Bệnh viện Zeta', 'Bệnh viện Alpha']);
    for (const [h, n] of [
      [zeta!, 9],
      [alpha!, 6],
    ] as const) {
      await f.db
        .insertInto('nhan_vien')
        .values(Array.from({ length: n }, (_, i) => ({ hospital_id: h, ma_nhan_vien: `S${String(n - i).padStart(2, '0')}`, ten_nhan_vien: `Nhân viên ${i}` })))
        .execute();
    }
    const versionId = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: null, hospitals: [zeta!, alpha!], status: 1 });
    await syncStaffRecords(f.db, versionId, zeta!);
    await syncStaffRecords(f.db, versionId, alpha!);

    const all = await f.get<TPage<TStatisticsRow>>('admin', `${V}/thong-ke/${versionId}?size=100`);
    expect(all.total).toBe(15);
    expect(all.data.map((r) => `${r.hospital_name} ${r.ma_nhan_vien}`)).toEqual([
      ...['01', '02', '03', '04', '05', '06'].map((c) => `Bệnh viện Alpha S${c}`),
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((c) => `Bệnh viện Zeta S${c}`),
    ]);
    const pages: TStatisticsRow[] = [];
    for (let page = 1; page <= 3; page++) {
      const p = await f.get<TPage<TStatisticsRow>>('admin', `${V}/thong-ke/${versionId}?size=4&page=${page}`);
      expect(p.total).toBe(15);
      pages.push(...p.data);
    }
    expect(pages).toEqual(all.data.slice(0, 12));
    expect((await f.get<TPage<TStatisticsRow>>('admin', `${V}/thong-ke/${versionId}?size=4&page=4`)).data).toEqual(all.data.slice(12));
    expect((await f.get<TPage<TStatisticsRow>>('admin', `${V}/thong-ke/${versionId}?size=4&page=5`)).data).toEqual([]);

    // One hospital asked for; a search across both.
    const one = await f.get<TPage<TStatisticsRow>>('admin', `${V}/thong-ke/${versionId}?hospital_id=${zeta}&size=3&page=2`);
    expect(one).toMatchObject({ total: 9 });
    expect(one.data.map((r) => [r.stt, r.ma_nhan_vien])).toEqual([
      [4, 'S04'],
      [5, 'S05'],
      [6, 'S06'],
    ]);
    const found = await f.get<TPage<TStatisticsRow>>('admin', `${V}/thong-ke/${versionId}?keyword=S0${encodeURIComponent('7')}`);
    expect(found.data.map((r) => `${r.hospital_name} ${r.ma_nhan_vien}`)).toEqual(['Bệnh viện Zeta S07']);
  });
});
