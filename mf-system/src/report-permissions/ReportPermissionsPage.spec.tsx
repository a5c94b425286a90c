import { endpoints, fillPath, type TGroupReports } from '@hm/contract';
import { choose, fail, fakeServer, type Handler, location, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportPermissionsPage from './ReportPermissionsPage';

const route = (e: { method: string; path: string }) => `${e.method} ${fillPath(e.path, {})}`;
const GROUPS = [
  { phan_quyen_id: 3, ma_phan_quyen: 'STAFF', ten_phan_quyen: 'Nhân viên', cap: 3, mo_ta: null },
  { phan_quyen_id: 5, ma_phan_quyen: 'BAO_CAO', ten_phan_quyen: 'Xem báo cáo', cap: 3, mo_ta: null },
];
const entry = (report_id: number, ten_report: string, rights = { xem: false, chay: false, xuat: false }, assignable = true) => ({
  report_id,
  ma_report: `R${report_id}`,
  ten_report,
  ten_report_english: null,
  nguon: 'response_rate_department' as const,
  tam_ngung: false,
  rights,
  assignable,
});
const rightsOf = (groupId: number, over: Partial<TGroupReports> = {}): TGroupReports => ({
  phan_quyen_id: groupId,
  du_an_id: 1,
  locked: null,
  reports: [
    entry(7, 'Tỷ lệ phản hồi theo khoa/phòng'),
    entry(8, 'Danh sách nhân viên', { xem: true, chay: true, xuat: false }),
    entry(9, 'Nhật ký thao tác', { xem: true, chay: false, xuat: false }, false),
  ],
  ...over,
});
const admin = userWith(['PHAN_QUYEN_XEM', 'BAO_CAO_SUA'], { modules: ['system', 'reports'] });

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.groupList)]: () => page(GROUPS),
    [route(endpoints.reportPermOfGroup)]: (req) => rightsOf(Number(req.query.get('phanQuyenId'))),
    [route(endpoints.reportPermUpdateGroup)]: (req) => {
      const body = req.body as { phan_quyen_id: number; items: { report_id: number; xem: boolean; chay: boolean; xuat: boolean }[] };
      const base = rightsOf(body.phan_quyen_id);
      return { ...base, reports: base.reports.map((r) => ({ ...r, rights: body.items.find((i) => i.report_id === r.report_id) ?? { xem: false, chay: false, xuat: false } })) };
    },
    ...over,
  });
}
const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('ReportPermissionsPage', () => {
  it('shows a group’s rights as named boxes kept consistent, and saves them all at once', async () => {
    const s = server();
    renderPage(<ReportPermissionsPage />, { server: s, url: '/vi/HeThong/PhanQuyenBaoCao', user: admin });
    expect(await screen.findByRole('heading', { name: 'Chọn một nhóm quyền để phân quyền báo cáo' })).toBeTruthy();
    await choose('Nhóm quyền', 'Xem báo cáo (BAO_CAO)');
    expect(location()).toBe('/vi/HeThong/PhanQuyenBaoCao?phanQuyenId=5');
    await screen.findByLabelText('Xem: Tỷ lệ phản hồi theo khoa/phòng');
    expect(box('Chạy: Danh sách nhân viên').checked).toBe(true);
    expect(box('Xem: Nhật ký thao tác').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Lưu' }).hasAttribute('disabled')).toBe(true);

    // Export implies run and view; unticking view drops the others.
    await userEvent.click(box('Xuất: Tỷ lệ phản hồi theo khoa/phòng'));
    expect([box('Xem: Tỷ lệ phản hồi theo khoa/phòng').checked, box('Chạy: Tỷ lệ phản hồi theo khoa/phòng').checked]).toEqual([true, true]);
    await userEvent.click(box('Xem: Danh sách nhân viên'));
    expect([box('Chạy: Danh sách nhân viên').checked, box('Xuất: Danh sách nhân viên').checked]).toEqual([false, false]);
    expect(screen.getByText('2 báo cáo đã thay đổi')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', endpoints.reportPermUpdateGroup.path)).toHaveLength(1));
    expect(s.requests('POST', endpoints.reportPermUpdateGroup.path)[0]!.body).toEqual({
      phan_quyen_id: 5,
      du_an_id: 1,
      items: [
        { report_id: 7, xem: true, chay: true, xuat: true },
        { report_id: 9, xem: true, chay: false, xuat: false },
      ],
    });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã lưu quyền báo cáo' })));
    expect(screen.getByRole('button', { name: 'Lưu' }).hasAttribute('disabled')).toBe(true);
  });

  it('selects a right for every report the search shows that the user may give', async () => {
    const s = server();
    renderPage(<ReportPermissionsPage />, { server: s, url: '/vi/HeThong/PhanQuyenBaoCao?phanQuyenId=5', user: admin });
    await screen.findByLabelText('Xem: Tỷ lệ phản hồi theo khoa/phòng');
    const all = screen.getByRole('group', { name: 'Chọn tất cả (các báo cáo đang hiện)' });
    await userEvent.click(within(all).getByLabelText('Xuất'));
    expect(box('Xuất: Tỷ lệ phản hồi theo khoa/phòng').checked).toBe(true);
    expect(box('Xuất: Danh sách nhân viên').checked).toBe(true);
    expect(box('Xuất: Nhật ký thao tác').checked).toBe(false);

    await userEvent.type(screen.getByLabelText('Tìm báo cáo'), 'nhân viên');
    await waitFor(() => expect(screen.queryByLabelText('Xem: Tỷ lệ phản hồi theo khoa/phòng')).toBeNull());
    await userEvent.click(within(all).getByLabelText('Xem'));
    expect(box('Xuất: Danh sách nhân viên').checked).toBe(false);
  });

  it('asks before dropping unsaved ticks for another group', async () => {
    const s = server();
    renderPage(<ReportPermissionsPage />, { server: s, url: '/vi/HeThong/PhanQuyenBaoCao?phanQuyenId=5', user: admin });
    await userEvent.click(await screen.findByLabelText('Xem: Tỷ lệ phản hồi theo khoa/phòng'));
    await choose('Nhóm quyền', 'Nhân viên (STAFF)');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Quyền của 1 báo cáo chưa được lưu sẽ bị mất');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ở lại' }));
    expect(location()).toBe('/vi/HeThong/PhanQuyenBaoCao?phanQuyenId=5');
    await choose('Nhóm quyền', 'Nhân viên (STAFF)');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bỏ thay đổi' }));
    await waitFor(() => expect(location()).toBe('/vi/HeThong/PhanQuyenBaoCao?phanQuyenId=3'));
  });

  it('is read-only with the server’s reason for a locked group, and for a user who may not write', async () => {
    const s = server({ [route(endpoints.reportPermOfGroup)]: () => rightsOf(2, { locked: 'Không thể sửa quyền báo cáo của nhóm quyền của chính bạn' }) });
    const { unmount } = renderPage(<ReportPermissionsPage />, { server: s, url: '/vi/HeThong/PhanQuyenBaoCao?phanQuyenId=2', user: admin });
    expect(await screen.findByText('Không thể sửa quyền báo cáo của nhóm quyền của chính bạn')).toBeTruthy();
    expect(box('Xem: Tỷ lệ phản hồi theo khoa/phòng').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
    unmount();
    renderPage(<ReportPermissionsPage />, { server: server(), url: '/vi/HeThong/PhanQuyenBaoCao?phanQuyenId=5', user: userWith(['PHAN_QUYEN_XEM'], { modules: ['system'] }) });
    expect(await screen.findByText('Bạn chỉ được xem quyền báo cáo của nhóm này.')).toBeTruthy();
    expect(box('Xem: Tỷ lệ phản hồi theo khoa/phòng').disabled).toBe(true);
  });

  it('shows the server’s refusal of a save and keeps the ticks', async () => {
    const s = server({ [route(endpoints.reportPermUpdateGroup)]: () => fail(403, 'Bạn không thể cấp quyền trên báo cáo mà chính bạn không được dùng') });
    renderPage(<ReportPermissionsPage />, { server: s, url: '/vi/HeThong/PhanQuyenBaoCao?phanQuyenId=5', user: admin });
    await userEvent.click(await screen.findByLabelText('Xem: Tỷ lệ phản hồi theo khoa/phòng'));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: 'Bạn không thể cấp quyền trên báo cáo mà chính bạn không được dùng' })),
    );
    expect(box('Xem: Tỷ lệ phản hồi theo khoa/phòng').checked).toBe(true);
    expect(screen.getByText('1 báo cáo đã thay đổi')).toBeTruthy();
  });
});
