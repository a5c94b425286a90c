import { endpoints, fillPath, type TAccount } from '@hm/contract';
import { fail, fakeServer, type Handler, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountsPage from './AccountsPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const account = (over: Partial<TAccount> = {}): TAccount => ({
  tai_khoan_id: 7,
  ten_tai_khoan: 'truongkhoa',
  display_name: 'Trưởng khoa Nội',
  phan_quyen_id: 3,
  ten_phan_quyen: 'Nhân viên',
  cap: 3,
  hospital_id: 1,
  ten_benh_vien: 'Bệnh viện Đa khoa Demo',
  nhan_vien_id: null,
  ma_nhan_vien: null,
  ten_nhan_vien: null,
  tinh_trang: true,
  doi_mat_khau: true,
  du_an_id: null,
  benh_vien_khac: [],
  created_at: '2026-11-24 09:00:00',
  ...over,
});
const admin = userWith(['TAI_KHOAN_XEM', 'TAI_KHOAN_SUA', 'TAI_KHOAN_DOI_MAT_KHAU'], { modules: ['system'] });

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.hospitalAuth)]: () => [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }],
    [route(endpoints.accountAssignableGroups)]: () => [
      { id: 2, name: 'Quản trị bệnh viện' },
      { id: 3, name: 'Nhân viên' },
    ],
    [route(endpoints.accountList)]: () => page([account()]),
    [route(endpoints.accountById, { id: 7 })]: () => account(),
    ...over,
  });
}

describe('AccountsPage', () => {
  it('lists the hospital’s accounts with their group and a must-change-password mark', async () => {
    renderPage(<AccountsPage variant="hospital" />, { server: server(), url: '/vi/HeThong/TaiKhoanBenhVien', user: admin });
    expect(await screen.findByText('truongkhoa')).toBeTruthy();
    expect(screen.getByText('Phải đổi mật khẩu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đặt mật khẩu: truongkhoa' })).toBeTruthy();
  });

  it('creates an account; the server’s refusal lands on its field', async () => {
    const s = server({
      [route(endpoints.accountCreate)]: () => fail(409, 'Tên tài khoản đã tồn tại', { errors: [{ path: 'ten_tai_khoan', message: 'Tên tài khoản đã tồn tại' }] }),
    });
    renderPage(<AccountsPage variant="hospital" />, { server: s, url: '/vi/HeThong/TaiKhoanBenhVien', user: admin });
    await screen.findByText('truongkhoa');
    await userEvent.click(screen.getByRole('button', { name: /Thêm tài khoản/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Tên tài khoản'), 'TruongKhoa');
    await userEvent.type(within(dialog).getByLabelText('Tên hiển thị'), 'Trưởng khoa');
    await userEvent.type(within(dialog).getByLabelText('Mật khẩu'), 'BanDau@2026');
    await userEvent.type(within(dialog).getByLabelText('Nhập lại mật khẩu'), 'Khac@2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Mật khẩu nhập lại không đúng')).toBeTruthy();
  });

  it('opens the change-password sub-page at its address and checks the repeat before calling', async () => {
    const calls: unknown[] = [];
    const s = server({
      [route(endpoints.setPassword)]: (req) => {
        calls.push(req.body);
        return { message: 'Đổi mật khẩu thành công!' };
      },
    });
    renderPage(<AccountsPage variant="hospital" />, { server: s, url: '/vi/HeThong/TaiKhoanBenhVien/7/DoiMatKhau', path: '/vi/HeThong/TaiKhoanBenhVien/:id/:sub', user: admin });
    const dialog = await screen.findByRole('dialog', { name: /Đặt mật khẩu cho truongkhoa/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: 'Vui lòng nhập đầy đủ thông tin' })));
    await userEvent.type(within(dialog).getByLabelText('Mật khẩu'), 'DatLai@2026');
    await userEvent.type(within(dialog).getByLabelText('Nhập lại mật khẩu'), 'DatLai@2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(calls).toEqual([{ tai_khoan_id: 7, mat_khau: 'DatLai@2026', confirm: 'DatLai@2026' }]));
  });
});
