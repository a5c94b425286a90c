/**
 * Staff comments read safely (issue 27 item 4, docs/decisions/comments.md), through HTTP: a name
 * written without accents, phone numbers and e-mail addresses are masked in the list and the
 * export; a unit below the minimum (and the unit hidden with it) shows no comment; the function,
 * the hospital scope and the closed version are required; every read, export and tag is audited.
 */
import type { TCommentList, TCommentTag } from '@hm/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { takeSnapshot } from '../../../src/modules/dashboard/snapshot-compute.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { addHospitals, D, dashFixture, type DashFixture, generateResponses, insertResponses, instrumentVersion, qs, referenceStructure, type User } from '../dashboard/fixtures.js';

const Y = `${D}/y-kien`;
const STAFF = 'Trịnh Quốc Khánh';
const NAMED = 'Cảm ơn anh trinh quoc khanh đã hỗ trợ ca đêm, liên hệ 0912 345 678 hoặc +84 912345678, email khanh.tq@benhvien.vn';

let t: TestApp;
let f: DashFixture;
let version: number;
let units: number[];
let openVersion: number;
let otherVersion: number;
const tokens = new Map<User, string>();

const list = (user: User, q: Record<string, number | string | undefined>, headers: Record<string, string> = {}) => f.call(user, `${Y}?${qs(q)}`, headers);
const ok = async (user: User, q: Record<string, number | string | undefined>) => {
  const res = await list(user, q);
  expect([res.statusCode, res.body.slice(0, 300)]).toEqual([200, expect.any(String)]);
  return body<TCommentList>(res).data;
};
const audits = async (action: string) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'comment' AND action = ${action}`.execute(f.db)).rows[0]!.n;

/** Comments on valid responses of a unit. */
async function comment(versionId: number, unit: number, texts: string[]) {
  const question = (await f.db.selectFrom('cau_hoi').select('cauhoi_id').where('phien_ban_id', '=', versionId).where('ma_cauhoi', '=', 'H1').executeTakeFirstOrThrow()).cauhoi_id;
  const ids = await f.db
    .selectFrom('ket_qua')
    .select('ket_qua_id')
    .where('phien_ban_id', '=', versionId)
    .where('don_vi', '=', unit)
    .where('hop_le', '=', 1)
    .orderBy('ket_qua_id')
    .execute();
  await f.db
    .insertInto('ket_qua_chi_tiet')
    .values(texts.map((noi_dung, i) => ({ ket_qua_id: ids[i]!.ket_qua_id, cauhoi_id: question, gia_tri: null, noi_dung })))
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  f = await dashFixture(t);
  for (const u of ['bvadmin'] as const) tokens.set(u, await t.login(u));
  await f.db.insertInto('nhan_vien').values({ hospital_id: f.demoId, ma_nhan_vien: 'NV-YK1', ten_nhan_vien: STAFF }).execute();
  version = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: f.demoId, hospitals: [f.demoId], title: 'Khảo sát có ý kiến' });
  const s = await referenceStructure(f.db, version);
  units = s.questions.find((q) => q.role === 'unit')!.values;
  // A unit of 12, one of 3 (hidden), one of 7 (hidden with it: the hospital − the shown units would give the 3).
  await insertResponses(
    f.db,
    version,
    generateResponses(
      s,
      [
        { hospital_id: f.demoId, don_vi: units[0]!, vi_tri: 0, valid: 12 },
        { hospital_id: f.demoId, don_vi: units[1]!, vi_tri: 0, valid: 3 },
        { hospital_id: f.demoId, don_vi: units[2]!, vi_tri: 0, valid: 7 },
      ],
      version,
    ),
  );
  await comment(version, units[0]!, [NAMED, 'Bàn giao người bệnh cần mẫu thống nhất.', 'Áp lực công việc rất lớn.']);
  await comment(version, units[1]!, ['Khoa nhỏ: thiếu người trực.']);
  await comment(version, units[2]!, ['Cần thêm tập huấn an toàn.']);
  await takeSnapshot(f.db, version, 'request');
  openVersion = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: f.demoId, hospitals: [f.demoId], status: 1 });
  otherVersion = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: f.demo2Id, hospitals: [f.demo2Id] });
});
afterAll(() => t.close());

describe('reading comments', () => {
  it('masks a staff name written without accents, phone numbers and e-mail addresses; sorts by the masked text', async () => {
    const page = await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId });
    expect(page.withheld).toBeNull();
    expect(page.min_group_size).toBe(5);
    const named = page.data.find((c) => c.text.startsWith('Cảm ơn'))!;
    expect(named.text).toBe('Cảm ơn anh [tên] đã hỗ trợ ca đêm, liên hệ [số điện thoại] hoặc [số điện thoại], email [email]');
    expect(named.masked).toEqual({ names: 1, phones: 2, emails: 1 });
    expect(JSON.stringify(page)).not.toMatch(/trinh|khanh|0912|912345678|benhvien\.vn/i);
    const texts = page.data.map((c) => c.text);
    expect(texts).toHaveLength(5);
    expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'vi')));
    expect(Object.keys(named).sort()).toEqual(['cauhoi_id', 'don_vi', 'flagged', 'key', 'ma_composite', 'masked', 'question', 'text', 'unit']);
    // English masks in English.
    const en = body<TCommentList>(await list('bvadmin', { phien_ban_id: version, hospital_id: f.demoId }, { language: 'en' })).data;
    expect(en.data.find((c) => c.text.startsWith('Cảm ơn'))!.text).toContain('anh [name]');
  });

  it('names only the units the dashboards publish; a unit below the minimum, and the one hidden with it, show no comment', async () => {
    const page = await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId });
    // Every option of the unit question (and "did not answer"): only the unit of 12 is shown; an empty unit reads as a hidden one.
    expect(page.units.filter((u) => u.shown).map((u) => u.don_vi)).toEqual([units[0]]);
    expect(page.units.map((u) => u.don_vi)).toEqual([...units, 0]);
    expect(page.data.filter((c) => c.don_vi === units[0]).length).toBe(3);
    expect(page.data.filter((c) => c.don_vi === null).map((c) => c.unit)).toEqual([null, null]);
    for (const u of [units[1]!, units[2]!, units[3]!, 0, 999]) {
      const hidden = await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId, don_vi: u });
      expect([hidden.withheld, hidden.data, hidden.total]).toEqual(['unit', [], 0]);
    }
    const shown = await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId, don_vi: units[0] });
    expect(shown.total).toBe(3);
  });

  it('searches the masked text only, accent-insensitively', async () => {
    expect((await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId, keyword: 'ban giao' })).total).toBe(1);
    expect((await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId, keyword: 'trinh' })).total).toBe(0);
    expect((await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId, keyword: '0912' })).total).toBe(0);
  });

  it('shows nothing of a hospital below the minimum group size', async () => {
    const [h] = await addHospitals(f.db, ['BV bốn người']);
    const small = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: h!, hospitals: [h!] });
    const s = await referenceStructure(f.db, small);
    await insertResponses(f.db, small, generateResponses(s, [{ hospital_id: h!, don_vi: units[0]!, vi_tri: 0, valid: 4 }], small));
    await comment(small, units[0]!, ['Một ý kiến của bệnh viện nhỏ.']);
    await takeSnapshot(f.db, small, 'request');
    const page = await ok('admin', { phien_ban_id: small, hospital_id: h! });
    expect([page.withheld, page.data, page.units]).toEqual(['hospital', [], []]);
  });

  it('refuses users without the function, other hospitals, versions still taking votes and bad filters, in Vietnamese', async () => {
    const staff = await list('nhanvien01', { phien_ban_id: version, hospital_id: f.demoId });
    expect(staff.statusCode).toBe(403);
    expect((await list('bv2admin', { phien_ban_id: version, hospital_id: f.demoId })).statusCode).toBe(403);
    const foreign = await list('bvadmin', { phien_ban_id: otherVersion, hospital_id: f.demoId });
    expect([foreign.statusCode, body(foreign).message]).toEqual([404, 'Bệnh viện không tham gia phiên bản khảo sát này']);
    const open = await list('bvadmin', { phien_ban_id: openVersion, hospital_id: f.demoId });
    expect(open.statusCode).toBe(409);
    expect(body(open).message).toMatch(/^Ý kiến góp ý chỉ đọc được khi phiên bản khảo sát đã đóng/);
    for (const bad of [
      { phien_ban_id: 'abc', hospital_id: f.demoId },
      { phien_ban_id: version },
      { phien_ban_id: version, hospital_id: f.demoId, don_vi: -1 },
      { phien_ban_id: version, hospital_id: f.demoId, size: 500 },
    ]) {
      const res = await list('bvadmin', bad);
      expect([res.statusCode, body(res).message]).toEqual([400, expect.stringMatching(/[àáảãạăâđèéêìíòóôơùúưỳý]|Thiếu|Tối đa|không hợp lệ/i)]);
    }
  });

  it('audits every read with the filters and the count, never the text', async () => {
    const before = await audits('read');
    await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId, keyword: 'ca đêm' });
    expect(await audits('read')).toBe(before + 1);
    const row = await f.db
      .selectFrom('audit_log')
      .select(['hospital_id', 'phien_ban_id', 'detail', 'tai_khoan_id'])
      .where('entity', '=', 'comment')
      .orderBy('audit_log_id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ hospital_id: f.demoId, phien_ban_id: version });
    expect(row.tai_khoan_id).not.toBeNull();
    const detail = typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail;
    expect(detail).toMatchObject({ comments: 1, withheld: null, filters: { keyword: 'ca đêm' } });
    expect(JSON.stringify(detail)).not.toMatch(/hỗ trợ|trinh/);
  });
});

describe('exporting comments', () => {
  it('exports the masked comments to Excel, audited', async () => {
    const before = await audits('export');
    const res: LightMyRequestResponse = await f.call('bvadmin', `${Y}/xuat?${qs({ phien_ban_id: version, hospital_id: f.demoId })}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
    expect(cells).toContain('Cảm ơn anh [tên] đã hỗ trợ ca đêm, liên hệ [số điện thoại] hoặc [số điện thoại], email [email]');
    expect(cells.join('\n')).not.toMatch(/trinh|khanh|0912|912345678|benhvien\.vn/i);
    expect(cells).toContain('Không nêu (nhóm nhỏ)');
    expect(await audits('export')).toBe(before + 1);
    const refused = await f.call('nhanvien01', `${Y}/xuat?${qs({ phien_ban_id: version, hospital_id: f.demoId })}`);
    expect(refused.statusCode).toBe(403);
  });
});

describe('tagging comments', () => {
  const put = (payload: object) => f.t.as(tokens.get('bvadmin')!, { method: 'PUT', url: `${Y}/gan-nhan`, payload });

  it('tags a comment with a composite and flags it to the incident team, by a key that names nothing; audited', async () => {
    const page = await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId });
    const target = page.data.find((c) => c.text.startsWith('Áp lực'))!;
    expect(target.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const ids = await f.db.selectFrom('ket_qua').select('ket_qua_id').where('phien_ban_id', '=', version).execute();
    expect(ids.some((r) => r.ket_qua_id.replace(/-/g, '').includes(target.key))).toBe(false);
    const composite = page.composites[0]!.ma_composite;
    const before = await audits('tag');
    const tag: TCommentTag = { phien_ban_id: version, hospital_id: f.demoId, key: target.key, ma_composite: composite, flagged: true };
    const res = await put(tag);
    expect([res.statusCode, body(res).data]).toEqual([200, { key: target.key, ma_composite: composite, flagged: true }]);
    expect(await audits('tag')).toBe(before + 1);
    const flagged = await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId, flagged: 'true' });
    expect(flagged.data.map((c) => [c.key, c.ma_composite])).toEqual([[target.key, composite]]);
    expect((await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId, linh_vuc: composite })).total).toBe(1);
    expect((await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId, linh_vuc: 'none' })).total).toBe(4);
    const untag = await put({ ...tag, ma_composite: null, flagged: false });
    expect(body(untag).data).toEqual({ key: target.key, ma_composite: null, flagged: false });
  });

  it('refuses an unknown comment, a composite of no version and a malformed key with a Vietnamese 4xx', async () => {
    const page = await ok('bvadmin', { phien_ban_id: version, hospital_id: f.demoId });
    const base = { phien_ban_id: version, hospital_id: f.demoId, ma_composite: null, flagged: true };
    const unknown = await put({ ...base, key: 'A'.repeat(22) });
    expect([unknown.statusCode, body(unknown).message]).toEqual([404, 'Không tìm thấy ý kiến này trong các ý kiến được phép đọc']);
    const composite = await put({ ...base, key: page.data[0]!.key, ma_composite: 'KHONG_CO' });
    expect([composite.statusCode, body(composite).message]).toEqual([400, 'Lĩnh vực không thuộc phiên bản khảo sát này']);
    const malformed = await put({ ...base, key: 'x' });
    expect([malformed.statusCode, body(malformed).message]).toEqual([400, expect.stringContaining('Mã ý kiến không hợp lệ')]);
    const other = await put({ ...base, hospital_id: f.demo2Id, key: page.data[0]!.key });
    expect(other.statusCode).toBe(403);
  });
});

describe('the demo', () => {
  it('masks the colleague a 2025 demo comment names without accents, and the phone and e-mail it gives', async () => {
    const v = await f.db
      .selectFrom('phien_ban_khao_sat')
      .select('phien_ban_id')
      .where('tieu_de_khao_sat', '=', 'Khảo sát văn hóa an toàn người bệnh 2025')
      .executeTakeFirstOrThrow();
    const page = await ok('bvadmin', { phien_ban_id: v.phien_ban_id, hospital_id: f.demoId, size: 200 });
    const named = page.data.filter((c) => c.text.startsWith('Cảm ơn'));
    expect(named.length).toBeGreaterThan(0);
    for (const c of named) expect(c.text).toBe('Cảm ơn [tên] đã hướng dẫn tận tình khi tôi mới vào khoa; ai cần hỗ trợ thì gọi [số điện thoại] hoặc gửi thư [email].');
    const raw = await sql<{
      noi_dung: string;
    }>`SELECT d.noi_dung FROM ket_qua k JOIN ket_qua_chi_tiet d USING (ket_qua_id) WHERE k.phien_ban_id = ${v.phien_ban_id} AND d.noi_dung LIKE 'Cảm ơn %'`.execute(f.db);
    expect(raw.rows[0]!.noi_dung).toMatch(/^Cảm ơn [a-z]+ [a-z]+ [a-z]+ đã/);
  });
});
