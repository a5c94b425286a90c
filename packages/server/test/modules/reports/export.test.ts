/**
 * Report exports (issue 14): xlsx (exceljs reads it back) and CSV (UTF-8 with a BOM, RFC 4180)
 * hold the same rows and numbers as get-data; large lists stream in batches; every export is in
 * the audit trail with its parameters; refusals are still the JSON envelope.
 */
import type { TReportData } from '@hm/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { A, code, columns, reportFixture, type ReportFixture, seeded, VS } from './fixtures.js';

let t: TestApp;
let f: ReportFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await reportFixture(t);
});
afterAll(() => t.close());

const exportOf = (user: string, payload: Record<string, unknown>, prefix = A, headers: Record<string, string> = {}) =>
  f.call(user, 'POST', `${prefix}/report/export`, payload, headers);

async function rowsOfXlsx(res: LightMyRequestResponse): Promise<{ names: string[]; rows: unknown[][]; info: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const values = (sheet: ExcelJS.Worksheet) => {
    const out: unknown[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => out.push((row.values as unknown[]).slice(1)));
    return out;
  };
  return { names: wb.worksheets.map((s) => s.name), rows: values(wb.worksheets[0]!), info: values(wb.worksheets[1]!) };
}

/** RFC 4180: quoted fields with doubled quotes, CRLF line ends; `;` between fields by default (the Vietnamese Excel convention). */
function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('report exports', () => {
  it('xlsx: the same rows and numbers as get-data, labels as header, an information sheet; named by code and day', async () => {
    const id = await seeded(f.db, 'TL_PHAN_HOI_KHOA');
    const payload = { report_id: id, params: { phien_ban_id: f.version2025 } };
    const data = body<TReportData>(await f.call('bvadmin', 'POST', `${A}/report/get-data`, { ...payload, size: 500 })).data;
    const res = await exportOf('bvadmin', { ...payload, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="TL_PHAN_HOI_KHOA-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { names, rows, info } = await rowsOfXlsx(res);
    // A sheet name cannot hold '/'.
    expect(names).toEqual(['Tỷ lệ phản hồi theo khoa phòng', 'Thông tin']);
    expect(rows[0]).toEqual(data.columns.map((c) => c.label));
    // Numbers stay numbers; empty cells are empty.
    const expected = data.rows.map((r) => data.columns.map((c) => r[c.field] ?? undefined));
    expect(rows.slice(1).map((r) => data.columns.map((_, i) => r[i] ?? undefined))).toEqual(expected);
    expect(typeof rows[1]![5]).toBe('number');
    expect(info.map((r) => r[0])).toEqual(expect.arrayContaining(['Báo cáo', 'Mã báo cáo', 'Phiên bản khảo sát', 'Số nhóm bị ẩn (dưới cỡ nhóm tối thiểu)']));
    // Parameters are labelled and named, never a raw key and id.
    const version = await f.db.selectFrom('phien_ban_khao_sat').select('tieu_de_khao_sat').where('phien_ban_id', '=', f.version2025).executeTakeFirstOrThrow();
    expect(info.find((r) => r[0] === 'Phiên bản khảo sát')?.[1]).toBe(version.tieu_de_khao_sat);
    expect(info.flat().join(' ')).not.toMatch(/phien_ban_id|Tham số:/);
  });

  it('csv: UTF-8 with a BOM, quoted text, plain numbers, the same rows; Vietnamese Excel convention in vi, international in en; at both prefixes', async () => {
    const id = await seeded(f.db, 'TL_PHAN_HOI_KHOA');
    const payload = { report_id: id, params: { phien_ban_id: f.version2025 } };
    const data = body<TReportData>(await f.call('bvadmin', 'POST', `${A}/report/get-data`, { ...payload, size: 500 })).data;
    const res = await exportOf('bvadmin', { ...payload, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/filename="TL_PHAN_HOI_KHOA-\d{4}-\d{2}-\d{2}\.csv"/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual(data.columns.map((c) => c.label));
    const cell = (v: unknown, decimal: string) => (v === null ? '' : typeof v === 'number' ? String(v).replace('.', decimal) : String(v));
    expect(lines).toEqual(data.rows.map((r) => data.columns.map((c) => cell(r[c.field], ','))));
    expect(data.rows.some((r) => data.columns.some((c) => typeof r[c.field] === 'number' && !Number.isInteger(r[c.field])))).toBe(true);
    expect(text).toContain('"Tỷ lệ phản hồi (%)"');
    const en = await exportOf('bvadmin', { ...payload, format: 'csv' }, A, { language: 'en' });
    const enData = body<TReportData>(await f.call('bvadmin', 'POST', `${A}/report/get-data`, { ...payload, size: 500 }, { language: 'en' })).data;
    const [enHeader, ...enLines] = parseCsv(en.rawPayload.toString('utf8').slice(1), ',');
    expect(enHeader).toEqual(enData.columns.map((c) => c.label));
    expect(enLines).toEqual(enData.rows.map((r) => enData.columns.map((c) => cell(r[c.field], '.'))));
    const viaVs = await exportOf('bvadmin', { ...payload, format: 'csv' }, VS);
    expect(viaVs.rawPayload.equals(raw)).toBe(true);
  });

  it('streams a large list batch by batch: every row of the participation list, grouped reports and sorts too', async () => {
    const id = await seeded(f.db, 'DS_THAM_GIA');
    const payload = { report_id: id, params: { phien_ban_id: f.version2025 } };
    const data = body<TReportData>(await f.call('bvadmin', 'POST', `${A}/report/get-data`, { ...payload, size: 10 })).data;
    expect(data.total).toBeGreaterThan(300);
    const csv = parseCsv((await exportOf('bvadmin', { ...payload, format: 'csv' })).rawPayload.toString('utf8').slice(1));
    expect(csv.length - 1).toBe(data.total);
    expect(csv.slice(1, 11)).toEqual(data.rows.map((r) => data.columns.map((c) => (r[c.field] === null ? '' : String(r[c.field]).replace('.', ',')))));
    const { rows } = await rowsOfXlsx(await exportOf('bvadmin', { ...payload, format: 'xlsx', sort: { field: 'ho_ten', order: 'desc' } }));
    expect(rows.length - 1).toBe(data.total);
    const names = rows.slice(1).map((r) => String(r[2]));
    const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
    expect(names).toEqual([...names].sort((a, b) => -collator.compare(a, b)));
    const grouped = await f.create({
      ma_report: code('NHOM'),
      ten_report: 'Trạng thái theo khoa',
      nguon: 'participation_list',
      details: columns(['ten_phong_ban', 'trang_thai', 'ma_nhan_vien'], {
        ten_phong_ban: { nhom: true },
        trang_thai: { nhom: true },
        ma_nhan_vien: { tong_hop: 'count', nhan: 'Số nhân viên' },
      }),
    });
    const g = parseCsv((await exportOf('admin', { report_id: grouped.report_id, params: { phien_ban_id: f.version2025 }, format: 'csv' })).rawPayload.toString('utf8').slice(1));
    expect(g[0]).toEqual(['Khoa/phòng', 'Trạng thái', 'Số nhân viên']);
    expect(g.slice(1).reduce((s, r) => s + Number(r[2]), 0)).toBe(data.total);
  });

  it('records every export with its parameters; refusals are JSON envelopes', async () => {
    const id = await seeded(f.db, 'TICH_CUC_LINH_VUC');
    const before = await f.db.selectFrom('audit_log').select('audit_log_id').where('action', '=', 'export').where('entity', '=', 'report').execute();
    expect((await exportOf('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025 }, format: 'xlsx' })).statusCode).toBe(200);
    const after = await f.db
      .selectFrom('audit_log')
      .select(['detail', 'hospital_id', 'phien_ban_id', 'tai_khoan_id'])
      .where('action', '=', 'export')
      .where('entity', '=', 'report')
      .orderBy('audit_log_id')
      .execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      phien_ban_id: f.version2025,
      hospital_id: f.demoId,
      detail: { ma_report: 'TICH_CUC_LINH_VUC', format: 'xlsx', params: { phien_ban_id: f.version2025, language: 'vi' } },
    });
    const missing = await exportOf('bvadmin', { report_id: id, params: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/json');
    expect(body(missing).message).toBe('Vui lòng chọn Phiên bản khảo sát');
    const format = await exportOf('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025 }, format: 'pdf' });
    expect(format.statusCode).toBe(400);
    expect(body(format).message).toBe('Định dạng phải là xlsx hoặc csv');
    const other = await exportOf('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025, hospital_id: f.demo2Id } });
    expect(other.statusCode).toBe(403);
    expect((await exportOf('nhanvien01', { report_id: id, params: { phien_ban_id: f.version2025 } })).statusCode).toBe(403);
  });
});
