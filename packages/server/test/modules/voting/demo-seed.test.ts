import { sql } from 'kysely';
import { openDatabase } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrate.js';
import { DEMO_HOSPITAL_STAFF, DEMO_SURVEYS } from '../../../src/seed/demo-votes.js';
import { seed } from '../../../src/seed/index.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { MIGRATIONS } from '../../helpers/template.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface SurveyFigures {
  phien_ban_id: number;
  tieu_de_khao_sat: string;
  status_khao_sat: number;
  instrument_code: string | null;
  invited: number;
  voted: number;
  valid_records: number;
  ineligible_voted: number;
  responses: number;
  valid_responses: number;
  complete_responses: number;
  units: number;
  positions: number;
  nines: number;
  outside_window: number;
}

describe('the demo responses (embedded demo mode)', () => {
  it('gives the demo hospital two closed SOPS 2.0 surveys with a few hundred responses through the submit', async () => {
    const db = t.database.db;
    const { rows } = await sql<SurveyFigures>`
      SELECT v.phien_ban_id, v.tieu_de_khao_sat, v.status_khao_sat, v.instrument_code,
        (SELECT count(*)::int FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = v.phien_ban_id) AS invited,
        (SELECT count(*)::int FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = v.phien_ban_id AND r.status_khao_sat = 2) AS voted,
        (SELECT count(*)::int FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = v.phien_ban_id AND r.hop_le = 1) AS valid_records,
        (SELECT count(*)::int FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = v.phien_ban_id AND r.ineligible AND r.status_khao_sat = 2) AS ineligible_voted,
        (SELECT count(*)::int FROM ket_qua k WHERE k.phien_ban_id = v.phien_ban_id) AS responses,
        (SELECT count(*)::int FROM ket_qua k WHERE k.phien_ban_id = v.phien_ban_id AND k.hop_le = 1) AS valid_responses,
        (SELECT count(*)::int FROM ket_qua k WHERE k.phien_ban_id = v.phien_ban_id AND k.hoan_thanh) AS complete_responses,
        (SELECT count(DISTINCT d.gia_tri)::int FROM ket_qua k JOIN ket_qua_chi_tiet d USING (ket_qua_id) JOIN cau_hoi q USING (cauhoi_id) WHERE k.phien_ban_id = v.phien_ban_id AND q.vai_tro = 'unit') AS units,
        (SELECT count(DISTINCT d.gia_tri)::int FROM ket_qua k JOIN ket_qua_chi_tiet d USING (ket_qua_id) JOIN cau_hoi q USING (cauhoi_id) WHERE k.phien_ban_id = v.phien_ban_id AND q.vai_tro = 'position') AS positions,
        (SELECT count(*)::int FROM ket_qua k JOIN ket_qua_chi_tiet d USING (ket_qua_id) WHERE k.phien_ban_id = v.phien_ban_id AND d.gia_tri = 9 AND d.cauhoi_id IN (SELECT l.cauhoi_id FROM composite_cau_hoi l)) AS nines,
        (SELECT count(*)::int FROM ket_qua k WHERE k.phien_ban_id = v.phien_ban_id AND (k.ngay < (v.time_start AT TIME ZONE 'Asia/Ho_Chi_Minh')::date OR k.ngay > (v.time_end AT TIME ZONE 'Asia/Ho_Chi_Minh')::date)) AS outside_window
      FROM phien_ban_khao_sat v JOIN hospital h ON h.hospital_id = v.hospital_id
      WHERE h.ma_benh_vien = 'BVDEMO' AND v.tieu_de_khao_sat LIKE 'Khảo sát văn hóa an toàn người bệnh 20%'
      ORDER BY v.time_start`.execute(db);
    expect(rows.map((r) => r.tieu_de_khao_sat)).toEqual(DEMO_SURVEYS.map((s) => s.title));
    for (const [i, r] of rows.entries()) {
      const s = DEMO_SURVEYS[i]!;
      expect(r).toMatchObject({
        status_khao_sat: 2,
        instrument_code: 'HSOPS2',
        invited: s.invited,
        voted: s.responses,
        responses: s.responses,
        ineligible_voted: 0,
        outside_window: 0,
      });
      // The records got the validity of their responses; a few responses are incomplete (background only).
      expect(r.valid_records).toBe(r.valid_responses);
      expect(r.complete_responses).toBe(r.valid_responses);
      expect(r.valid_responses).toBeGreaterThan(s.responses * 0.9);
      expect(r.valid_responses).toBeLessThan(s.responses);
      expect(r.units).toBeGreaterThanOrEqual(9);
      expect(r.positions).toBeGreaterThanOrEqual(6);
      expect(r.nines).toBeGreaterThan(0);
    }
    // Missing answers: not every complete response answered every composite item.
    const answered = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ket_qua k WHERE k.phien_ban_id = ${rows[1]!.phien_ban_id} AND k.hoan_thanh
        AND (SELECT count(*) FROM ket_qua_chi_tiet d JOIN composite_cau_hoi l USING (cauhoi_id) WHERE d.ket_qua_id = k.ket_qua_id) < 32`.execute(db);
    expect(answered.rows[0]!.n).toBeGreaterThan(50);
    const staff = await db
      .selectFrom('nhan_vien as nv')
      .innerJoin('hospital as h', 'h.hospital_id', 'nv.hospital_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('h.ma_benh_vien', '=', 'BVDEMO')
      .executeTakeFirstOrThrow();
    expect(Number(staff.n)).toBe(DEMO_HOSPITAL_STAFF);
  });

  it('is skipped outside demo mode', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrate(database, MIGRATIONS);
      const report = await seed(database.db, { demo: false, adminPassword: 'Mat-khau-dau-tien-1' });
      expect(report).toMatchObject({ demo: false, demoVotes: false, admin: true });
      const n = await sql<{ n: number }>`SELECT count(*)::int AS n FROM phien_ban_khao_sat WHERE NOT is_template`.execute(database.db);
      expect(n.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
