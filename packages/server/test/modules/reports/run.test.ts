/**
 * Running reports (issue 14): the figures are the dashboards' (response rates by department,
 * composites, items, unit breakdowns with suppression), the parameters are checked (required,
 * fixed ones win, scope of every id sent, the reports and dashboards licences), filters,
 * grouping, sort and paging act on the source's rows, and every first page is in the audit trail.
 */
import type { TCompositeScores, TPercentData, TReportData, TStaffGroup } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { setMinGroupSize } from '../dashboard/fixtures.js';
import { A, code, columns, D, groupWithAccount, reportFixture, type ReportFixture, seeded, VS } from './fixtures.js';

let t: TestApp;
let f: ReportFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await reportFixture(t);
});
afterAll(() => t.close());

const getData = (user: string, payload: Record<string, unknown>, prefix = A, headers?: Record<string, string>) =>
  f.call(user, 'POST', `${prefix}/report/get-data`, payload, headers);
const data = async (user: string, payload: Record<string, unknown>, prefix = A, headers?: Record<string, string>) => {
  const res = await getData(user, payload, prefix, headers);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return body<TReportData>(res).data;
};

describe('the figures are the dashboards’', () => {
  it('response rate by department (seeded report) = thong-ke-ty-le-phan-hoi-phong-ban of the 2025 demo survey, at both prefixes', async () => {
    const id = await seeded(f.db, 'TL_PHAN_HOI_KHOA');
    const report = await data('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025 }, size: 500 });
    const dashboard = await f.ok<TStaffGroup[]>('bvadmin', 'GET', `${D}/thong-ke-ty-le-phan-hoi-phong-ban?phien_ban_id=${f.version2025}`);
    expect(report.total).toBe(dashboard.length);
    expect(report.columns.map((c) => c.field)).toEqual(['ten_phong_ban', 'ahrq', 'moi', 'khong_du_dieu_kien', 'hoan_chinh', 'ty_le']);
    expect(report.columns.find((c) => c.field === 'ty_le')).toEqual({ field: 'ty_le', label: 'Tỷ lệ phản hồi (%)', type: 'percent' });
    const byName = new Map(dashboard.map((g) => [g.name, g]));
    for (const r of report.rows) {
      const g = byName.get(r.ten_phong_ban as string)!;
      expect(r).toEqual({ ten_phong_ban: g.name, ahrq: g.ahrq, moi: g.invited, khong_du_dieu_kien: g.ineligible, hoan_chinh: g.complete, ty_le: g.rate });
    }
    // Sorted as the definition says: highest rate first.
    const rates = report.rows.map((r) => r.ty_le as number);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(report).toMatchObject({ suppressed: 0, bieu_do: 'bar_horizontal', params: { phien_ban_id: f.version2025 } });
    const viaVs = await data('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025 }, size: 500 }, VS);
    expect(viaVs.rows).toEqual(report.rows);
    // English labels with the Language header.
    const en = await data('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025 }, size: 1 }, A, { language: 'en' });
    expect(en.columns.find((c) => c.field === 'ty_le')!.label).toBe('Response rate (%)');
  });

  it('composite percent positive = get-composite-score (score, benchmark, previous wave); items = get-composite-data', async () => {
    const all = ['ma_linh_vuc', 'ten_linh_vuc', 'tich_cuc', 'trung_lap', 'tieu_cuc', 'so_phieu', 'diem_chuan', 'phien_ban_truoc'];
    const r = await f.create({ ma_report: code(), ten_report: 'Lĩnh vực', nguon: 'composite_hospital', details: columns(all) });
    const report = await data('admin', { report_id: r.report_id, params: { phien_ban_id: f.version2025, hospital_id: f.demoId }, size: 100 });
    const dash = await f.ok<TCompositeScores>('bvadmin', 'GET', `${D}/get-composite-data?phien_ban_id=${f.version2025}&hospital_id=${f.demoId}`);
    expect(report.rows.map((x) => [x.ma_linh_vuc, x.ten_linh_vuc, x.tich_cuc, x.diem_chuan, x.phien_ban_truoc, x.so_phieu])).toEqual(
      dash.composites.map((c) => [c.ma_composite, c.name, c.score, c.benchmark, c.previous, dash.scope.n]),
    );
    // Neutral and negative: the mean of the items' (to the rounding of the items shown).
    for (const [i, c] of dash.composites.entries()) {
      const mean = (k: 'neutral' | 'negative') => c.items.reduce((s, x) => s + x[k]!, 0) / c.items.length;
      expect(Math.abs((report.rows[i]!.trung_lap as number) - mean('neutral'))).toBeLessThan(0.11);
      expect(Math.abs((report.rows[i]!.tich_cuc as number) + (report.rows[i]!.trung_lap as number) + (report.rows[i]!.tieu_cuc as number) - 100)).toBeLessThan(0.25);
    }
    const items = await f.create({
      ma_report: code(),
      ten_report: 'Câu hỏi',
      nguon: 'item_hospital',
      details: columns(['ma_linh_vuc', 'ma_cau_hoi', 'cau_hoi', 'tich_cuc', 'trung_lap', 'tieu_cuc', 'so_phieu']),
    });
    const itemRows = await data('admin', { report_id: items.report_id, params: { phien_ban_id: f.version2025 }, size: 500 });
    expect(itemRows.rows).toEqual(
      dash.composites.flatMap((c) =>
        c.items.map((i) => ({
          ma_linh_vuc: c.ma_composite,
          ma_cau_hoi: i.ma_cauhoi,
          cau_hoi: i.ten_cauhoi,
          tich_cuc: i.positive,
          trung_lap: i.neutral,
          tieu_cuc: i.negative,
          so_phieu: i.n,
        })),
      ),
    );
    // The waves: the hospital's 2024 and 2025 surveys of the same instrument, oldest first, as each one's dashboard gives them.
    const wave = await f.create({ ma_report: code(), ten_report: 'Qua các đợt', nguon: 'composite_wave', details: columns(['phien_ban', 'bat_dau', 'ma_linh_vuc', 'tich_cuc']) });
    const waves = await data('admin', { report_id: wave.report_id, params: { phien_ban_id: f.version2025, hospital_id: f.demoId }, size: 100 });
    expect([...new Set(waves.rows.map((x) => x.phien_ban))]).toEqual(['Khảo sát văn hóa an toàn người bệnh 2024', 'Khảo sát văn hóa an toàn người bệnh 2025']);
    expect(waves.rows.filter((x) => x.phien_ban === 'Khảo sát văn hóa an toàn người bệnh 2025').map((x) => x.tich_cuc)).toEqual(dash.composites.map((c) => c.score));
    expect(waves.rows.filter((x) => x.phien_ban === 'Khảo sát văn hóa an toàn người bệnh 2024').map((x) => x.tich_cuc)).toEqual(dash.composites.map((c) => c.previous));
    // The language parameter names the composites in English.
    const en = await data('admin', { report_id: r.report_id, params: { phien_ban_id: f.version2025, language: 'en' }, size: 100 });
    expect(en.rows.map((x) => x.ten_linh_vuc)).toContain('Teamwork');
  });

  it('hides units below the minimum group size, as percent-data does, and counts them', async () => {
    const r = await f.create({ ma_report: code(), ten_report: 'Theo khoa', nguon: 'composite_unit', details: columns(['don_vi', 'ma_linh_vuc', 'tich_cuc', 'so_phieu']) });
    await setMinGroupSize(f.db, f.demoId, '25');
    const report = await data('admin', { report_id: r.report_id, params: { phien_ban_id: f.version2025 }, size: 500 });
    const pd = await f.ok<TPercentData>('bvadmin', 'GET', `${VS}/percent-data/${f.version2025}`);
    const units = pd.breakdowns.filter((b) => b.dimension === 'unit');
    const hidden = units.filter((b) => b.suppressed);
    expect(hidden.length).toBeGreaterThan(0);
    expect(units.length - hidden.length).toBeGreaterThan(0);
    expect(report.suppressed).toBe(hidden.length);
    const shownLabels = new Set(report.rows.map((x) => x.don_vi));
    for (const b of hidden) expect(shownLabels.has(b.label)).toBe(false);
    expect(report.rows).toEqual(
      units
        .filter((b) => !b.suppressed)
        .flatMap((b) =>
          b.composites.map((c) => ({ don_vi: b.label, ma_linh_vuc: pd.composites.find((k) => k.composite_id === c.composite_id)!.ma_composite, tich_cuc: c.score, so_phieu: b.n })),
        ),
    );
    // A hospital below the minimum shows nothing at all: one suppressed selection.
    await f.db.updateTable('tham_so_he_thong').set({ gia_tri: '1000' }).where('hospital_id', '=', f.demoId).execute();
    const none = await data('admin', { report_id: r.report_id, params: { phien_ban_id: f.version2025 } });
    expect(none).toMatchObject({ rows: [], total: 0, suppressed: 1 });
    await f.db.deleteFrom('tham_so_he_thong').where('hospital_id', '=', f.demoId).execute();
  });
});

describe('parameters, scope and licences', () => {
  it('asks for a required parameter in Vietnamese, refuses one the source does not take, and lets fixed values win', async () => {
    const id = await seeded(f.db, 'TL_PHAN_HOI_KHOA');
    const missing = await getData('bvadmin', { report_id: id });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('Vui lòng chọn Phiên bản khảo sát');
    const foreign = await getData('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025, tu_ngay: '2025-01-01' } });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toBe('Báo cáo này không nhận tham số: Từ ngày');
    const fixed = await f.create({
      ma_report: code(),
      ten_report: 'Cố định 2025',
      nguon: 'response_rate_hospital',
      tham_so: { phien_ban_id: f.version2025 },
      details: columns(['ten_benh_vien', 'moi']),
    });
    const info = await f.ok<{ ask: { key: string; required: boolean }[] }>('admin', 'GET', `${A}/report/run/${fixed.report_id}`);
    expect(info.ask).toEqual([{ key: 'hospital_id', required: false }]);
    const other = await f.db
      .selectFrom('phien_ban_khao_sat')
      .select('phien_ban_id')
      .where('hospital_id', '=', f.demoId)
      .where('phien_ban_id', '<>', f.version2025)
      .where('is_template', '=', false)
      .executeTakeFirstOrThrow();
    const run = await data('admin', { report_id: fixed.report_id, params: { phien_ban_id: other.phien_ban_id } });
    expect(run.params.phien_ban_id).toBe(f.version2025);
    const bad = await getData('admin', { report_id: fixed.report_id, sort: { field: 'da_gui', order: 'asc' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('Chỉ sắp xếp được theo cột đang hiển thị');
  });

  it('refuses another hospital’s hospital, version or department (403), unknown rows (404)', async () => {
    const id = await seeded(f.db, 'TL_PHAN_HOI_KHOA');
    const hospital = await getData('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025, hospital_id: f.demo2Id } });
    expect(hospital.statusCode).toBe(403);
    expect(body(hospital).message).toBe('Bạn không có quyền truy cập dữ liệu của bệnh viện này');
    const otherVersion = await f.db
      .insertInto('phien_ban_khao_sat')
      .values({ hospital_id: f.demo2Id, tieu_de_khao_sat: 'Khảo sát của bệnh viện 2', time_start: new Date('2025-01-01'), time_end: new Date('2025-02-01') })
      .returning('phien_ban_id')
      .executeTakeFirstOrThrow();
    const version = await getData('bvadmin', { report_id: id, params: { phien_ban_id: otherVersion.phien_ban_id } });
    expect(version.statusCode).toBe(403);
    const dept = await f.db.selectFrom('phong_ban').select('phong_ban_id').where('hospital_id', '=', f.demo2Id).executeTakeFirstOrThrow();
    const list = await seeded(f.db, 'DS_THAM_GIA');
    expect((await getData('bvadmin', { report_id: list, params: { phien_ban_id: f.version2025, phong_ban_id: dept.phong_ban_id } })).statusCode).toBe(403);
    expect((await getData('bvadmin', { report_id: id, params: { phien_ban_id: 2_000_000_000 } })).statusCode).toBe(404);
    expect((await getData('bvadmin', { report_id: 2_000_000_000, params: {} })).statusCode).toBe(404);
  });

  it('needs the reports licence of the hospital, and the dashboards’ for dashboard data', async () => {
    const id = await seeded(f.db, 'TL_PHAN_HOI_BV');
    // BVDEMO2 licenses reports but not the dashboards: its participation figures are refused.
    const otherVersion = await f.db
      .insertInto('phien_ban_khao_sat')
      .values({ hospital_id: f.demo2Id, tieu_de_khao_sat: 'Khảo sát riêng', time_start: new Date('2025-01-01'), time_end: new Date('2025-02-01') })
      .returning('phien_ban_id')
      .executeTakeFirstOrThrow();
    await f.db.insertInto('phien_ban_benh_vien').values({ phien_ban_id: otherVersion.phien_ban_id, hospital_id: f.demo2Id }).execute();
    const noDashboard = await getData('bv2admin', { report_id: id, params: { phien_ban_id: otherVersion.phien_ban_id } });
    expect(noDashboard.statusCode).toBe(403);
    expect(body(noDashboard).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
    // A hospital in scope without the reports licence: refused when asked for, left out when not.
    await f.db.insertInto('phien_ban_benh_vien').values({ phien_ban_id: f.version2025, hospital_id: f.demo2Id }).execute();
    await f.db.insertInto('hospital_module').values({ hospital_id: f.demo2Id, module: 'dashboard' }).execute();
    try {
      const both = await f.ok<{ hospitals: { hospital_id: number }[] }>('admin', 'GET', `${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=${f.version2025}`);
      expect(both.hospitals).toHaveLength(2);
      expect((await data('admin', { report_id: id, params: { phien_ban_id: f.version2025 } })).rows).toHaveLength(2);
      await f.db.deleteFrom('hospital_module').where('hospital_id', '=', f.demo2Id).where('module', '=', 'reports').execute();
      const asked = await getData('admin', { report_id: id, params: { phien_ban_id: f.version2025, hospital_id: f.demo2Id } });
      expect(asked.statusCode).toBe(403);
      expect(body(asked).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
      expect((await data('admin', { report_id: id, params: { phien_ban_id: f.version2025 } })).rows.map((r) => r.ten_benh_vien)).toEqual(['Bệnh viện Đa khoa Demo']);
      // A hospital's own administrator is refused by the access rule (the home hospital's licence).
      expect((await getData('bv2admin', { report_id: id, params: { phien_ban_id: otherVersion.phien_ban_id } })).statusCode).toBe(403);
    } finally {
      await f.db.deleteFrom('phien_ban_benh_vien').where('phien_ban_id', '=', f.version2025).where('hospital_id', '=', f.demo2Id).execute();
      await f.db.deleteFrom('hospital_module').where('hospital_id', '=', f.demo2Id).where('module', 'in', ['dashboard', 'reports']).execute();
      await f.db.insertInto('hospital_module').values({ hospital_id: f.demo2Id, module: 'reports' }).execute();
    }
  });
});

describe('filters, grouping, sort, paging', () => {
  it('filters text without case or marks, numbers as numbers; groups with aggregates; sorts and pages', async () => {
    const all = await data('admin', { report_id: await seeded(f.db, 'TL_PHAN_HOI_KHOA'), params: { phien_ban_id: f.version2025 }, size: 500 });
    const some = all.rows.find((r) => /[^\x00-\x7f]/.test(String(r.ten_phong_ban)))!;
    const word = String(some.ten_phong_ban)
      .split(' ')
      .find((w) => /[^\x00-\x7f]/.test(w))!;
    const plain = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toUpperCase();
    const filtered = await f.create({
      ma_report: code(),
      ten_report: 'Lọc',
      nguon: 'response_rate_department',
      details: columns(['ten_phong_ban', 'moi', 'ty_le'], { ten_phong_ban: { loc_phep: 'contains', loc_gia_tri: plain }, moi: { loc_phep: 'gte', loc_gia_tri: '1' } }),
    });
    const got = await data('admin', { report_id: filtered.report_id, params: { phien_ban_id: f.version2025 }, size: 500 });
    const fold = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd')
        .replace(/Đ/g, 'D')
        .toLowerCase();
    const expected = all.rows.filter((r) => fold(String(r.ten_phong_ban)).includes(fold(plain)) && (r.moi as number) >= 1);
    expect(got.total).toBe(expected.length);
    expect(got.total).toBeGreaterThan(0);

    const grouped = await f.create({
      ma_report: code(),
      ten_report: 'Theo nhóm AHRQ',
      nguon: 'response_rate_department',
      details: columns(['ahrq', 'moi', 'hoan_chinh', 'ty_le', 'ten_phong_ban'], {
        ahrq: { nhom: true, sap_xep: 'asc' },
        moi: { tong_hop: 'sum' },
        hoan_chinh: { tong_hop: 'max' },
        ty_le: { tong_hop: 'avg' },
        ten_phong_ban: { tong_hop: 'count' },
      }),
    });
    const g = await data('admin', { report_id: grouped.report_id, params: { phien_ban_id: f.version2025 }, size: 500 });
    expect(g.columns.map((c) => [c.field, c.type])).toEqual([
      ['ahrq', 'text'],
      ['moi', 'int'],
      ['hoan_chinh', 'int'],
      ['ty_le', 'percent'],
      ['ten_phong_ban', 'int'],
    ]);
    const groups = new Map<string | null, typeof all.rows>();
    for (const r of all.rows) groups.set(r.ahrq as string | null, [...(groups.get(r.ahrq as string | null) ?? []), r]);
    expect(g.total).toBe(groups.size);
    for (const row of g.rows) {
      const rs = groups.get(row.ahrq as string | null)!;
      const rates = rs.map((r) => r.ty_le).filter((x): x is number => x !== null);
      expect(row.moi).toBe(rs.reduce((s, r) => s + (r.moi as number), 0));
      expect(row.hoan_chinh).toBe(Math.max(...rs.map((r) => r.hoan_chinh as number)));
      expect(row.ten_phong_ban).toBe(rs.length);
      // The plain mean of the rows (unweighted), one decimal.
      expect(row.ty_le).toBe(rates.length ? Math.round((rates.reduce((s, x) => s + x, 0) / rates.length) * 10) / 10 : null);
    }

    // The reader's sort on a shown column, and paging.
    const byInvited = await data('admin', { report_id: filtered.report_id, params: { phien_ban_id: f.version2025 }, sort: { field: 'moi', order: 'asc' }, size: 500 });
    const invited = byInvited.rows.map((r) => r.moi as number);
    expect(invited).toEqual([...invited].sort((a, b) => a - b));
    const page2 = await data('admin', { report_id: await seeded(f.db, 'TL_PHAN_HOI_KHOA'), params: { phien_ban_id: f.version2025 }, page: 2, size: 3 });
    expect(page2).toMatchObject({ page: 2, size: 3, total: all.total });
    expect(page2.rows).toEqual(all.rows.slice(3, 6));
  });

  it('records the first page of every run in the audit trail with its parameters, not each page turn', async () => {
    const id = await seeded(f.db, 'DS_THAM_GIA');
    const count = async () =>
      await f.db.selectFrom('audit_log').select('detail').where('entity', '=', 'report').where('action', '=', 'run').where('entity_id', '=', String(id)).execute();
    const before = (await count()).length;
    const first = await data('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025 }, size: 50 });
    expect(first.total).toBeGreaterThan(50);
    expect(first.rows[0]).toMatchObject({ ten_benh_vien: 'Bệnh viện Đa khoa Demo' });
    await data('bvadmin', { report_id: id, params: { phien_ban_id: f.version2025 }, page: 2, size: 50 });
    const rows = await count();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)!.detail).toMatchObject({ ma_report: 'DS_THAM_GIA', params: { phien_ban_id: f.version2025 }, rows: first.total });
  });

  it('narrows participation to a department head’s departments, where the dashboards do', async () => {
    const { groupId, user } = await groupWithAccount(f.db, 'TRUONG_KHOA_BC', 3, ['BAO_CAO_XEM']);
    const id = await seeded(f.db, 'DS_THAM_GIA');
    await f.ok('admin', 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: groupId, report_id: id, xem: true, chay: true });
    // Not linked to a department: nobody's participation (fail closed).
    expect((await data(user, { report_id: id, params: { phien_ban_id: f.version2025 } })).total).toBe(0);
    const dept = await f.db
      .selectFrom('nhan_vien_khao_sat as r')
      .innerJoin('phong_ban as p', 'p.phong_ban_id', 'r.phong_ban_id')
      .select(['p.phong_ban_id', 'p.ten_phong_ban', (eb) => eb.fn.countAll<number>().as('n')])
      .where('r.phien_ban_id', '=', f.version2025)
      .groupBy(['p.phong_ban_id', 'p.ten_phong_ban'])
      .orderBy('p.phong_ban_id')
      .executeTakeFirstOrThrow();
    const account = await f.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', user).executeTakeFirstOrThrow();
    await f.db.insertInto('tai_khoan_phong_ban').values({ tai_khoan_id: account.tai_khoan_id, phong_ban_id: dept.phong_ban_id }).execute();
    const mine = await data(user, { report_id: id, params: { phien_ban_id: f.version2025 }, size: 500 });
    expect(mine.total).toBe(Number(dept.n));
    expect(new Set(mine.rows.map((r) => r.ten_phong_ban))).toEqual(new Set([dept.ten_phong_ban]));
  });

  it('reads the audit trail only with the audit-trail function, and staff e-mail only with the staff-details one', async () => {
    const audit = await f.create({ ma_report: code(), ten_report: 'Nhật ký', nguon: 'audit_trail', details: columns(['thoi_gian', 'tai_khoan', 'hanh_dong', 'doi_tuong']) });
    const rows = await data('admin', { report_id: audit.report_id, params: { tu_ngay: '2000-01-01' }, size: 5 });
    expect(rows.total).toBeGreaterThan(0);
    const times = rows.rows.map((r) => r.thoi_gian as string);
    expect(times).toEqual([...times].sort().reverse());
    const dates = await getData('admin', { report_id: audit.report_id, params: { tu_ngay: '2025-02-01', den_ngay: '2025-01-01' } });
    expect(dates.statusCode).toBe(400);
    expect(body(dates).message).toBe('Đến ngày phải sau hoặc bằng từ ngày');

    // A group that reads reports but neither the audit trail nor staff contact details.
    const { groupId, user } = await groupWithAccount(f.db, 'DOC_BC', 2, ['BAO_CAO_XEM']);
    const staff = await f.create({ ma_report: code(), ten_report: 'Nhân viên', nguon: 'staff_list', details: columns(['ma_nhan_vien', 'ho_ten', 'email']) });
    for (const r of [audit, staff]) await f.ok('admin', 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: groupId, report_id: r.report_id, xem: true, chay: true });
    const refused = await getData(user, { report_id: audit.report_id, params: {} });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toContain('nhật ký');
    const mine = await data(user, { report_id: staff.report_id, params: {}, size: 500 });
    const theirs = await data('admin', { report_id: staff.report_id, params: { hospital_id: f.demoId }, size: 500 });
    expect(mine.total).toBe(theirs.total);
    expect(theirs.rows.some((r) => r.email !== null)).toBe(true);
    expect(mine.rows.every((r) => r.email === null)).toBe(true);
  });
});

describe('the version picker of report parameters (report/phien-ban)', () => {
  it('lists the versions of the reader’s licensed hospitals to a report reader without the dashboard function, at both prefixes', async () => {
    const { user } = await groupWithAccount(f.db, code('DOC_BC'), 2, ['BAO_CAO_XEM']);
    const versions = await f.ok<{ phien_ban_id: number; hospitals: { hospital_id: number }[] }[]>(user, 'GET', `${A}/report/phien-ban`);
    expect(versions.map((v) => v.phien_ban_id)).toContain(f.version2025);
    expect(versions.every((v) => v.hospitals.every((h) => h.hospital_id === f.demoId))).toBe(true);
    expect(await f.ok(user, 'GET', `${VS}/report/phien-ban`)).toEqual(versions);
    // The dashboard's own list stays closed to them.
    expect((await f.call(user, 'GET', `${D}/phien-ban`)).statusCode).toBe(403);
  });

  it('is refused to the reader of a hospital that has not licensed the reports', async () => {
    await f.db.deleteFrom('hospital_module').where('hospital_id', '=', f.demoId).where('module', '=', 'reports').execute();
    try {
      const res = await f.call('bvadmin', 'GET', `${A}/report/phien-ban`);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
    } finally {
      await f.db.insertInto('hospital_module').values({ hospital_id: f.demoId, module: 'reports' }).execute();
    }
  });
});
