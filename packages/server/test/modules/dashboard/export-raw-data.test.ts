import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { NOT_LICENSED } from '../../../src/access/access.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../../src/access/caller.js';
import { RAW_BATCH } from '../../../src/modules/dashboard/export/raw-data.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { openVersion, type OpenVersion, V, voteFixture, type VoteFixture } from '../voting/fixtures.js';

let t: TestApp;
let f: VoteFixture;
let v: OpenVersion;
let thirdId: number;
const tokens = new Map<string, string>();

const URL_RAW = `${V}/dash-board/xuat-raw-data`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Answer {
  q: 'a1' | 'a2' | 'a3' | 'unit' | 'checkbox';
  values?: number[];
  text?: string;
}
interface Response {
  id: string;
  hospital: number;
  language: 'vi' | 'en';
  hop_le: 0 | 1;
  hoan_thanh: boolean;
  answers: Answer[];
}

async function insertResponse(versionId: number, r: Response, ids: Record<Answer['q'], number>): Promise<void> {
  const unit = r.answers.find((a) => a.q === 'unit')?.values?.[0] ?? 0;
  await f.db
    .insertInto('ket_qua')
    .values({
      ket_qua_id: r.id,
      phien_ban_id: versionId,
      hospital_id: r.hospital,
      ngay: '2026-11-20',
      language: r.language,
      hop_le: r.hop_le,
      hoan_thanh: r.hoan_thanh,
      don_vi: unit,
    })
    .execute();
  const rows = r.answers.flatMap((a) => [
    ...(a.values ?? []).map((g) => ({ ket_qua_id: r.id, cauhoi_id: ids[a.q], gia_tri: g, noi_dung: null })),
    ...(a.text ? [{ ket_qua_id: r.id, cauhoi_id: ids[a.q], gia_tri: null, noi_dung: a.text }] : []),
  ]);
  if (rows.length) await f.db.insertInto('ket_qua_chi_tiet').values(rows).execute();
}

const get = (user: string, query: string, headers: Record<string, string> = {}) => t.as(tokens.get(user)!, { method: 'GET', url: `${URL_RAW}?${query}`, headers });

async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

/** A sheet's rows as arrays of cell values (empty cells null, every row as wide as the first). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const out: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    const width = Math.max(values.length, out[0]?.length ?? 0);
    out.push(Array.from({ length: width }, (_, i) => values[i] ?? null));
  });
  return out;
}

const auditRows = () => f.db.selectFrom('audit_log').selectAll().where('action', '=', 'xuat-raw-data').orderBy('audit_log_id').execute();

let responses: Response[];

beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
  for (const u of ['admin', 'bvadmin', 'nhanvien01', 'bv2admin']) tokens.set(u, await t.login(u));
  // A third hospital, licensed for everything, running the same (campaign) version.
  thirdId = (await f.db.insertInto('hospital').values({ ma_benh_vien: 'BVEXP3', name: 'Bệnh viện Xuất Ba' }).returning('hospital_id').executeTakeFirstOrThrow()).hospital_id;
  await f.db
    .insertInto('hospital_module')
    .values((['survey', 'dashboard', 'reports'] as const).map((module) => ({ hospital_id: thirdId, module })))
    .execute();
  v = await openVersion(f, { status: 2 });
  await f.db.updateTable('phien_ban_khao_sat').set({ hospital_id: null }).where('phien_ban_id', '=', v.versionId).execute();
  await f.db
    .insertInto('phien_ban_benh_vien')
    .values([
      { phien_ban_id: v.versionId, hospital_id: thirdId },
      { phien_ban_id: v.versionId, hospital_id: f.demo2Id },
    ])
    .execute();
  const ids = { a1: v.s.a1, a2: v.s.a2, a3: v.s.a3, unit: v.s.unit, checkbox: v.s.checkbox };
  responses = [
    {
      id: randomUUID(),
      hospital: f.demoId,
      language: 'vi',
      hop_le: 1,
      hoan_thanh: true,
      answers: [
        { q: 'a1', values: [4] },
        { q: 'a2', values: [2] },
        { q: 'a3', text: 'Góp ý riêng: "khoa A"; có dấu phẩy, chấm phẩy' },
        { q: 'unit', values: [1] },
        { q: 'checkbox', values: [1, 3] },
      ],
    },
    {
      id: randomUUID(),
      hospital: f.demoId,
      language: 'en',
      hop_le: 1,
      hoan_thanh: true,
      answers: [
        { q: 'a1', values: [9] },
        { q: 'a2', values: [5] },
        { q: 'unit', values: [2] },
        { q: 'checkbox', values: [2] },
      ],
    },
    { id: randomUUID(), hospital: f.demoId, language: 'vi', hop_le: 0, hoan_thanh: false, answers: [{ q: 'unit', values: [1] }] },
    {
      id: randomUUID(),
      hospital: thirdId,
      language: 'vi',
      hop_le: 1,
      hoan_thanh: true,
      answers: [
        { q: 'a1', values: [1] },
        { q: 'a2', values: [1] },
        { q: 'a3', text: 'Ý kiến thứ hai' },
      ],
    },
    // BVDEMO2 has not licensed the dashboards: never exported.
    { id: randomUUID(), hospital: f.demo2Id, language: 'vi', hop_le: 1, hoan_thanh: true, answers: [{ q: 'a1', values: [3] }] },
  ];
  for (const r of responses) await insertResponse(v.versionId, r, ids);
});
afterAll(() => t.close());

const code = (r: Response) => (r.hospital === f.demoId ? 'BVDEMO' : r.hospital === thirdId ? 'BVEXP3' : 'BVDEMO2');
const value = (r: Response, q: Answer['q']) => r.answers.find((a) => a.q === q);
/** The expected data row of a response without comments (A1, A2, U1, C1). */
const expectedRow = (r: Response, comments = false) => [
  code(r),
  r.language,
  r.hop_le,
  r.hoan_thanh ? 1 : 0,
  value(r, 'a1')?.values?.[0] ?? null,
  value(r, 'a2')?.values?.[0] ?? null,
  ...(comments ? [value(r, 'a3')?.text ?? null] : []),
  value(r, 'unit')?.values?.[0] ?? null,
  value(r, 'checkbox')?.values?.join(';') ?? null,
];
const byId = (a: Response, b: Response) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('xuat-raw-data', () => {
  it('streams one row of raw codes per response of the licensed hospitals in scope, in the order of the random id, without comments, day or time', async () => {
    const res = await get('admin', `phien_ban_id=${v.versionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Du lieu tho - phien ban \d+\.xlsx"; filename\*=UTF-8''D%E1%BB%AF%20li%E1%BB%87u%20th%C3%B4/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const wb = await workbookOf(res);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Dữ liệu thô', 'Bảng mã']);
    const [header, ...data] = rowsOf(wb.worksheets[0]!);
    expect(header).toEqual(['MA_BENH_VIEN', 'NGON_NGU', 'HOP_LE', 'HOAN_CHINH', 'A1', 'A2', 'U1', 'C1']);
    const expected = responses.filter((r) => r.hospital !== f.demo2Id).sort(byId);
    // 9 kept, A2 (reverse-worded) not reverse-coded, checkbox codes joined with ';'.
    expect(data).toEqual(expected.map((r) => expectedRow(r)));
    const text = JSON.stringify(data);
    expect(text).not.toContain('Góp ý');
    expect(text).not.toContain('2026-11-20');
  });

  it('adds the free-text columns when comments are asked for', async () => {
    const res = await get('admin', `phien_ban_id=${v.versionId}&comments=true`);
    expect(res.statusCode).toBe(200);
    const [header, ...data] = rowsOf((await workbookOf(res)).worksheets[0]!);
    expect(header).toEqual(['MA_BENH_VIEN', 'NGON_NGU', 'HOP_LE', 'HOAN_CHINH', 'A1', 'A2', 'A3', 'U1', 'C1']);
    expect(data).toEqual(
      responses
        .filter((r) => r.hospital !== f.demo2Id)
        .sort(byId)
        .map((r) => expectedRow(r, true)),
    );
  });

  it('writes a codebook sheet: questions, answer codes and labels, reverse items, notes', async () => {
    const res = await get('admin', `phien_ban_id=${v.versionId}&comments=false`);
    const book = rowsOf((await workbookOf(res)).worksheets[1]!);
    expect(book[0]).toEqual(['Cột', 'Câu hỏi', 'Phần', 'Kiểu trả lời', 'Câu đảo', 'Mã', 'Nhãn']);
    const lines = (column: string) => book.filter((r) => r[0] === column);
    expect(lines('A1').map((r) => [r[5], r[6]])).toEqual([
      [1, 'Rất không đồng ý'],
      [2, 'Không đồng ý'],
      [3, 'Trung lập'],
      [4, 'Đồng ý'],
      [5, 'Rất đồng ý'],
      [9, 'Không áp dụng'],
    ]);
    expect(lines('A1')[0]![1]).toBe('Chúng tôi làm việc cùng nhau hiệu quả.');
    expect(lines('A2')[0]![4]).toBe('Có (R)');
    expect(lines('A1')[0]![4]).toBeNull();
    expect(lines('C1')[0]![3]).toBe('Nhiều lựa chọn (mã cách nhau bởi ;)');
    expect(lines('HOP_LE').map((r) => r[5])).toEqual([1, 0]);
    expect(lines('A3')).toHaveLength(0);
    expect(book.some((r) => String(r[0]).includes('Không kèm ý kiến'))).toBe(true);

    const withComments = rowsOf((await workbookOf(await get('admin', `phien_ban_id=${v.versionId}&comments=true`))).worksheets[1]!);
    expect(withComments.filter((r) => r[0] === 'A3').map((r) => r[3])).toEqual(['Ý kiến (chữ)']);
  });

  it('speaks English when asked (sheet names, codebook labels)', async () => {
    const res = await get('admin', `phien_ban_id=${v.versionId}`, { language: 'en' });
    const wb = await workbookOf(res);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Raw data', 'Codebook']);
    const book = rowsOf(wb.worksheets[1]!);
    expect(book.find((r) => r[0] === 'A1')![6]).toBe('Strongly disagree');
  });

  it('exports the one hospital asked for', async () => {
    const res = await get('admin', `phien_ban_id=${v.versionId}&hospital_id=${thirdId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('BVEXP3');
    const [, ...data] = rowsOf((await workbookOf(res)).worksheets[0]!);
    expect(data).toEqual([expectedRow(responses[3]!)]);
  });

  it('limits a hospital administrator to the hospitals in their scope', async () => {
    const res = await get('bvadmin', `phien_ban_id=${v.versionId}`);
    expect(res.statusCode).toBe(200);
    const [, ...data] = rowsOf((await workbookOf(res)).worksheets[0]!);
    expect(data.map((r) => r[0])).toEqual(['BVDEMO', 'BVDEMO', 'BVDEMO']);
  });

  it('records every export in the audit log before streaming (who, what, how many rows, comments, address)', async () => {
    const before = (await auditRows()).length;
    await get('admin', `phien_ban_id=${v.versionId}&comments=true`);
    await get('bvadmin', `phien_ban_id=${v.versionId}&hospital_id=${f.demoId}`);
    const [a, b] = (await auditRows()).slice(before);
    const adminId = (await f.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', 'admin').executeTakeFirstOrThrow()).tai_khoan_id;
    expect(a).toMatchObject({ tai_khoan_id: adminId, action: 'xuat-raw-data', phien_ban_id: v.versionId, hospital_id: null, ip: '127.0.0.1' });
    expect(a!.detail).toMatchObject({ comments: true, rows: 4 });
    expect(b).toMatchObject({ phien_ban_id: v.versionId, hospital_id: f.demoId });
    expect(b!.detail).toMatchObject({ comments: false, rows: 3 });
  });

  it('refuses without the raw-data function, out of scope or unlicensed, with the JSON envelope and no audit row', async () => {
    const before = (await auditRows()).length;
    const cases: [string, string, number, string | null][] = [
      ['nhanvien01', `phien_ban_id=${v.versionId}`, 403, 'Bạn không có quyền thực hiện chức năng này'],
      ['bvadmin', `phien_ban_id=${v.versionId}&hospital_id=${thirdId}`, 403, OUT_OF_SCOPE_MESSAGE],
      ['admin', `phien_ban_id=${v.versionId}&hospital_id=${f.demo2Id}`, 403, NOT_LICENSED],
      ['bv2admin', `phien_ban_id=${v.versionId}`, 403, null],
    ];
    for (const [user, query, status, message] of cases) {
      const res = await get(user, query);
      expect([user, res.statusCode]).toEqual([user, status]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(body(res).code).toBe(status);
      if (message) expect(body(res).message).toBe(message);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${URL_RAW}?phien_ban_id=${v.versionId}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await auditRows()).toHaveLength(before);
  });

  it('answers 400 for a bad query and 404 for an unknown version or a hospital not running it', async () => {
    const other = (await f.db.insertInto('hospital').values({ ma_benh_vien: 'BVEXP4', name: 'Bệnh viện Xuất Bốn' }).returning('hospital_id').executeTakeFirstOrThrow()).hospital_id;
    await f.db.insertInto('hospital_module').values({ hospital_id: other, module: 'dashboard' }).execute();
    const cases: [string, number][] = [
      ['', 400],
      ['phien_ban_id=abc', 400],
      [`phien_ban_id=${v.versionId}&comments=perhaps`, 400],
      [`phien_ban_id=${v.versionId}&hospital_id=-1`, 400],
      ['phien_ban_id=999999', 404],
      [`phien_ban_id=${v.versionId}&hospital_id=${other}`, 404],
    ];
    for (const [query, status] of cases) {
      const res = await get('admin', query);
      expect([query, res.statusCode]).toEqual([query, status]);
      expect(body(res).code).toBe(status);
      expect(body(res).message.length).toBeGreaterThan(0);
    }
  });

  it('reads large versions in keyset batches: every response exactly once', async () => {
    const big = await openVersion(f, { status: 2 });
    const n = RAW_BATCH * 2 + 17;
    await sql`
      INSERT INTO ket_qua (ket_qua_id, phien_ban_id, hospital_id, ngay, language, hop_le, hoan_thanh, don_vi)
      SELECT gen_random_uuid(), ${big.versionId}, ${f.demoId}, '2026-11-20', 'vi', 1, true, 1 + g % 2 FROM generate_series(1, ${n}::int) g`.execute(f.db);
    await sql`
      INSERT INTO ket_qua_chi_tiet (ket_qua_id, cauhoi_id, gia_tri)
      SELECT k.ket_qua_id, q.id, 1 + (('x' || substr(k.ket_qua_id::text, 1, 8))::bit(32)::int & 3)
      FROM ket_qua k CROSS JOIN (VALUES (${big.s.a1}::int), (${big.s.a2}::int)) q(id)
      WHERE k.phien_ban_id = ${big.versionId}`.execute(f.db);
    const sums = (
      await sql<{ a1: number; a2: number }>`
      SELECT sum(gia_tri) FILTER (WHERE cauhoi_id = ${big.s.a1})::int AS a1, sum(gia_tri) FILTER (WHERE cauhoi_id = ${big.s.a2})::int AS a2
      FROM ket_qua_chi_tiet d JOIN ket_qua k USING (ket_qua_id) WHERE k.phien_ban_id = ${big.versionId}`.execute(f.db)
    ).rows[0]!;
    const res = await get('admin', `phien_ban_id=${big.versionId}`);
    expect(res.statusCode).toBe(200);
    const [header, ...data] = rowsOf((await workbookOf(res)).worksheets[0]!);
    expect(header!.slice(4, 6)).toEqual(['A1', 'A2']);
    expect(data).toHaveLength(n);
    expect(data.reduce((s, r) => s + (r[4] as number), 0)).toBe(sums.a1);
    expect(data.reduce((s, r) => s + (r[5] as number), 0)).toBe(sums.a2);
    expect((await auditRows()).at(-1)!.detail).toMatchObject({ rows: n });
  });
});
