import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeServer } from '@hm/platform/testing';
import { renderPage, staffUser } from '../test/render';
import { VOTE_PATH } from '../test/vote-fixtures';
import MyParticipationPage from './MyParticipationPage';

const participation = (over = {}) => ({
  phien_ban_id: 3,
  tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2026',
  tieu_de_khao_sat_en: 'Patient safety culture 2026',
  hospital_name: 'Bệnh viện Đa khoa Demo',
  time_start: '2026-03-01 07:00:00',
  time_end: '2026-03-31 17:00:00',
  status_version: 1,
  status_khao_sat: 1,
  hop_le: -1,
  ineligible: false,
  ...over,
});

const me = {
  nhan_vien_id: 7,
  ma_nhan_vien: 'NV001',
  ten_nhan_vien: 'Nguyễn Văn An',
  email: 'an.nguyen@bvdemo.example.vn',
  hospital_name: 'Bệnh viện Đa khoa Demo',
  ten_phong_ban: 'Khoa Nội',
  ten_chuc_danh: null,
  tham_gia: [
    participation(),
    participation({
      phien_ban_id: 2,
      tieu_de_khao_sat: 'Khảo sát 2025',
      time_start: '2025-03-01 07:00:00',
      time_end: '2025-03-31 17:00:00',
      status_version: 2,
      status_khao_sat: 2,
      hop_le: 1,
    }),
    participation({ phien_ban_id: 1, tieu_de_khao_sat: 'Khảo sát 2024', status_version: 2, ineligible: true }),
  ],
};

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('/ThongTinNhanVien: own information and participation', () => {
  it('shows the staff record and, per survey, its state, mine and validity', async () => {
    renderPage(<MyParticipationPage />, { server: fakeServer({ [`GET ${VOTE_PATH.myInfo}`]: () => me }), url: '/vi/ThongTinNhanVien', user: staffUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thông tin nhân viên' })).toBeTruthy();
    const record = await screen.findByRole('region', { name: 'Thông tin của tôi' });
    expect(within(record).getByText('NV001')).toBeTruthy();
    expect(within(record).getByText('Khoa Nội')).toBeTruthy();
    expect(within(record).getByText('an.nguyen@bvdemo.example.vn')).toBeTruthy();
    expect(within(record).getByText('—')).toBeTruthy();

    const open = await rowOf('Khảo sát văn hóa an toàn 2026');
    expect(within(open).getByText('Đang mở')).toBeTruthy();
    // Mine (not voted yet) and validity (not voted yet).
    expect(within(open).getAllByText('Chưa bình chọn')).toHaveLength(2);
    const past = await rowOf('Khảo sát 2025');
    expect(within(past).getByText('Đã đóng')).toBeTruthy();
    expect(within(past).getByText('Đã bình chọn')).toBeTruthy();
    expect(within(past).getByText('Hợp lệ', { selector: '.p-tag-value' })).toBeTruthy();
    expect(within(past).queryByRole('button')).toBeNull();
    expect(within(await rowOf('Khảo sát 2024')).getByText('Không đủ điều kiện')).toBeTruthy();

    await userEvent.click(within(open).getByRole('button', { name: 'Bình chọn: Khảo sát văn hóa an toàn 2026' }));
    expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat/StepForm?phien_ban_id=3');
  });

  it('says when the account has no staff record and no survey', async () => {
    const none = { ...me, nhan_vien_id: null, ma_nhan_vien: null, email: null, hospital_name: null, ten_phong_ban: null, ten_nhan_vien: 'Quản trị', tham_gia: [] };
    renderPage(<MyParticipationPage />, { server: fakeServer({ [`GET ${VOTE_PATH.myInfo}`]: () => none }), url: '/vi/ThongTinNhanVien', user: staffUser });
    expect(await screen.findByText('Tài khoản của anh/chị chưa gắn với hồ sơ nhân viên')).toBeTruthy();
    expect(screen.getByText('Anh/chị chưa được mời tham gia đợt khảo sát nào')).toBeTruthy();
  });

  it("shows the server's message with a retry", async () => {
    renderPage(<MyParticipationPage />, {
      server: fakeServer({ [`GET ${VOTE_PATH.myInfo}`]: () => fail(500, 'Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!') }),
      user: staffUser,
    });
    expect(await screen.findByText('Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
