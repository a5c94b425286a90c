import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { OUT_OF_SCOPE_MESSAGE } from '../../../src/access/caller.js';
import { takeSnapshot } from '../../../src/modules/dashboard/snapshot-compute.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { openVersion, type OpenVersion, V, voteFixture, type VoteFixture } from '../voting/fixtures.js';

let t: TestApp;
let f: VoteFixture;
let v: OpenVersion;
let thirdId: number;
let h1: number;
let h3: number;
let position: number;
let demoName: string;
const tokens = new Map<string, string>();

const URL_WT = `${V}/dash-board/xuat-thong-ke-thoi-gian`;
const TENURE = ['Dưới 1 năm', '1 đến 5 năm', '6 đến 10 năm'];
const HOURS = ['Dưới 20 giờ', '20 đến 39 giờ', '40 đến 59 giờ', '60 giờ trở lên'];

/** The BVDEMO respondents: 8 in unit 1, 6 in unit 2, 2 without a unit (so unit 2 is hidden by complementary suppression). */
const demoRespondents = Array.from({ length: 16 }, (_, i) => ({
  unit: i < 8 ? 1 : i < 14 ? 2 : 0,
  position: 1 + (i % 2),
  tenure: 1 + (i % 3),
  hours: i < 10 ? 3 : 4,
}));
type Respondent = (typeof demoRespondents)[number];

async function respond(hospital: number, r: Respondent, valid = true): Promise<void> {
  const id = randomUUID();
  await f.db
    .insertInto('ket_qua')
    .values({ ket_qua_id: id, phien_ban_id: v.versionId, hospital_id: hospital, ngay: '2026-11-20', hop_le: valid ? 1 : 0, hoan_thanh: true, don_vi: r.unit, vi_tri: r.position })
    .execute();
  await f.db
    .insertInto('ket_qua_chi_tiet')
    .values([
      { ket_qua_id: id, cauhoi_id: v.s.a1, gia_tri: 4, noi_dung: null },
      ...(r.unit ? [{ ket_qua_id: id, cauhoi_id: v.s.unit, gia_tri: r.unit, noi_dung: null }] : []),
      { ket_qua_id: id, cauhoi_id: position, gia_tri: r.position, noi_dung: null },
      { ket_qua_id: id, cauhoi_id: h1, gia_tri: r.tenure, noi_dung: null },
      { ket_qua_id: id, cauhoi_id: h3, gia_tri: r.hours, noi_dung: null },
    ])
    .execute();
}

const get = (user: string, query: string, headers: Record<string, string> = {}) => t.as(tokens.get(user)!, { method: 'GET', url: `${URL_WT}?${query}`, headers });

async function rowsOf(res: LightMyRequestResponse): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(wb.worksheets).toHaveLength(1);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    out.push(Array.from({ length: 7 }, (_, i) => values[i] ?? null));
  });
  return out;
}

/** The expected rows of one block: each value of H1 and H3 with its count and percent, then the answered total. */
function expectedBlock(name: string, people: readonly Respondent[]): unknown[][] {
  const rows: unknown[][] = [];
  const question = (code: string, text: string, labels: readonly string[], pickValue: (r: Respondent) => number) => {
    const n = people.length;
    labels.forEach((label, i) => {
      const count = people.filter((r) => pickValue(r) === i + 1).length;
      rows.push([name, code, text, i + 1, label, count, Math.round((1000 * count) / n) / 10]);
    });
    rows.push([name, code, text, null, 'Tổng số đã trả lời', n, 100]);
  };
  question('H1', 'Anh/chị đã làm việc tại bệnh viện này bao lâu?', TENURE, (r) => r.tenure);
  question('H3', 'Anh/chị làm việc bao nhiêu giờ mỗi tuần?', HOURS, (r) => r.hours);
  return rows;
}

const blockOf = (rows: unknown[][], name: string) => rows.filter((r) => r[0] === name);

beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
  for (const u of ['admin', 'bvadmin', 'nhanvien01']) tokens.set(u, await t.login(u));
  thirdId = (await f.db.insertInto('hospital').values({ ma_benh_vien: 'BVWT3', name: 'Bệnh viện Thời Gian Ba' }).returning('hospital_id').executeTakeFirstOrThrow()).hospital_id;
  await f.db
    .insertInto('hospital_module')
    .values((['survey', 'dashboard'] as const).map((module) => ({ hospital_id: thirdId, module })))
    .execute();
  demoName = (await f.db.selectFrom('hospital').select('name').where('hospital_id', '=', f.demoId).executeTakeFirstOrThrow()).name;

  v = await openVersion(f, { status: 2 });
  await f.db.updateTable('phien_ban_khao_sat').set({ hospital_id: null }).where('phien_ban_id', '=', v.versionId).execute();
  await f.db.insertInto('phien_ban_benh_vien').values({ phien_ban_id: v.versionId, hospital_id: thirdId }).execute();
  // A background part with the staff position and two working-time questions (before the unit part in form order).
  const { phan_cauhoi_id } = await f.db
    .insertInto('phan_cau_hoi')
    .values({ phien_ban_id: v.versionId, ma_phan: 'H', giatri_cauhoi: 'Thông tin chung', la_thong_tin_chung: true, stt: 9 })
    .returning('phan_cauhoi_id')
    .executeTakeFirstOrThrow();
  const question = async (stt: number, code: string, text: string, scale: string, labels: readonly string[], role?: 'position' | 'unit') => {
    const { cauhoi_id } = await f.db
      .insertInto('cau_hoi')
      .values({
        phancauhoi_id: phan_cauhoi_id,
        phien_ban_id: v.versionId,
        ma_cauhoi: code,
        stt_cauhoi: stt,
        ten_cauhoi: text,
        ten_cauhoi_en: `${code} (en)`,
        scale,
        ...(role ? { vai_tro: role } : {}),
      })
      .returning('cauhoi_id')
      .executeTakeFirstOrThrow();
    await f.db
      .insertInto('dap_an')
      .values(labels.map((l, i) => ({ cauhoi_id, type: 'number', gia_tri: i + 1, ten_dap_an: l, ten_dap_an_en: `${l} (en)`, stt: i + 1 })))
      .execute();
    return cauhoi_id;
  };
  h1 = await question(1, 'H1', 'Anh/chị đã làm việc tại bệnh viện này bao lâu?', 'tenure', TENURE);
  h3 = await question(2, 'H3', 'Anh/chị làm việc bao nhiêu giờ mỗi tuần?', 'hours', HOURS);
  position = await question(3, 'H4', 'Vị trí công tác', 'position', ['Bác sĩ', 'Điều dưỡng'], 'position');

  for (const r of demoRespondents) await respond(f.demoId, r);
  // Not counted: an invalid response, and the third hospital's 3 respondents are below the minimum of 5.
  await respond(f.demoId, { unit: 1, position: 1, tenure: 3, hours: 1 }, false);
  for (let i = 0; i < 3; i++) await respond(thirdId, { unit: 1, position: 1, tenure: 1, hours: 1 });
  await takeSnapshot(f.db, v.versionId, 'request');
  // After the snapshot: not in the figures (they come from the snapshot, never the answers).
  await respond(f.demoId, { unit: 1, position: 1, tenure: 3, hours: 4 });
});
afterAll(() => t.close());

describe('xuat-thong-ke-thoi-gian', () => {
  it('exports the distributions of the working-time questions of a hospital from the latest snapshot', async () => {
    const res = await get('bvadmin', `phien_ban_id=${v.versionId}&hospital_id=${f.demoId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Thong ke thoi gian cong tac - phien ban \d+\.xlsx"; filename\*=UTF-8''/);
    const rows = await rowsOf(res);
    expect(rows[0]![0]).toBe('Thống kê thời gian công tác');
    expect(rows.find((r) => r[0] === 'Bệnh viện')![1]).toBe(demoName);
    expect(rows.find((r) => String(r[0]).startsWith('Khoa/phòng'))![1]).toBe('Tất cả');
    expect(rows.find((r) => r[0] === 'Phạm vi')).toEqual(['Phạm vi', 'Mã câu hỏi', 'Câu hỏi', 'Mã đáp án', 'Đáp án', 'Số người', 'Tỷ lệ (%)']);
    expect(blockOf(rows, demoName)).toEqual(expectedBlock(demoName, demoRespondents));
    // Only the tenure/hours questions: no position, unit or scored item rows.
    expect(rows.some((r) => r[1] === 'H4' || r[1] === 'A1' || r[1] === 'U1')).toBe(false);
  });

  it('exports a shown unit, and says so instead of figures for a suppressed one (complementary suppression)', async () => {
    const shown = await rowsOf(await get('admin', `phien_ban_id=${v.versionId}&hospital_id=${f.demoId}&don_vi=1`));
    expect(shown.find((r) => String(r[0]).startsWith('Khoa/phòng'))![1]).toBe('Khoa nội');
    expect(blockOf(shown, demoName)).toEqual(
      expectedBlock(
        demoName,
        demoRespondents.filter((r) => r.unit === 1),
      ),
    );

    // Unit 2 has 6 respondents, but the 2 without a unit are hidden, so unit 2 is hidden with them.
    for (const query of [`don_vi=2`, `don_vi=0`, `don_vi=1&vi_tri=2`]) {
      const res = await get('admin', `phien_ban_id=${v.versionId}&hospital_id=${f.demoId}&${query}`);
      expect(res.statusCode).toBe(200);
      const block = blockOf(await rowsOf(res), demoName);
      expect([query, block]).toEqual([
        query,
        [[demoName, null, 'Không hiển thị: nhóm có ít hơn 5 người trả lời, hoặc được ẩn để không suy ra được một nhóm nhỏ.', null, null, null, null]],
      ]);
    }
  });

  it('pools several hospitals by respondent and adds a block per hospital, a hospital below the minimum suppressed', async () => {
    const res = await get('admin', `phien_ban_id=${v.versionId}`);
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(res);
    expect(rows.find((r) => r[0] === 'Bệnh viện')![1]).toContain('Bệnh viện Thời Gian Ba');
    // BVDEMO2 runs no part of it; the third hospital (3 respondents) is left out of the pool.
    expect(blockOf(rows, 'Tất cả bệnh viện đã chọn')).toEqual(expectedBlock('Tất cả bệnh viện đã chọn', demoRespondents));
    expect(blockOf(rows, demoName)).toEqual(expectedBlock(demoName, demoRespondents));
    expect(blockOf(rows, 'Bệnh viện Thời Gian Ba')).toEqual([['Bệnh viện Thời Gian Ba', null, expect.stringMatching(/^Không hiển thị/), null, null, null, null]]);
  });

  it('speaks English when asked', async () => {
    const rows = await rowsOf(await get('admin', `phien_ban_id=${v.versionId}&hospital_id=${f.demoId}`, { language: 'en' }));
    expect(rows[0]![0]).toBe('Working time statistics');
    expect(rows.find((r) => r[1] === 'H1' && r[3] === 1)!.slice(2, 5)).toEqual(['H1 (en)', 1, 'Dưới 1 năm (en)']);
  });

  it('refuses without a snapshot (409), without the function or out of scope (403), and a bad query (400), with the JSON envelope', async () => {
    const bare = await openVersion(f, { status: 2 });
    const cases: [string, string, number, string | null][] = [
      ['admin', `phien_ban_id=${bare.versionId}`, 409, 'Phiên bản chưa có dữ liệu tổng hợp. Hãy tính dữ liệu (Tính dữ liệu) trước khi xuất thống kê.'],
      ['nhanvien01', `phien_ban_id=${v.versionId}`, 403, 'Bạn không có quyền thực hiện chức năng này'],
      ['bvadmin', `phien_ban_id=${v.versionId}&hospital_id=${thirdId}`, 403, OUT_OF_SCOPE_MESSAGE],
      ['admin', `phien_ban_id=${v.versionId}&don_vi=-1`, 400, null],
      ['admin', `phien_ban_id=x`, 400, null],
      ['admin', `phien_ban_id=999999`, 404, null],
    ];
    for (const [user, query, status, message] of cases) {
      const res = await get(user, query);
      expect([query, res.statusCode]).toEqual([query, status]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(body(res).code).toBe(status);
      if (message) expect(body(res).message).toBe(message);
    }
  });
});
