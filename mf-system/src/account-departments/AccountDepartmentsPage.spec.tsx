import { endpoints, fillPath, type TAccountDept, type TLinkableAccount } from '@hm/contract';
import { choose, fail, fakeServer, type Handler, optionsOf, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountDepartmentsPage from './AccountDepartmentsPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const link = (over: Partial<TAccountDept> = {}): TAccountDept => ({
  tai_khoan_phong_ban_id: 5,
  tai_khoan_id: 21,
  ten_tai_khoan: 'truongkhoa_noi',
  display_name: 'Trưởng khoa Nội',
  ten_phan_quyen: 'Trưởng khoa/phòng',
  phong_ban_id: 1,
  ma_phong_ban: 'NOI',
  ten_phong_ban: 'Khoa Nội',
  hospital_id: 1,
  ten_benh_vien: 'Bệnh viện Đa khoa Demo',
  ...over,
});
const account: TLinkableAccount = {
  tai_khoan_id: 21,
  ten_tai_khoan: 'truongkhoa_noi',
  display_name: 'Trưởng khoa Nội',
  ten_phan_quyen: 'Trưởng khoa/phòng',
  hospital_id: 1,
  ten_benh_vien: 'Bệnh viện Đa khoa Demo',
  so_phong_ban: 1,
};
const admin = userWith(['TAI_KHOAN_XEM', 'TAI_KHOAN_SUA'], { modules: ['system'] });
const reader = userWith(['TAI_KHOAN_XEM'], { modules: ['system'] });
const URL = '/vi/HeThong/TaiKhoanPhongBan';
// Searching an account waits for the picker's typing delay; a shared, busy machine needs more than 5 s.
jest.setTimeout(15_000);

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.hospitalAuth)]: () => [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }],
    [route(endpoints.accountDeptList)]: () => page([link(), link({ tai_khoan_phong_ban_id: 6, phong_ban_id: 2, ten_phong_ban: 'Khoa Ngoại' })]),
    [route(endpoints.accountDeptAccounts)]: (req) => page(req.query.get('keyword') === 'zzz' ? [] : [account]),
    [route(endpoints.accountDeptByAccount, { id: 21 })]: () => [link()],
    [route(endpoints.departmentCombo)]: () => [
      { id: 1, name: 'Khoa Nội' },
      { id: 2, name: 'Khoa Ngoại' },
      { id: 3, name: 'Khoa Sản' },
    ],
    [route(endpoints.accountDeptCreateMany)]: (req) =>
      (req.body as { tai_khoan_id: number; phong_ban_id: number }[]).map((l, i) => link({ tai_khoan_phong_ban_id: 10 + i, phong_ban_id: l.phong_ban_id })),
    [route(endpoints.accountDeptDelete, { id: 5 })]: () => null,
    [route(endpoints.accountDeptDeleteByAccount, { id: 21 })]: () => null,
    ...over,
  });
}

/** Types into the account box and picks the account the server offers. */
async function pickAccount(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, text = 'truong') {
  await user.type(within(dialog).getByLabelText('Tài khoản'), text);
  const option = await screen.findByRole('option', { name: /truongkhoa_noi — Trưởng khoa Nội/, hidden: true });
  await user.click(option);
}

describe('AccountDepartmentsPage', () => {
  it('lists the links of the hospital shown, searchable, with what a link grants', async () => {
    const s = server();
    renderPage(<AccountDepartmentsPage />, { server: s, url: URL, user: admin });
    expect(await screen.findByText('Khoa Ngoại')).toBeTruthy();
    expect(screen.getAllByText('truongkhoa_noi')).toHaveLength(2);
    expect(screen.getByText(/chỉ xem được danh sách nhân viên và tình trạng tham gia/)).toBeTruthy();
    expect(s.requests('GET', endpoints.accountDeptList.path)[0]!.query.get('hospitalId')).toBe('1');
    // Every row button is named after its action and its row.
    expect(screen.getByRole('button', { name: 'Xóa: truongkhoa_noi — Khoa Nội' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xóa mọi phòng ban của tài khoản: truongkhoa_noi — Khoa Ngoại' })).toBeTruthy();
  });

  it('links an account to several departments at once, offering only those it lacks', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const s = server();
    renderPage(<AccountDepartmentsPage />, { server: s, url: URL, user: admin });
    await screen.findByText('Khoa Ngoại');
    await user.click(screen.getByRole('button', { name: 'Gán phòng ban' }));
    const dialog = await screen.findByRole('dialog');
    await pickAccount(user, dialog);
    expect(await within(dialog).findByText('Đang gán: Khoa Nội')).toBeTruthy();
    expect(s.requests('GET', endpoints.accountDeptAccounts.path).at(-1)!.query.get('hospitalId')).toBe('1');
    await waitFor(async () => expect(await optionsOf('Phòng ban')).toEqual(['Khoa Ngoại', 'Khoa Sản']));
    // One open list, two ticks; Escape closes the list, not the dialog.
    await choose('Phòng ban', 'Khoa Ngoại');
    await user.click(screen.getByRole('option', { name: 'Khoa Sản', hidden: true }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.p-multiselect-panel')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', endpoints.accountDeptCreateMany.path)).toHaveLength(1));
    expect(s.requests('POST', endpoints.accountDeptCreateMany.path)[0]!.body).toEqual([
      { tai_khoan_id: 21, phong_ban_id: 2 },
      { tai_khoan_id: 21, phong_ban_id: 3 },
    ]);
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã gán phòng ban' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for an account and a department before saving, and shows the server’s refusal', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const s = server({ [route(endpoints.accountDeptCreateMany)]: () => fail(403, 'Bạn không có quyền truy cập dữ liệu của bệnh viện này') });
    renderPage(<AccountDepartmentsPage />, { server: s, url: URL, user: admin });
    await screen.findByText('Khoa Ngoại');
    await user.click(screen.getByRole('button', { name: 'Gán phòng ban' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng chọn tài khoản')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng chọn ít nhất một phòng ban')).toBeTruthy();
    expect(within(dialog).getByLabelText('Tài khoản').getAttribute('aria-invalid')).toBe('true');
    await pickAccount(user, dialog);
    await within(dialog).findByText('Đang gán: Khoa Nội');
    await choose('Phòng ban', 'Khoa Sản');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: expect.stringMatching(/không có quyền/) })));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('moves a link to another department', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const s = server({ [route(endpoints.accountDeptUpdate)]: (req) => link({ phong_ban_id: (req.body as { phong_ban_id: number }).phong_ban_id }) });
    renderPage(<AccountDepartmentsPage />, { server: s, url: URL, user: admin });
    await user.click(await screen.findByRole('button', { name: 'Sửa: truongkhoa_noi — Khoa Nội' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('truongkhoa_noi — Trưởng khoa Nội')).toBeTruthy();
    await choose('Phòng ban', 'Khoa Sản');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('PUT', endpoints.accountDeptUpdate.path)[0]?.body).toEqual({ tai_khoan_phong_ban_id: 5, tai_khoan_id: 21, phong_ban_id: 3 }));
  });

  it('removes one link, or every link of an account, after a confirmation', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const s = server();
    renderPage(<AccountDepartmentsPage />, { server: s, url: URL, user: admin });
    await user.click(await screen.findByRole('button', { name: 'Xóa: truongkhoa_noi — Khoa Nội' }));
    await user.click(await screen.findByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', fillPath(endpoints.accountDeptDelete.path, { id: 5 }))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Xóa mọi phòng ban của tài khoản: truongkhoa_noi — Khoa Nội' }));
    // The dialog of this question (the previous one may still be closing).
    const question = (await screen.findByText(/Xóa mọi phòng ban đã gán cho tài khoản truongkhoa_noi\?/)).closest<HTMLElement>('[role="alertdialog"], [role="dialog"]')!;
    await user.click(within(question).getByRole('button', { name: 'Hủy' }));
    expect(s.requests('DELETE', fillPath(endpoints.accountDeptDeleteByAccount.path, { id: 21 }))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Xóa mọi phòng ban của tài khoản: truongkhoa_noi — Khoa Nội' }));
    await user.click(await screen.findByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', fillPath(endpoints.accountDeptDeleteByAccount.path, { id: 21 }))).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã xóa mọi phòng ban của tài khoản' })));
  });

  it('shows a reader the links without any button that writes', async () => {
    renderPage(<AccountDepartmentsPage />, { server: server(), url: URL, user: reader });
    await screen.findByText('Khoa Ngoại');
    expect(screen.queryByRole('button', { name: 'Gán phòng ban' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Xóa/ })).toBeNull();
  });
});
