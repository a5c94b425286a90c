/**
 * Report definitions (issue 14): create, read, update (columns kept, added, removed), clone,
 * delete (with its group rights), one column's delete, the save rules as clear Vietnamese 400s
 * naming the column, codes unique whatever the case, system administrators only, the same
 * answers at both service prefixes, and the audit trail.
 */
import type { TPage, TReport, TReportPermission, TReportWithDetails } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { A, code, columns, reportFixture, type ReportFixture, VS } from './fixtures.js';

let t: TestApp;
let f: ReportFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await reportFixture(t);
});
afterAll(() => t.close());

const base = (extra: Record<string, unknown> = {}) => ({
  ma_report: code(),
  ten_report: 'Tỷ lệ phản hồi thử',
  ten_report_english: 'Test response rate',
  mo_ta: 'Mô tả',
  nguon: 'response_rate_department' as const,
  bieu_do: 'bar' as const,
  details: columns(['ten_phong_ban', 'moi', 'ty_le'], { ty_le: { sap_xep: 'desc' } }),
  ...extra,
});

async function auditRows(entity: string, entityId: number) {
  return f.db
    .selectFrom('audit_log')
    .select(['action', 'changes', 'detail', 'tai_khoan_id'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('audit_log_id')
    .execute();
}

describe('report definitions', () => {
  it('creates a definition with its columns in order, recorded in the audit trail', async () => {
    const input = base({ details: columns(['ty_le', 'ten_phong_ban', 'moi']).map((d, i) => ({ ...d, thu_tu: 10 - i, nhan: i === 0 ? 'Tỷ lệ (%)' : '' })) });
    const r = await f.create(input);
    expect(r).toMatchObject({ ma_report: input.ma_report, ten_report: 'Tỷ lệ phản hồi thử', nguon: 'response_rate_department', bieu_do: 'bar', tham_so: {}, tam_ngung: false });
    expect(r.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // In `thu_tu` order; an empty label is null (the source's label is used).
    expect(r.details.map((d) => [d.field, d.nhan])).toEqual([
      ['moi', null],
      ['ten_phong_ban', null],
      ['ty_le', 'Tỷ lệ (%)'],
    ]);
    const audit = await auditRows('report', r.report_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create' });
    expect(JSON.stringify(audit[0]!.changes)).toContain('ten_phong_ban');
  });

  it('refuses a code already used in the project, whatever its case', async () => {
    const first = await f.create(base());
    const res = await f.call('admin', 'POST', `${A}/report`, base({ ma_report: first.ma_report.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toContain('đã tồn tại');
    expect(body<{ errors: { path: string }[] }>(res).data.errors[0]!.path).toBe('ma_report');
  });

  it.each([
    ['a column of another source', columns(['ten_phong_ban', 'diem_chuan']), 'details.1.field', 'Cột thứ 2 (diem_chuan): không thuộc nguồn dữ liệu'],
    ['"contains" on a number', columns(['ten_phong_ban', 'moi'], { moi: { loc_phep: 'contains', loc_gia_tri: '5' } }), 'details.1.loc_phep', 'chỉ dùng cho cột chữ'],
    ['"greater than" on text', columns(['ten_phong_ban'], { ten_phong_ban: { loc_phep: 'gt', loc_gia_tri: 'A' } }), 'details.0.loc_phep', 'chỉ dùng cho cột số hoặc ngày'],
    ['a filter value that is not a number', columns(['ten_phong_ban', 'moi'], { moi: { loc_phep: 'gte', loc_gia_tri: 'mười' } }), 'details.1.loc_gia_tri', 'phải là số nguyên'],
    ['a filter value without an operator', columns(['ten_phong_ban'], { ten_phong_ban: { loc_gia_tri: 'Nội' } }), 'details.0.loc_phep', 'chọn phép so sánh'],
    ['a sum of text', columns(['ahrq', 'ten_phong_ban'], { ahrq: { nhom: true }, ten_phong_ban: { tong_hop: 'sum' } }), 'details.1.tong_hop', 'chỉ dùng cho cột số'],
    ['a sum of percentages', columns(['ahrq', 'ty_le'], { ahrq: { nhom: true }, ty_le: { tong_hop: 'sum' } }), 'details.1.tong_hop', 'không cộng các tỷ lệ'],
    [
      'a grouped report with a plain shown column',
      columns(['ahrq', 'moi', 'ten_phong_ban'], { ahrq: { nhom: true }, moi: { tong_hop: 'sum' } }),
      'details.2.tong_hop',
      'phải dùng để nhóm hoặc có phép tổng hợp',
    ],
    [
      'a grouping column with an aggregate',
      columns(['ahrq', 'moi'], { ahrq: { nhom: true, tong_hop: 'count' }, moi: { tong_hop: 'sum' } }),
      'details.0.tong_hop',
      'không có phép tổng hợp',
    ],
    ['a column shown twice', columns(['ten_phong_ban', 'moi', 'ten_phong_ban']), 'details.2.hien_thi', 'chỉ hiển thị một lần'],
    [
      'two sorts on one column',
      [...columns(['ten_phong_ban', 'moi'], { moi: { sap_xep: 'asc' } }), { field: 'moi', hien_thi: false, sap_xep: 'desc' as const, thu_tu: 3 }],
      'details.2.sap_xep',
      'mỗi cột chỉ sắp xếp một lần',
    ],
    ['nothing shown', columns(['ten_phong_ban'], { ten_phong_ban: { hien_thi: false } }), 'details', 'ít nhất một cột'],
  ])('refuses %s with a 400 naming the column', async (_what, details, path, message) => {
    const before = await f.db
      .selectFrom('report')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await f.call('admin', 'POST', `${A}/report`, base({ details }));
    expect(res.statusCode).toBe(400);
    const b = body<{ errors: { path: string; message: string }[] }>(res);
    expect(b.message).toContain(message);
    expect(b.data.errors.map((e) => e.path)).toContain(path);
    const after = await f.db
      .selectFrom('report')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses fixed parameters the source does not take or that do not exist, and the schema’s own mistakes', async () => {
    const foreign = await f.call('admin', 'POST', `${A}/report`, base({ tham_so: { phong_ban_id: 1 } }));
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toContain('không nhận tham số');
    const missing = await f.call('admin', 'POST', `${A}/report`, base({ tham_so: { phien_ban_id: 2_000_000_000 } }));
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('Không tìm thấy phiên bản khảo sát');
    const wrongHospital = await f.call('admin', 'POST', `${A}/report`, base({ tham_so: { phien_ban_id: f.version2025, hospital_id: f.demo2Id } }));
    expect(wrongHospital.statusCode).toBe(400);
    expect(body(wrongHospital).message).toBe('Bệnh viện không tham gia phiên bản khảo sát này');
    const source = await f.call('admin', 'POST', `${A}/report`, base({ nguon: 'khong_co' }));
    expect(source.statusCode).toBe(400);
    expect(body(source).message).toBe('Nguồn dữ liệu không hợp lệ');
    const noColumns = await f.call('admin', 'POST', `${A}/report`, base({ details: [] }));
    expect(body(noColumns).message).toBe('Báo cáo phải có ít nhất một cột');
    const badCode = await f.call('admin', 'POST', `${A}/report`, base({ ma_report: 'mã có dấu' }));
    expect(badCode.statusCode).toBe(400);
  });

  it('updates a definition: columns sent with their id are kept, new ones added, the others removed', async () => {
    const r = await f.create(base());
    const [name, invited] = r.details;
    const res = await f.ok<TReportWithDetails>('admin', 'PUT', `${A}/report`, {
      ...base({ ma_report: r.ma_report, ten_report: 'Tên mới', tham_so: { phien_ban_id: f.version2025 } }),
      report_id: r.report_id,
      details: [
        { report_detail_id: invited!.report_detail_id, field: 'moi', thu_tu: 0, nhan: 'Số mời' },
        { report_detail_id: name!.report_detail_id, field: 'ten_phong_ban', thu_tu: 1 },
        { field: 'hoan_chinh', thu_tu: 2 },
      ],
    });
    expect(res.ten_report).toBe('Tên mới');
    expect(res.tham_so).toEqual({ phien_ban_id: f.version2025 });
    expect(res.details.map((d) => d.field)).toEqual(['moi', 'ten_phong_ban', 'hoan_chinh']);
    expect(res.details[0]!.report_detail_id).toBe(invited!.report_detail_id);
    expect(res.details[0]!.nhan).toBe('Số mời');
    const audit = await auditRows('report', r.report_id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.changes).toMatchObject({ ten_report: ['Tỷ lệ phản hồi thử', 'Tên mới'] });

    // A column of another report cannot be taken over.
    const other = await f.create(base());
    const foreign = await f.call('admin', 'PUT', `${A}/report`, {
      ...base({ ma_report: r.ma_report }),
      report_id: r.report_id,
      details: [{ report_detail_id: other.details[0]!.report_detail_id, field: 'ten_phong_ban' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toBe('Cột thứ 1: Cột không thuộc báo cáo này');
    const unknown = await f.call('admin', 'PUT', `${A}/report`, { ...base(), report_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
  });

  it('clones a definition with its columns under a new code, without group rights', async () => {
    const r = await f.create(base({ details: columns(['ten_phong_ban', 'ty_le'], { ty_le: { loc_phep: 'gte', loc_gia_tri: '10', sap_xep: 'desc' } }) }));
    const group = (await f.db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'HOSPITAL_ADMIN').executeTakeFirstOrThrow()).phan_quyen_id;
    await f.ok('admin', 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: group, report_id: r.report_id, xem: true });
    const copy = await f.ok<TReportWithDetails>('admin', 'POST', `${A}/report/clone`, { report_id: r.report_id, ma_report: code('BAN_SAO'), ten_report: 'Bản sao' });
    expect(copy.report_id).not.toBe(r.report_id);
    expect(copy).toMatchObject({ ten_report: 'Bản sao', nguon: r.nguon, bieu_do: r.bieu_do, ten_report_english: r.ten_report_english });
    expect(copy.details.map(({ report_detail_id: _, report_id: __, ...d }) => d)).toEqual(r.details.map(({ report_detail_id: _, report_id: __, ...d }) => d));
    const rights = await f.db.selectFrom('phan_quyen_report').select('report_id').where('report_id', '=', copy.report_id).execute();
    expect(rights).toHaveLength(0);
    expect((await auditRows('report', copy.report_id))[0]).toMatchObject({ action: 'clone', detail: { tu_report_id: r.report_id } });
    const taken = await f.call('admin', 'POST', `${A}/report/clone`, { report_id: r.report_id, ma_report: r.ma_report, ten_report: 'Trùng' });
    expect(taken.statusCode).toBe(409);
  });

  it('deletes one column when the rest is still a valid definition, never the last one', async () => {
    const r = await f.create(base({ details: columns(['ahrq', 'moi', 'ty_le'], { ahrq: { nhom: true }, moi: { tong_hop: 'sum' }, ty_le: { tong_hop: 'avg' } }) }));
    const [group, , rate] = r.details;
    // Without its grouping column the report would have no group and aggregated columns: still valid (one row of totals).
    expect((await f.call('admin', 'DELETE', `${A}/report/detail/${rate!.report_detail_id}`)).statusCode).toBe(200);
    expect((await f.call('admin', 'DELETE', `${A}/report/detail/${group!.report_detail_id}`)).statusCode).toBe(200);
    const left = await f.ok<TReportWithDetails>('admin', 'GET', `${A}/report/id/${r.report_id}`);
    expect(left.details.map((d) => d.field)).toEqual(['moi']);
    const last = await f.call('admin', 'DELETE', `${A}/report/detail/${left.details[0]!.report_detail_id}`);
    expect(last.statusCode).toBe(400);
    expect(body(last).message).toContain('ít nhất một cột');
    expect((await f.call('admin', 'DELETE', `${A}/report/detail/2000000000`)).statusCode).toBe(404);
    // What is left must still be a definition: here, nothing would be shown.
    const hidden = await f.create(base({ details: columns(['moi', 'ten_phong_ban'], { moi: { hien_thi: false, loc_phep: 'gt', loc_gia_tri: '0' } }) }));
    const nothingShown = await f.call('admin', 'DELETE', `${A}/report/detail/${hidden.details[1]!.report_detail_id}`);
    expect(nothingShown.statusCode).toBe(400);
    expect(body(nothingShown).message).toBe('Không thể xóa cột này: Báo cáo phải hiển thị ít nhất một cột');
    const audit = await auditRows('report', r.report_id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('deletes a definition with its columns and every group’s rights on it, recording what went', async () => {
    const r = await f.create(base());
    const group = (await f.db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'HOSPITAL_ADMIN').executeTakeFirstOrThrow()).phan_quyen_id;
    await f.ok<TReportPermission>('admin', 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: group, report_id: r.report_id, xem: true, chay: true });
    expect(await f.ok('admin', 'DELETE', `${VS}/report/${r.report_id}`)).toEqual({ id: r.report_id });
    expect(await f.db.selectFrom('report_detail').select('report_detail_id').where('report_id', '=', r.report_id).execute()).toHaveLength(0);
    expect(await f.db.selectFrom('phan_quyen_report').select('report_id').where('report_id', '=', r.report_id).execute()).toHaveLength(0);
    const audit = await auditRows('report', r.report_id);
    expect(audit.at(-1)).toMatchObject({ action: 'delete', detail: { quyen_da_xoa: ['HOSPITAL_ADMIN:xem,chay'] } });
    expect((await f.call('admin', 'GET', `${A}/report/id/${r.report_id}`)).statusCode).toBe(404);
    expect((await f.call('admin', 'DELETE', `${A}/report/${r.report_id}`)).statusCode).toBe(404);
  });

  it('is written by system administrators only: a hospital administrator holding the report write function is refused', async () => {
    const res = await f.call('bvadmin', 'POST', `${A}/report`, base());
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toContain('Chỉ quản trị hệ thống');
    const r = await f.create(base());
    for (const [method, url, payload] of [
      ['PUT', `${A}/report`, { ...base(), report_id: r.report_id }],
      ['DELETE', `${A}/report/${r.report_id}`, undefined],
      ['DELETE', `${A}/report/detail/${r.details[0]!.report_detail_id}`, undefined],
      ['POST', `${A}/report/clone`, { report_id: r.report_id, ma_report: code(), ten_report: 'X' }],
    ] as const) {
      expect((await f.call('bvadmin', method, url, payload)).statusCode).toBe(403);
    }
    // Staff do not hold the function at all.
    expect((await f.call('nhanvien01', 'POST', `${A}/report`, base())).statusCode).toBe(403);
    // Refused writes are in the audit trail.
    const refused = await f.db.selectFrom('audit_log').select('entity_id').where('action', '=', 'refused').where('entity_id', 'like', '%/report%').execute();
    expect(refused.length).toBeGreaterThanOrEqual(5);
  });

  it('answers the same at both service prefixes', async () => {
    const viaVs = await f.create(base(), VS);
    for (const path of [
      `/report/id/${viaVs.report_id}`,
      `/report/run/${viaVs.report_id}`,
      '/report/phan-quyen',
      `/report/check-role?id=${viaVs.report_id}`,
      `/report?keyword=${viaVs.ma_report}`,
    ]) {
      const [a, v] = await Promise.all([f.call('admin', 'GET', `${A}${path}`), f.call('admin', 'GET', `${VS}${path}`)]);
      expect(a.statusCode).toBe(200);
      expect(v.body).toBe(a.body);
    }
  });

  it('lists definitions by keyword and source; other holders of the write function see only those they may view', async () => {
    const r = await f.create(base({ nguon: 'staff_list', details: columns(['ho_ten']), ten_report: 'Danh sách riêng' }));
    const page = await f.ok<TPage<TReport>>('admin', 'GET', `${A}/report?nguon=staff_list&keyword=${encodeURIComponent('riêng')}`);
    expect(page.data.map((x) => x.report_id)).toEqual([r.report_id]);
    const all = await f.ok<TPage<TReport>>('admin', 'GET', `${A}/report?size=200`);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const mine = await f.ok<TPage<TReport>>('bvadmin', 'GET', `${A}/report?size=200`);
    // Hospital administrators hold rights on the seeded reports (and on one given them above), not on the new one.
    expect(mine.data.map((x) => x.ma_report)).toEqual(expect.arrayContaining(['DS_THAM_GIA', 'PHAN_BO_DANH_GIA', 'TICH_CUC_LINH_VUC', 'TL_PHAN_HOI_BV', 'TL_PHAN_HOI_KHOA']));
    expect(mine.data.map((x) => x.report_id)).not.toContain(r.report_id);
    expect(mine.total).toBeLessThan(all.total);
  });
});
