import { PassThrough } from 'node:stream';
import type { TStaffImportResult } from '@hm/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { STAFF_COLUMNS } from '../../../src/modules/catalogues/staff-import/columns.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

const IMPORT = '/auth/v1/nhan-vien/import';
const ERRORS = '/auth/v1/nhan-vien/import/errors';
const TEMPLATE = '/auth/v1/nhan-vien/file-import';
const HEADERS = STAFF_COLUMNS.map((c) => c.header);

let t: TestApp;
let demoId: number;
let demo2Id: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  demoId = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  demo2Id = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  for (const user of ['admin', 'bvadmin', 'bv2admin', 'nhanvien01']) tokens[user] = await t.login(user);
});
afterAll(() => t.close());

/** An xlsx with the template's headers (unless others are given) and these rows. */
async function xlsx(rows: unknown[][], headers: unknown[] | null = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Nhân viên');
  if (headers) ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function form(file: Buffer, filename = 'nhan-vien.xlsx') {
  const boundary = `----hm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (user: string, file: Buffer, query: string, url = IMPORT) => t.as(tokens[user]!, { method: 'POST', url: `${url}?${query}`, ...form(file) });
const result = (res: LightMyRequestResponse) => body<TStaffImportResult>(res).data;

const staffOf = (hospitalId: number) => t.database.db.selectFrom('nhan_vien').selectAll().where('hospital_id', '=', hospitalId).orderBy('ma_nhan_vien').execute();
/** The id of a catalogue code of a hospital (`phong_ban` → `phong_ban_id` by `ma_phong_ban`). */
const idOf = async (table: 'phong_ban' | 'chuc_danh' | 'chuc_vu', code: string, hospitalId = demoId) => {
  const { rows } = await sql<{
    id: number;
  }>`SELECT ${sql.ref(`${table}_id`)} AS id FROM ${sql.table(table)} WHERE hospital_id = ${hospitalId} AND ${sql.ref(`ma_${table}`)} = ${code}`.execute(t.database.db);
  return rows[0]!.id;
};
const importAudits = () => t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'import').where('entity', '=', 'staff').execute();

async function readBack(res: LightMyRequestResponse) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

describe('the template (GET nhan-vien/file-import)', () => {
  it("parses back with exceljs: the headers, an example row, and dropdowns fed by the hospital's active catalogues", async () => {
    await t.database.db.updateTable('phong_ban').set({ tam_ngung: true }).where('hospital_id', '=', demoId).where('ma_phong_ban', '=', 'PB10').execute();
    const res = await t.as(tokens.bvadmin!, { method: 'GET', url: TEMPLATE });
    await t.database.db.updateTable('phong_ban').set({ tam_ngung: false }).where('hospital_id', '=', demoId).where('ma_phong_ban', '=', 'PB10').execute();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''M%E1%BA%ABu");

    const wb = await readBack(res);
    const [sheet, lists] = wb.worksheets;
    expect(sheet!.name).toBe('Nhân viên');
    expect((sheet!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect((sheet!.getRow(2).values as unknown[]).slice(1)).toEqual([
      'VD0001',
      'Nguyễn Văn A',
      'PB01 - Khoa Nội',
      'CD01 - Bác sĩ',
      'CV01 - Trưởng khoa',
      'nguyenvana@benhvien.vn',
      '0912345678',
      'Không',
    ]);
    expect(lists!.state).toBe('hidden');
    const departments = lists!.getColumn(1).values.slice(2);
    expect(departments).toHaveLength(9);
    expect(departments).not.toContain('PB10 - Phòng Hành chính quản trị');

    const validations = (sheet as unknown as { dataValidations: { find(a: string): ExcelJS.DataValidation | undefined } }).dataValidations;
    for (const cell of ['C2', 'C50001']) expect(validations.find(cell)).toMatchObject({ type: 'list', formulae: ['DanhMuc!$A$2:$A$10'] });
    expect(validations.find('D2')).toMatchObject({ type: 'list', formulae: ['DanhMuc!$B$2:$B$8'] });
    expect(validations.find('E3')).toMatchObject({ type: 'list', formulae: ['DanhMuc!$C$2:$C$5'] });
    expect(validations.find('H2')).toMatchObject({ type: 'list', formulae: ['"Có,Không"'] });
  });

  it('is accepted back as it comes: the dropdown text "code - name" is read as the code', async () => {
    const template = (await t.as(tokens.bvadmin!, { method: 'GET', url: TEMPLATE })).rawPayload;
    const res = await upload('bvadmin', template, 'mode=preview');
    expect(res.statusCode).toBe(200);
    expect(result(res)).toMatchObject({ tong_so_dong: 1, so_them_moi: 1, so_cap_nhat: 0, so_loi: 0, da_luu: false });
  });

  it("lists another hospital's catalogues for a system administrator, and refuses a hospital out of scope", async () => {
    const res = await t.as(tokens.admin!, { method: 'GET', url: `${TEMPLATE}?hospitalId=${demo2Id}` });
    expect(res.statusCode).toBe(200);
    expect((await t.as(tokens.bvadmin!, { method: 'GET', url: `${TEMPLATE}?hospitalId=${demo2Id}` })).statusCode).toBe(403);
    expect((await t.as(tokens.nhanvien01!, { method: 'GET', url: TEMPLATE })).statusCode).toBe(403);
  });
});

describe('preview (mode=preview)', () => {
  it('counts the rows to add and to update and writes nothing', async () => {
    const before = await staffOf(demoId);
    const file = await xlsx([
      ['NV001', 'Nguyễn Văn Một', 'PB01', 'CD01', 'CV01', '', '', ''],
      ['MOI001', 'Trần Thị Hai', 'PB02 - Khoa Ngoại', '', '', 'hai@benhvien.vn', '0901234567', 'Có'],
      [],
      ['MOI002', 'Lê Văn Ba', '', '', '', '', '', 'Không'],
    ]);
    const res = await upload('bvadmin', file, `hospitalId=${demoId}`);
    expect(res.statusCode).toBe(200);
    expect(result(res)).toEqual({ mode: 'preview', tong_so_dong: 3, so_them_moi: 2, so_cap_nhat: 1, so_loi: 0, dong_loi: [], da_luu: false });
    expect(await staffOf(demoId)).toEqual(before);
  });

  it('reports each refused row with its row number and its reasons in Vietnamese', async () => {
    const file = await xlsx([
      ['MOI010', 'Phạm Văn Mười', 'PB01', '', '', '', '', ''],
      ['MOI011', '', 'PB01', '', '', 'khong-phai-email', '', ''],
      ['MOI012', 'Vũ Thị Mười Hai', 'PB99', 'CD01', 'CV09', '', '12', 'Có thể'],
      ['MOI010', 'Đỗ Văn Trùng', '', '', '', '', '', ''],
      // How Excel stores a pasted control character (BEL): the reader decodes it, the rules refuse it.
      ['MOI 013', 'Tên_x0007_Lạ', '', '', '', '', '', ''],
    ]);
    const res = await upload('bvadmin', file, 'mode=preview');
    expect(res.statusCode).toBe(200);
    const out = result(res);
    expect(out).toMatchObject({ tong_so_dong: 5, so_them_moi: 1, so_cap_nhat: 0, so_loi: 4, da_luu: false });
    expect(out.dong_loi).toEqual([
      { dong: 3, ma_nhan_vien: 'MOI011', ly_do: 'Vui lòng nhập họ tên nhân viên; E-mail không hợp lệ' },
      {
        dong: 4,
        ma_nhan_vien: 'MOI012',
        ly_do:
          'Số điện thoại không hợp lệ; Mã phòng ban: không có phòng ban mã "PB99" trong danh mục của bệnh viện; Mã chức vụ: không có chức vụ mã "CV09" trong danh mục của bệnh viện; Nhân sự ngoài: chỉ nhập Có hoặc Không',
      },
      { dong: 5, ma_nhan_vien: 'MOI010', ly_do: 'Mã nhân viên trùng với dòng 2' },
      { dong: 6, ma_nhan_vien: 'MOI 013', ly_do: 'Mã nhân viên: Mã không được chứa khoảng trắng; Họ và tên: Dữ liệu chứa ký tự không hợp lệ' },
    ]);
  });

  it('refuses a suspended department', async () => {
    await t.database.db.updateTable('phong_ban').set({ tam_ngung: true }).where('hospital_id', '=', demoId).where('ma_phong_ban', '=', 'PB10').execute();
    const res = await upload('bvadmin', await xlsx([['MOI020', 'Hoàng Văn Hai Mươi', 'PB10', '', '', '', '', '']]), 'mode=preview');
    await t.database.db.updateTable('phong_ban').set({ tam_ngung: false }).where('hospital_id', '=', demoId).where('ma_phong_ban', '=', 'PB10').execute();
    expect(result(res).dong_loi).toEqual([{ dong: 2, ma_nhan_vien: 'MOI020', ly_do: 'Mã phòng ban: phòng ban "PB10" đang tạm ngưng' }]);
  });

  it('answers the refused rows as an xlsx, row number and reason first, then the row as sent', async () => {
    const file = await xlsx([
      ['MOI030', 'Đúng', '', '', '', '', '', ''],
      ['MOI031', '', 'PB01', '', '', '', '', ''],
    ]);
    const res = await upload('bvadmin', file, '', ERRORS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = (await readBack(res)).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Dòng', 'Lý do', ...HEADERS]);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 6)).toEqual([3, 'Vui lòng nhập họ tên nhân viên', 'MOI031', undefined, 'PB01']);
    expect(sheet.rowCount).toBe(2);
  });
});

describe('commit (mode=commit)', () => {
  it('stores every row in one go (names trimmed and NFC), updates existing codes, and writes one audit row', async () => {
    const audits = (await importAudits()).length;
    const decomposed = '  Nguye\u0302\u0303n Thi\u0323 Mo\u031bi  ';
    const file = await xlsx([
      ['NV002', 'Tên Mới Của NV002', 'PB03', 'CD02', 'CV04', 'nv002@moi.vn', '0987654321', 'Có'],
      ['MOI100', decomposed, 'PB01 - Khoa Nội', 'CD01', '', '', 912345678, false],
      ['MOI101', 'Bùi Văn Một Trăm Lẻ Một', '', '', '', '', '', ''],
    ]);
    const res = await upload('bvadmin', file, 'mode=commit');
    expect(res.statusCode).toBe(200);
    expect(result(res)).toEqual({ mode: 'commit', tong_so_dong: 3, so_them_moi: 2, so_cap_nhat: 1, so_loi: 0, dong_loi: [], da_luu: true });

    const staff = await staffOf(demoId);
    const byCode = (code: string) => staff.find((s) => s.ma_nhan_vien === code)!;
    expect(byCode('NV002')).toMatchObject({
      ten_nhan_vien: 'Tên Mới Của NV002',
      phong_ban_id: await idOf('phong_ban', 'PB03'),
      chuc_danh_id: await idOf('chuc_danh', 'CD02'),
      chuc_vu_id: await idOf('chuc_vu', 'CV04'),
      email: 'nv002@moi.vn',
      nhan_su_ngoai: true,
      tam_ngung: false,
    });
    expect(byCode('MOI100')).toMatchObject({
      ten_nhan_vien: 'Nguyễn Thị Mơi'.normalize('NFC'),
      phong_ban_id: await idOf('phong_ban', 'PB01'),
      chuc_vu_id: null,
      email: null,
      so_dien_thoai: '912345678',
      nhan_su_ngoai: false,
    });
    expect(byCode('MOI100').ten_nhan_vien).toBe(decomposed.trim().normalize('NFC'));
    expect(byCode('MOI101')).toMatchObject({ phong_ban_id: null, chuc_danh_id: null });

    const after = await importAudits();
    expect(after).toHaveLength(audits + 1);
    expect(after.at(-1)).toMatchObject({ hospital_id: demoId, entity: 'staff', detail: { file: 'nhan-vien.xlsx', rows: 3, added: 2, updated: 1 } });
  });

  it('stores nothing when one row is refused, and says which', async () => {
    const before = await staffOf(demoId);
    const audits = (await importAudits()).length;
    const file = await xlsx([
      ['MOI200', 'Một Người Đúng', '', '', '', '', '', ''],
      ['NV003', 'Cập Nhật Bị Bỏ', '', '', '', '', '', ''],
      ['MOI201', 'Người Sai', 'PB77', '', '', '', '', ''],
    ]);
    const res = await upload('bvadmin', file, 'mode=commit');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Có 1 dòng không hợp lệ; chưa lưu dòng nào. Vui lòng sửa rồi nhập lại');
    expect(body(res).data).toEqual({ errors: [{ path: 'dong.4', message: 'Mã phòng ban: không có phòng ban mã "PB77" trong danh mục của bệnh viện' }] });
    expect(await staffOf(demoId)).toEqual(before);
    expect(await importAudits()).toHaveLength(audits);
  });

  it("imports into the hospital a system administrator chooses, with that hospital's catalogue codes", async () => {
    const res = await upload('admin', await xlsx([['MOI300', 'Người Bệnh Viện Hai', 'PB01', '', '', '', '', '']]), `hospitalId=${demo2Id}&mode=commit`);
    expect(res.statusCode).toBe(200);
    const stored = (await staffOf(demo2Id)).find((s) => s.ma_nhan_vien === 'MOI300')!;
    expect(stored.phong_ban_id).toBe(await idOf('phong_ban', 'PB01', demo2Id));
    expect((await staffOf(demoId)).some((s) => s.ma_nhan_vien === 'MOI300')).toBe(false);
  });
});

describe('files refused as a whole (400, nothing stored)', () => {
  it('refuses a file that is not an xlsx, whatever its name', async () => {
    const res = await upload('bvadmin', Buffer.from('Mã nhân viên,Họ và tên\nNV900,Giả Mạo\n'), 'mode=commit');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Tệp không đúng định dạng Excel (.xlsx). Vui lòng dùng tệp mẫu');
    const truncated = (await xlsx([['NV900', 'Cắt Cụt']])).subarray(0, 2000);
    expect(body(await upload('bvadmin', truncated, 'mode=preview')).message).toBe('Tệp không đúng định dạng Excel (.xlsx). Vui lòng dùng tệp mẫu');
  });

  it('refuses a zip whose entry sizes lie (what the bomb check counts is what the reader inflates)', async () => {
    const file = await xlsx([['NV905', 'Kích Thước Giả']]);
    const central = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    file.writeUInt32LE(file.readUInt32LE(central + 24) - 1, central + 24);
    const res = await upload('bvadmin', file, 'mode=preview');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Tệp không đúng định dạng Excel (.xlsx). Vui lòng dùng tệp mẫu');
  });

  it('refuses cells holding formulas', async () => {
    const file = await xlsx([['NV901', { formula: 'CONCAT("Nguyễn"," A")', result: 'Nguyễn A' }, '', '', '', '', '', '']]);
    const res = await upload('bvadmin', file, 'mode=preview');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Tệp có ô chứa công thức (B2). Vui lòng dán giá trị (Paste Values) thay cho công thức rồi tải lên lại');
  });

  it('refuses a sheet without its header row, or with a column missing', async () => {
    const noHeader = await upload('bvadmin', await xlsx([['NV902', 'Không Tiêu Đề', '', '', '', '', '', '']], null), 'mode=preview');
    expect(body(noHeader).message).toBe('Không tìm thấy dòng tiêu đề. Dòng đầu tiên của trang tính phải là tiêu đề cột như tệp mẫu');
    const missing = await upload('bvadmin', await xlsx([['NV903', 'Thiếu Cột']], HEADERS.slice(0, 2)), 'mode=preview');
    expect(body(missing).message).toBe('Thiếu cột: Mã phòng ban, Mã chức danh, Mã chức vụ, E-mail, Số điện thoại, Nhân sự ngoài (Có/Không). Vui lòng dùng tệp mẫu');
  });

  it('refuses more than 50,000 rows', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
    const ws = wb.addWorksheet('Nhân viên');
    ws.addRow(HEADERS).commit();
    for (let i = 1; i <= 50_001; i++) ws.addRow([`X${i}`, 'Tên']).commit();
    await wb.commit();
    const res = await upload('bvadmin', Buffer.concat(chunks), 'mode=preview');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Tệp có quá nhiều dòng (tối đa 50.000 dòng dữ liệu mỗi lần nhập)');
  }, 60_000);

  it('refuses a zip bomb: content that inflates beyond the limit', async () => {
    const file = await xlsx([['NV904', 'a'.repeat(70 * 1024 * 1024)]]);
    expect(file.length).toBeLessThan(1024 * 1024);
    const res = await upload('bvadmin', file, 'mode=preview');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Nội dung tệp quá lớn sau khi giải nén (tối đa 64 MB); tệp có thể bị hỏng hoặc không an toàn');
  }, 60_000);

  it('refuses a file over 10 MB (413) and a request without a file', async () => {
    const res = await upload('bvadmin', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'mode=preview');
    expect(res.statusCode).toBe(413);
    expect(body(res).message).toBe('Tệp vượt quá dung lượng cho phép (tối đa 10 MB)');
    const json = await t.as(tokens.bvadmin!, { method: 'POST', url: IMPORT, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(body(json).message).toBe('Vui lòng chọn tệp Excel (.xlsx) để tải lên');
  });

  it('keeps multipart to the import routes: other routes still refuse it; the routes are documented', async () => {
    const res = await t.as(tokens.bvadmin!, { method: 'POST', url: '/auth/v1/phong-ban', ...form(Buffer.from('x')) });
    expect(res.statusCode).toBe(415);
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const p of [IMPORT, ERRORS]) expect(doc.paths[p]?.post).toBeDefined();
    expect(doc.paths[TEMPLATE]?.get).toBeDefined();
  });
});

describe('who may import', () => {
  it('refuses a hospital administrator importing into another hospital, and staff', async () => {
    const file = await xlsx([['MOI400', 'Không Được Phép', '', '', '', '', '', '']]);
    const other = await upload('bvadmin', file, `hospitalId=${demo2Id}&mode=commit`);
    expect(other.statusCode).toBe(403);
    expect(body(other).message).toBe('Bạn không có quyền truy cập dữ liệu của bệnh viện này');
    expect((await upload('nhanvien01', file, 'mode=preview')).statusCode).toBe(403);
    expect((await staffOf(demo2Id)).some((s) => s.ma_nhan_vien === 'MOI400')).toBe(false);
  });

  it('asks a caller without a home hospital to choose one', async () => {
    await t.database.db.updateTable('tai_khoan').set({ hospital_id: null }).where('ten_tai_khoan', '=', 'admin').execute();
    try {
      const res = await upload('admin', await xlsx([['MOI500', 'Chưa Chọn', '', '', '', '', '', '']]), 'mode=preview');
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('Vui lòng chọn bệnh viện');
    } finally {
      await t.database.db.updateTable('tai_khoan').set({ hospital_id: demoId }).where('ten_tai_khoan', '=', 'admin').execute();
    }
  });
});
