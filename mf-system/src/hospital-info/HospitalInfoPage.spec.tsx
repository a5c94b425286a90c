import { endpoints, fillPath, type THospital } from '@hm/contract';
import { choose, fail, fakeServer, file, type Handler, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { useSession } from '@hm/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HospitalInfoPage from './HospitalInfoPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const demo: THospital = {
  hospital_id: 1,
  ma_benh_vien: 'BVDEMO',
  name: 'Bệnh viện Đa khoa Demo',
  dia_chi: '1 Đường Demo',
  ma_tinh: null,
  ma_xa: null,
  ten_tinh: null,
  ten_xa: null,
  so_dien_thoai: '028 3800 0001',
  email: 'lienhe@bvdemo.example.vn',
  nguoi_lien_he: null,
  so_giuong: 500,
  so_huu: 'cong_lap',
  giang_day: false,
  tam_ngung: false,
  logo_upload_id: null,
  modules: ['system'],
};
const admin = userWith(['THONG_TIN_BENH_VIEN_SUA', 'UPLOAD_SUA'], { modules: ['system'] });

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.hospitalAuth)]: () => [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }],
    [route(endpoints.hospitalById, { id: 1 })]: () => demo,
    [route(endpoints.hospitalById, { id: 2 })]: () => ({ ...demo, hospital_id: 2, ma_benh_vien: 'BVDEMO2', name: 'Bệnh viện Demo Thứ Hai' }),
    [route(endpoints.adminUnitByLevel, { level: 1 })]: () => [{ ma: '01', ten: 'Hà Nội', loai: 'Thành phố', ma_cha: null, cap: 1 }],
    [route(endpoints.adminUnitByParent, { id: '01' })]: () => [{ ma: '00004', ten: 'Phường Ba Đình', loai: 'Phường', ma_cha: '01', cap: 2 }],
    [route(endpoints.uploadList)]: () =>
      page([
        {
          upload_id: 9,
          hospital_id: 1,
          ten_benh_vien: 'Bệnh viện Đa khoa Demo',
          ten_tep: 'logo.png',
          mo_ta: null,
          loai_mime: 'image/png',
          kich_thuoc: 10,
          sha256: 'a',
          la_anh: true,
          nguoi_tai_len: null,
          created_at: '2025-03-01 09:00:00',
        },
      ]),
    [route(endpoints.uploadFile, { id: 9 })]: () => file('png'),
    [route(endpoints.federatedConsent)]: () => ({ hospital_id: 1, dong_y: false, connected: false, versions: [] }),
    ...over,
  });
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:logo');
  URL.revokeObjectURL = jest.fn();
});

describe('HospitalInfoPage', () => {
  it('edits the caller’s hospital, logo picked from the uploads, saves with a toast and refreshes the drawer’s user', async () => {
    const sent: unknown[] = [];
    const s = server({
      [route(endpoints.hospitalInfoUpdate)]: (req) => {
        sent.push(req.body);
        return { ...demo, name: 'Bệnh viện Đa khoa Demo Mới', logo_upload_id: 9 };
      },
      [route(endpoints.me)]: () => ({ ...admin, hospital: { ...admin.hospital!, name: 'Bệnh viện Đa khoa Demo Mới', logo_upload_id: 9 } }),
    });
    renderPage(<HospitalInfoPage />, { server: s, url: '/vi/HeThong/ThongTinBenhVien', user: admin });
    const name = await screen.findByLabelText('Tên bệnh viện');
    expect(screen.queryByLabelText('Bệnh viện')).toBeNull(); // one hospital: no picker
    expect(screen.getByText('Chưa có logo')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'Bệnh viện Đa khoa Demo Mới');
    await choose('Tỉnh/thành phố', 'Hà Nội');
    await choose('Xã/phường/đặc khu', 'Phường Ba Đình');
    await choose('Logo', 'logo.png');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('blob:logo'));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      hospital_id: 1,
      name: 'Bệnh viện Đa khoa Demo Mới',
      dia_chi: '1 Đường Demo',
      ma_tinh: '01',
      ma_xa: '00004',
      so_dien_thoai: '028 3800 0001',
      email: 'lienhe@bvdemo.example.vn',
      nguoi_lien_he: null,
      so_giuong: 500,
      so_huu: 'cong_lap',
      giang_day: false,
      logo_upload_id: 9,
    });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã lưu thông tin bệnh viện' })));
    await waitFor(() => expect(useSession.getState().user?.hospital?.name).toBe('Bệnh viện Đa khoa Demo Mới'));
  });

  it('checks the form with the contract, and puts the server’s refusal on its field', async () => {
    const s = server({
      [route(endpoints.hospitalInfoUpdate)]: () =>
        fail(400, 'Xã/phường không thuộc tỉnh/thành phố đã chọn', { errors: [{ path: 'ma_xa', message: 'Xã/phường không thuộc tỉnh/thành phố đã chọn' }] }),
    });
    renderPage(<HospitalInfoPage />, { server: s, url: '/vi/HeThong/ThongTinBenhVien', user: admin });
    const name = await screen.findByLabelText('Tên bệnh viện');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập tên bệnh viện')).toBeTruthy();
    expect(s.requests('PUT', endpoints.hospitalInfoUpdate.path)).toEqual([]);
    await userEvent.type(name, 'Tên mới');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Xã/phường không thuộc tỉnh/thành phố đã chọn', { selector: '.hm-form-field__error' })).toBeTruthy();
  });

  it('lets a caller with several hospitals pick one', async () => {
    const s = server({
      [route(endpoints.hospitalAuth)]: () => [
        { id: 1, name: 'Bệnh viện Đa khoa Demo' },
        { id: 2, name: 'Bệnh viện Demo Thứ Hai' },
      ],
    });
    renderPage(<HospitalInfoPage />, { server: s, url: '/vi/HeThong/ThongTinBenhVien', user: userWith(['THONG_TIN_BENH_VIEN_SUA'], { hospital: null }) });
    expect(await screen.findByText('Mã bệnh viện: BVDEMO')).toBeTruthy();
    // Without the uploads function the logo is shown, not changed.
    expect(screen.getByText('Cần quyền quản lý tệp tải lên để đổi logo.')).toBeTruthy();
    await choose('Bệnh viện', 'Bệnh viện Demo Thứ Hai');
    expect(await screen.findByText('Mã bệnh viện: BVDEMO2')).toBeTruthy();
    expect((screen.getByLabelText('Tên bệnh viện') as HTMLInputElement).value).toBe('Bệnh viện Demo Thứ Hai');
  });
});
