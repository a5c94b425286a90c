/**
 * Action plans (issue 27 item 3) through HTTP: a plan of the demo's 2024 wave is created,
 * updated, progressed and deleted, each write audited; bad input is refused in Vietnamese with
 * nothing changed; another hospital's admin and a user without the function are refused; and
 * the plan shows its focus composites re-measured in the 2025 wave with the same change and test
 * the 2025 dashboard shows, the unit's figures suppressed like the dashboard's.
 */
import type { TActionPlan, TActionPlanResults, TCompositeScores, TDashboardFilters, TDashboardVersion, TPage } from '@hm/contract';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { D, dashFixture, type DashFixture, setMinGroupSize, type User } from '../dashboard/fixtures.js';

const P = '/votesafety/v1/ke-hoach-hanh-dong';

let t: TestApp;
let f: DashFixture;
let w2024: TDashboardVersion;
let w2025: TDashboardVersion;
/** The demo hospital's weakest composite in 2024. */
let focus: string;
const tokens = new Map<User, string>();

beforeAll(async () => {
  t = await createTestApp();
  f = await dashFixture(t);
  for (const u of ['bvadmin', 'bv2admin', 'nhanvien01'] as const) tokens.set(u, await t.login(u));
  const versions = await f.get<TDashboardVersion[]>('bvadmin', `${D}/phien-ban`);
  w2024 = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2024')!;
  w2025 = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  focus = (await composites2024())[0]!.ma_composite;
});
afterAll(() => t.close());

const call = (user: User, o: InjectOptions) => t.as(tokens.get(user)!, o);
const ok = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return body<T>(res).data;
};

/** The 2024 composites of the demo hospital, weakest first. */
async function composites2024() {
  const s = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-score?phien_ban_id=${w2024.phien_ban_id}&hospital_id=${f.demoId}`);
  return [...s.composites].sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
}

const planInput = (over: Record<string, unknown> = {}) => ({
  hospital_id: f.demoId,
  phien_ban_id: w2024.phien_ban_id,
  tieu_de: 'Cải thiện bàn giao người bệnh',
  linh_vuc: [focus],
  muc_tieu: 'Tăng tỷ lệ tích cực của lĩnh vực thêm 10 điểm ở đợt khảo sát 2025',
  nguoi_phu_trach: 'Trưởng phòng Quản lý chất lượng',
  ngay_bat_dau: '2024-07-01',
  ngay_ket_thuc: '2025-03-31',
  moc: [{ ten: 'Ban hành mẫu bàn giao SBAR', han: '2024-09-30', xong: false }],
  ...over,
});

const auditOf = (id: number) =>
  t.database.db.selectFrom('audit_log').select(['action', 'hospital_id']).where('entity', '=', 'actionPlan').where('entity_id', '=', String(id)).orderBy('audit_log_id').execute();

const countPlans = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('ke_hoach_hanh_dong')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a plan of the 2024 wave', () => {
  it('is created on the weakest composite, updated, progressed and deleted, every write audited', async () => {
    const weakest = (await composites2024())[0]!;
    const created = ok<TActionPlan>(await call('bvadmin', { method: 'POST', url: P, payload: planInput({ linh_vuc: [weakest.ma_composite] }) }));
    expect(created).toMatchObject({ hospital_id: f.demoId, phien_ban_id: w2024.phien_ban_id, linh_vuc: [weakest.ma_composite], trang_thai: 'draft', don_vi: null, tien_do: [] });
    expect(created.moc).toEqual([{ ten: 'Ban hành mẫu bàn giao SBAR', han: '2024-09-30', xong: false }]);
    expect(created.ngay_bat_dau).toBe('2024-07-01');

    const progressed = ok<TActionPlan>(
      await call('bvadmin', {
        method: 'PUT',
        url: `${P}/${created.ke_hoach_id}`,
        payload: planInput({
          linh_vuc: [weakest.ma_composite],
          trang_thai: 'in_progress',
          moc: [{ ten: 'Ban hành mẫu bàn giao SBAR', han: '2024-09-30', xong: true }],
          tien_do: [{ ngay: '2024-10-02', noi_dung: 'Đã tập huấn 4 khoa' }],
        }),
      }),
    );
    expect(progressed).toMatchObject({ trang_thai: 'in_progress', tien_do: [{ ngay: '2024-10-02', noi_dung: 'Đã tập huấn 4 khoa' }] });
    expect(progressed.moc[0]!.xong).toBe(true);

    const list = ok<TPage<TActionPlan>>(await call('bvadmin', { method: 'GET', url: `${P}?phien_ban_id=${w2024.phien_ban_id}&hospitalId=${f.demoId}` }));
    expect(list.data.map((p) => p.ke_hoach_id)).toContain(created.ke_hoach_id);
    const none = ok<TPage<TActionPlan>>(await call('bvadmin', { method: 'GET', url: `${P}?phien_ban_id=${w2025.phien_ban_id}&hospitalId=${f.demoId}` }));
    expect(none.data.map((p) => p.ke_hoach_id)).not.toContain(created.ke_hoach_id);

    ok(await call('bvadmin', { method: 'DELETE', url: `${P}/${created.ke_hoach_id}` }));
    expect((await call('bvadmin', { method: 'GET', url: `${P}/${created.ke_hoach_id}` })).statusCode).toBe(404);
    expect((await auditOf(created.ke_hoach_id)).map((a) => [a.action, a.hospital_id])).toEqual([
      ['create', f.demoId],
      ['update', f.demoId],
      ['delete', f.demoId],
    ]);
  });

  it('refuses bad input with a Vietnamese message on its field and stores nothing', async () => {
    const before = await countPlans();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [planInput({ tieu_de: '' }), 'tieu_de', /Vui lòng nhập tên kế hoạch/],
      [planInput({ linh_vuc: [] }), 'linh_vuc', /ít nhất một lĩnh vực/],
      [planInput({ muc_tieu: '   ' }), 'muc_tieu', /mục tiêu SMART/],
      [planInput({ linh_vuc: ['KHONG_CO'] }), 'linh_vuc.0', /không có lĩnh vực mã KHONG_CO/],
      [planInput({ trang_thai: 'xong' }), 'trang_thai', /Trạng thái phải là/],
      [planInput({ ngay_bat_dau: '2025-01-01', ngay_ket_thuc: '2024-01-01' }), 'ngay_ket_thuc', /Ngày kết thúc phải sau ngày bắt đầu/],
      [planInput({ ngay_bat_dau: '2024-02-30' }), 'ngay_bat_dau', /Ngày không hợp lệ/],
      [planInput({ tien_do: [{ ngay: '2024-10-02', noi_dung: '' }] }), 'tien_do.0.noi_dung', /nội dung tiến độ/],
      [planInput({ don_vi: 9999 }), 'don_vi', /Không tìm thấy đơn vị/],
      [planInput({ tep_dinh_kem: [999999] }), 'tep_dinh_kem.0', /Không tìm thấy tệp/],
      [planInput({ phien_ban_id: 999999 }), 'phien_ban_id', /không tham gia phiên bản/],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call('bvadmin', { method: 'POST', url: P, payload });
      const errors = body<{ errors?: { path: string; message: string }[] }>(res).data?.errors ?? [];
      expect({
        status: res.statusCode,
        path,
        message:
          errors
            .filter((e) => e.path === path)
            .map((e) => e.message)
            .join(' | ') || body(res).message,
      }).toEqual({
        status: 400,
        path,
        message: expect.stringMatching(message),
      });
    }
    // An update refused leaves the stored plan as it was.
    const plan = ok<TActionPlan>(await call('bvadmin', { method: 'POST', url: P, payload: planInput() }));
    const refused = await call('bvadmin', { method: 'PUT', url: `${P}/${plan.ke_hoach_id}`, payload: planInput({ tieu_de: 'Đổi tên', linh_vuc: ['KHONG_CO'] }) });
    expect(refused.statusCode).toBe(400);
    expect(ok<TActionPlan>(await call('bvadmin', { method: 'GET', url: `${P}/${plan.ke_hoach_id}` })).tieu_de).toBe('Cải thiện bàn giao người bệnh');
    expect(await countPlans()).toBe(before + 1);
    ok(await call('bvadmin', { method: 'DELETE', url: `${P}/${plan.ke_hoach_id}` }));
  });

  it("keeps another hospital's admin and a user without the function out", async () => {
    const plan = ok<TActionPlan>(await call('bvadmin', { method: 'POST', url: P, payload: planInput() }));
    const url = `${P}/${plan.ke_hoach_id}`;
    expect((await call('bv2admin', { method: 'GET', url })).statusCode).toBe(403);
    expect((await call('bv2admin', { method: 'GET', url: `${url}/ket-qua` })).statusCode).toBe(403);
    expect((await call('bv2admin', { method: 'PUT', url, payload: planInput({ tieu_de: 'Của tôi' }) })).statusCode).toBe(403);
    expect((await call('bv2admin', { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await call('bv2admin', { method: 'POST', url: P, payload: planInput() })).statusCode).toBe(403);
    const theirs = ok<TPage<TActionPlan>>(await call('bv2admin', { method: 'GET', url: P }));
    expect(theirs.data.map((p) => p.ke_hoach_id)).not.toContain(plan.ke_hoach_id);
    const staff = await call('nhanvien01', { method: 'POST', url: P, payload: planInput() });
    expect(staff.statusCode).toBe(403);
    expect((await call('nhanvien01', { method: 'GET', url })).statusCode).toBe(403);
    expect(ok<TActionPlan>(await call('bvadmin', { method: 'GET', url })).tieu_de).toBe('Cải thiện bàn giao người bệnh');
    ok(await call('bvadmin', { method: 'DELETE', url }));
  });
});

describe('re-measured in the next wave', () => {
  it('shows the 2025 figure of each focus composite with the change and test the 2025 dashboard shows', async () => {
    const codes = (await composites2024()).slice(0, 2).map((c) => c.ma_composite);
    const plan = ok<TActionPlan>(await call('bvadmin', { method: 'POST', url: P, payload: planInput({ linh_vuc: codes }) }));
    const results = ok<TActionPlanResults>(await call('bvadmin', { method: 'GET', url: `${P}/${plan.ke_hoach_id}/ket-qua` }));
    expect(results.later_version?.phien_ban_id).toBe(w2025.phien_ban_id);
    expect(results.against_version?.phien_ban_id).toBe(w2024.phien_ban_id);
    expect(results.suppressed).toBe(false);
    const dash = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-score?phien_ban_id=${w2025.phien_ban_id}&hospital_id=${f.demoId}`);
    expect(results.composites.map((c) => c.ma_composite)).toEqual(codes);
    for (const c of results.composites) {
      const d = dash.composites.find((k) => k.ma_composite === c.ma_composite)!;
      expect(c).toEqual({ ma_composite: d.ma_composite, name: d.name, before: d.previous, after: d.score, interval: d.interval, change: d.change });
      expect(c.change).not.toBeNull();
    }
    // The Excel export carries the record, the milestones and the same re-measure.
    const file = await call('bvadmin', { method: 'GET', url: `${P}/${plan.ke_hoach_id}/xuat-excel` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Kế hoạch', 'Mốc', 'Tiến độ', 'Kết quả đo lại']);
    expect(wb.getWorksheet('Kế hoạch')!.getRow(1).values).toEqual([undefined, 'Tên kế hoạch', 'Cải thiện bàn giao người bệnh']);
    expect(wb.getWorksheet('Mốc')!.getRow(2).values).toEqual([undefined, 'Ban hành mẫu bàn giao SBAR', '2024-09-30', 'Không']);
    const first = results.composites[0]!;
    expect(wb.getWorksheet('Kết quả đo lại')!.getRow(3).values).toEqual([
      undefined,
      first.name,
      first.before,
      first.after,
      first.interval!.low,
      first.interval!.high,
      first.change!.change,
      first.change!.low,
      first.change!.high,
      first.change!.p,
      { improvement: 'Cải thiện rõ', decline: 'Giảm rõ', no_clear_change: 'Chưa có thay đổi rõ ràng' }[first.change!.verdict],
    ]);
    expect((await call('bv2admin', { method: 'GET', url: `${P}/${plan.ke_hoach_id}/xuat-excel` })).statusCode).toBe(403);

    // A plan of the latest wave has nothing to compare with yet.
    const latest = ok<TActionPlan>(await call('bvadmin', { method: 'POST', url: P, payload: planInput({ phien_ban_id: w2025.phien_ban_id, linh_vuc: codes }) }));
    expect(ok<TActionPlanResults>(await call('bvadmin', { method: 'GET', url: `${P}/${latest.ke_hoach_id}/ket-qua` }))).toEqual({
      later_version: null,
      against_version: null,
      suppressed: false,
      min_group_size: null,
      composites: [],
    });
  });

  it("a unit's plan follows the dashboard's suppression of that unit", async () => {
    const filters = await f.get<TDashboardFilters>('bvadmin', `${D}/bo-loc?phien_ban_id=${w2024.phien_ban_id}&hospital_id=${f.demoId}`);
    const unit = filters.units[0]!.gia_tri;
    const plan = ok<TActionPlan>(await call('bvadmin', { method: 'POST', url: P, payload: planInput({ don_vi: unit }) }));
    expect(plan.don_vi).toBe(unit);
    const results = ok<TActionPlanResults>(await call('bvadmin', { method: 'GET', url: `${P}/${plan.ke_hoach_id}/ket-qua` }));
    const dash = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-score?phien_ban_id=${w2025.phien_ban_id}&hospital_id=${f.demoId}&don_vi=${unit}`);
    expect(results.suppressed).toBe(dash.scope.suppressed);
    if (!dash.scope.suppressed) expect(results.composites[0]!.after).toBe(dash.composites.find((k) => k.ma_composite === focus)!.score);
    // With a minimum group size above the unit's respondents, the unit's figures are withheld.
    await setMinGroupSize(t.database.db, f.demoId, '100000');
    const hidden = ok<TActionPlanResults>(await call('bvadmin', { method: 'GET', url: `${P}/${plan.ke_hoach_id}/ket-qua` }));
    expect(hidden).toMatchObject({ later_version: { phien_ban_id: w2025.phien_ban_id }, suppressed: true, composites: [] });
  });
});
