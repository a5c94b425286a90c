/**
 * Report permissions (issue 14): per group and report, view / run / export. A group with view
 * but not run is refused get-data, without export refused the export; another group does not see
 * the report in `report/phan-quyen` and is refused by the server when calling it directly;
 * check-role answers per report. Writes follow the group rules: the group-edit function, a group
 * within reach and not one's own, only rights one holds; the group view says what is locked.
 */
import type { TGroupReports, TPage, TReportOfCaller, TReportPermission, TReportRunInfo } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { A, code, columns, groupWithAccount, reportFixture, type ReportFixture, seeded, VS } from './fixtures.js';

let t: TestApp;
let f: ReportFixture;
let reportId: number;
let readers: { groupId: number; user: string };
let others: { groupId: number; user: string };
beforeAll(async () => {
  t = await createTestApp();
  f = await reportFixture(t);
  reportId = (await f.create({ ma_report: code('QUYEN'), ten_report: 'Báo cáo phân quyền', nguon: 'response_rate_hospital', details: columns(['ten_benh_vien', 'moi', 'ty_le']) }))
    .report_id;
  readers = await groupWithAccount(f.db, 'BC_DOC', 2, ['BAO_CAO_XEM']);
  others = await groupWithAccount(f.db, 'BC_KHAC', 2, ['BAO_CAO_XEM']);
});
afterAll(() => t.close());

const run = (user: string, id = reportId, prefix = A) => f.call(user, 'POST', `${prefix}/report/get-data`, { report_id: id, params: { phien_ban_id: f.version2025 } });
const exportOf = (user: string, id = reportId) => f.call(user, 'POST', `${A}/report/export`, { report_id: id, params: { phien_ban_id: f.version2025 }, format: 'csv' });
const mine = (user: string) => f.ok<TReportOfCaller[]>(user, 'GET', `${A}/report/phan-quyen`);
const checkRole = async (user: string, id: number) => body<{ allowed: boolean }>(await f.call(user, 'GET', `${A}/report/check-role?id=${id}`)).data.allowed;

describe('what a group may do with a report', () => {
  let permission: TReportPermission;

  it('view only: listed with its rights, run info and definition readable, get-data and export refused', async () => {
    permission = await f.ok<TReportPermission>('admin', 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: readers.groupId, report_id: reportId, xem: true });
    expect(permission).toMatchObject({ phan_quyen_id: readers.groupId, ten_phan_quyen: 'Nhóm BC_DOC', report_id: reportId, xem: true, chay: false, xuat: false });
    const list = await mine(readers.user);
    expect(list.map((r) => r.report_id)).toEqual([reportId]);
    expect(list[0]!.rights).toEqual({ xem: true, chay: false, xuat: false });
    const info = await f.ok<TReportRunInfo>(readers.user, 'GET', `${VS}/report/run/${reportId}`);
    expect(info).toMatchObject({
      report_id: reportId,
      rights: { xem: true, chay: false, xuat: false },
      ask: [
        { key: 'phien_ban_id', required: true },
        { key: 'hospital_id', required: false },
      ],
    });
    expect((await f.call(readers.user, 'GET', `${A}/report/id/${reportId}`)).statusCode).toBe(200);
    expect(await checkRole(readers.user, reportId)).toBe(true);
    const refused = await run(readers.user);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe('Nhóm quyền của bạn không được chạy báo cáo này');
    expect((await exportOf(readers.user)).statusCode).toBe(403);
    // The refusal is in the audit trail.
    const audit = await f.db.selectFrom('audit_log').select('entity_id').where('action', '=', 'refused').where('entity_id', '=', 'POST /auth/v1/report/get-data').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('run: get-data answers, export still refused; export: the file streams', async () => {
    await f.ok('admin', 'PUT', `${A}/phan-quyen-report`, { phan_quyen_report_id: permission.phan_quyen_report_id, xem: true, chay: true, xuat: false });
    expect((await run(readers.user)).statusCode).toBe(200);
    expect((await run(readers.user, reportId, VS)).statusCode).toBe(200);
    const refused = await exportOf(readers.user);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe('Nhóm quyền của bạn không được xuất báo cáo này');
    // Export implies run, run implies view (the contract makes the rights consistent).
    const updated = await f.ok<TReportPermission>('admin', 'PUT', `${A}/phan-quyen-report`, {
      phan_quyen_report_id: permission.phan_quyen_report_id,
      xem: false,
      chay: false,
      xuat: true,
    });
    expect(updated).toMatchObject({ xem: true, chay: true, xuat: true });
    const file = await exportOf(readers.user);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
  });

  it('another group: not in its list, refused when calling directly, check-role false (also for an unknown report)', async () => {
    expect((await mine(others.user)).map((r) => r.report_id)).not.toContain(reportId);
    for (const res of [
      await run(others.user),
      await run(others.user, reportId, VS),
      await exportOf(others.user),
      await f.call(others.user, 'GET', `${A}/report/run/${reportId}`),
      await f.call(others.user, 'GET', `${A}/report/id/${reportId}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Nhóm quyền của bạn không được xem báo cáo này');
    }
    expect(await checkRole(others.user, reportId)).toBe(false);
    expect(await checkRole(others.user, 2_000_000_000)).toBe(false);
    expect(await checkRole('admin', reportId)).toBe(true);
    // Without an id: whether the group reads reports at all (staff do not).
    expect(body<{ allowed: boolean }>(await f.call('nhanvien01', 'GET', `${A}/report/check-role`)).data.allowed).toBe(false);
    expect(body<{ allowed: boolean }>(await f.call(others.user, 'GET', `${VS}/report/check-role`)).data.allowed).toBe(true);
  });

  it('a suspended report is neither listed nor run, except by writers (preview)', async () => {
    const r = await f.ok<{ report_id: number }>('admin', 'GET', `${A}/report/id/${reportId}`);
    const full = await f.ok<{ ma_report: string; ten_report: string; nguon: string; details: { report_detail_id: number; field: string }[] }>(
      'admin',
      'GET',
      `${A}/report/id/${r.report_id}`,
    );
    const put = (tam_ngung: boolean) =>
      f.ok('admin', 'PUT', `${A}/report`, { report_id: reportId, ma_report: full.ma_report, ten_report: full.ten_report, nguon: full.nguon, tam_ngung, details: full.details });
    await put(true);
    try {
      expect((await mine(readers.user)).map((x) => x.report_id)).not.toContain(reportId);
      const refused = await run(readers.user);
      expect(refused.statusCode).toBe(403);
      expect(body(refused).message).toBe('Báo cáo đang tạm ngưng sử dụng');
      expect(await checkRole(readers.user, reportId)).toBe(false);
      expect((await run('admin')).statusCode).toBe(200);
      expect((await mine('admin')).map((x) => x.report_id)).toContain(reportId);
    } finally {
      await put(false);
    }
  });
});

describe('who may change the rights', () => {
  it('a hospital administrator (no group-edit function) is refused every write', async () => {
    const res = await f.call('bvadmin', 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: others.groupId, report_id: reportId, xem: true });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toContain('cần chức năng sửa phân quyền');
    const view = await f.ok<TGroupReports>('bvadmin', 'GET', `${A}/phan-quyen-report/nhom?phanQuyenId=${others.groupId}`);
    expect(view.locked).toContain('cần chức năng sửa phân quyền');
  });

  it('no escalation: only groups within reach, never one’s own, only rights one holds on the report', async () => {
    const managers = await groupWithAccount(f.db, 'BC_QUAN_LY', 2, ['BAO_CAO_XEM', 'BAO_CAO_SUA', 'PHAN_QUYEN_SUA']);
    await f.ok('admin', 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: managers.groupId, report_id: reportId, xem: true, chay: true });
    const seededId = await seeded(f.db, 'TL_PHAN_HOI_BV');
    // Beyond their own rights on the report.
    const tooMuch = await f.call(managers.user, 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: others.groupId, report_id: reportId, xem: true, chay: true, xuat: true });
    expect(tooMuch.statusCode).toBe(403);
    expect(body(tooMuch).message).toContain('xuất trên báo cáo');
    // A report they hold nothing on.
    expect((await f.call(managers.user, 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: others.groupId, report_id: seededId, xem: true })).statusCode).toBe(403);
    // Within their rights: given.
    const given = await f.ok<TReportPermission>(managers.user, 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: others.groupId, report_id: reportId, xem: true, chay: true });
    expect(given).toMatchObject({ xem: true, chay: true, xuat: false });
    expect((await f.call(managers.user, 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: others.groupId, report_id: reportId, xem: true })).statusCode).toBe(409);
    // Their own group: locked.
    const own = await f.call(managers.user, 'PUT', `${A}/phan-quyen-report`, { phan_quyen_report_id: given.phan_quyen_report_id, xem: true, chay: false, xuat: false });
    expect(own.statusCode).toBe(200);
    const ownRow = (await f.ok<TPage<TReportPermission>>(managers.user, 'GET', `${A}/phan-quyen-report?phanQuyenId=${managers.groupId}`)).data[0]!;
    const self = await f.call(managers.user, 'PUT', `${A}/phan-quyen-report`, { phan_quyen_report_id: ownRow.phan_quyen_report_id, xem: true, chay: true, xuat: true });
    expect(self.statusCode).toBe(403);
    expect(body(self).message).toContain('chính bạn đang dùng');
    const ownView = await f.ok<TGroupReports>(managers.user, 'GET', `${A}/phan-quyen-report/nhom?phanQuyenId=${managers.groupId}`);
    expect(ownView.locked).toContain('chính bạn đang dùng');
    expect(ownView.reports.find((r) => r.report_id === reportId)).toMatchObject({ rights: { xem: true, chay: true, xuat: false }, assignable: true });
    expect(ownView.reports.find((r) => r.report_id === seededId)).toMatchObject({ rights: { xem: false, chay: false, xuat: false }, assignable: false });
    // A higher group (the hospital administrators hold functions they lack): refused, read and write.
    const hospitalAdmins = (await f.db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'HOSPITAL_ADMIN').executeTakeFirstOrThrow()).phan_quyen_id;
    expect((await f.call(managers.user, 'GET', `${A}/phan-quyen-report/nhom?phanQuyenId=${hospitalAdmins}`)).statusCode).toBe(403);
    expect((await f.call(managers.user, 'POST', `${A}/phan-quyen-report/update-phan-quyen`, { phan_quyen_id: hospitalAdmins, items: [] })).statusCode).toBe(403);
    // Taking rights away is not an escalation.
    expect((await f.call(managers.user, 'DELETE', `${A}/phan-quyen-report/id/${given.phan_quyen_report_id}`)).statusCode).toBe(200);
  });

  it('the system administrators’ group holds every right and is not written', async () => {
    const system = (await f.db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'SYSTEM_ADMIN').executeTakeFirstOrThrow()).phan_quyen_id;
    const res = await f.call('admin', 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: system, report_id: reportId, xem: true });
    expect(res.statusCode).toBe(409);
    const view = await f.ok<TGroupReports>('admin', 'GET', `${A}/phan-quyen-report/nhom?phanQuyenId=${system}`);
    expect(view.locked).toContain('Nhóm quản trị hệ thống');
    expect(view.reports.every((r) => r.rights.xem && r.rights.chay && r.rights.xuat)).toBe(true);
  });

  it('replaces a group’s rights on every report of the project in one write, recorded once', async () => {
    const seededId = await seeded(f.db, 'TL_PHAN_HOI_BV');
    const set = async (items: { report_id: number; xem: boolean; chay: boolean; xuat: boolean }[]) =>
      f.ok<TGroupReports>('admin', 'POST', `${A}/phan-quyen-report/update-phan-quyen`, { phan_quyen_id: others.groupId, items });
    const view = await set([
      { report_id: reportId, xem: true, chay: true, xuat: false },
      { report_id: seededId, xem: false, chay: false, xuat: true },
    ]);
    expect(view.locked).toBeNull();
    expect(view.reports.find((r) => r.report_id === reportId)!.rights).toEqual({ xem: true, chay: true, xuat: false });
    expect(view.reports.find((r) => r.report_id === seededId)!.rights).toEqual({ xem: true, chay: true, xuat: true });
    expect((await mine(others.user)).map((r) => r.report_id).sort()).toEqual([reportId, seededId].sort());
    const cleared = await set([]);
    expect(cleared.reports.every((r) => !r.rights.xem)).toBe(true);
    expect(await mine(others.user)).toEqual([]);
    const unknown = await f.call('admin', 'POST', `${A}/phan-quyen-report/update-phan-quyen`, {
      phan_quyen_id: others.groupId,
      items: [{ report_id: 2_000_000_000, xem: true, chay: false, xuat: false }],
    });
    expect(unknown.statusCode).toBe(400);
    const audit = await f.db
      .selectFrom('audit_log')
      .select(['changes'])
      .where('entity', '=', 'group')
      .where('entity_id', '=', String(others.groupId))
      .orderBy('audit_log_id')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit.at(-1)!.changes)).toContain('bao_cao');
  });

  it('lists and reads permissions by group and report; a report’s rights go with it', async () => {
    const r = await f.create({ ma_report: code('XOA'), ten_report: 'Sẽ xóa', nguon: 'staff_list', details: columns(['ho_ten']) });
    const p = await f.ok<TReportPermission>('admin', 'POST', `${A}/phan-quyen-report`, { phan_quyen_id: others.groupId, report_id: r.report_id, xem: true });
    const page = await f.ok<TPage<TReportPermission>>('admin', 'GET', `${A}/phan-quyen-report?reportId=${r.report_id}`);
    expect(page.data).toEqual([p]);
    expect(await f.ok('admin', 'GET', `${A}/phan-quyen-report/id/${p.phan_quyen_report_id}`)).toEqual(p);
    await f.ok('admin', 'DELETE', `${A}/report/${r.report_id}`);
    expect((await f.call('admin', 'GET', `${A}/phan-quyen-report/id/${p.phan_quyen_report_id}`)).statusCode).toBe(404);
    const audit = await f.db.selectFrom('audit_log').select('action').where('entity', '=', 'reportPermission').where('entity_id', '=', String(p.phan_quyen_report_id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });
});
