import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { renderPage, rowCheckbox, toasts } from '../test/render';
import GroupUserByBVPage from './GroupUserByBVPage';
import MSettingBenhVienPage from './MSettingBenhVienPage';
import MSettingUserPage from './MSettingUserPage';

const V = '/votesafety/v1';
const staff = (id: number, name: string, tam_ngung = false) => ({
  nhan_vien_id: id, hospital_id: 1, tai_khoan_id: null, ma_nhan_vien: `NV${id}`, ten_nhan_vien: name, phong_ban_id: null, ten_phong_ban: 'Khoa Nội',
  chuc_danh_id: null, ten_chuc_danh: null, chuc_vu_id: null, ten_chuc_vu: null, email: null, so_dien_thoai: null, nhan_su_ngoai: false, tam_ngung,
});

function server() {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.hospitals}`]: () => [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }, { id: 2, name: 'Bệnh viện Nhi' }],
    [`GET ${V}/phien-ban-benh-vien`]: () => [{ phien_ban_id: 3, hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', tong_so: 40, da_binh_chon: 12 }],
    [`POST ${V}/phien-ban-benh-vien`]: () => [],
    [`GET /auth/v1/nhan-vien`]: () => page([staff(1, 'Nguyễn Văn An'), staff(2, 'Lê Văn Cường', true)], 2),
    [`POST ${V}/nhan-vien-khao-sat`]: () => ({ created: 1, total: 41 }),
    [`POST ${V}/nhan-vien-khao-sat/tao-nhan-vien-khao-sat-benh-vien`]: () => ({ created: 5, total: 45 }),
    [`GET ${V}/phien-ban-khao-sat/nhan-vien-khao-sat`]: () => [
      { hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', tong_so: 110, da_binh_chon: 30, chua_binh_chon: 70, hop_le: 29, khong_hop_le: 1, ineligible: 10 },
      { hospital_id: 2, name: 'Bệnh viện Nhi', tong_so: 10, da_binh_chon: 5, chua_binh_chon: 5, hop_le: 5, khong_hop_le: 0, ineligible: 0 },
    ],
  });
}

describe('MSettingBenhVien', () => {
  it('sets the hospitals of a version and the list reloads', async () => {
    const s = server();
    renderPage(<MSettingBenhVienPage />, { server: s, url: '/vi/KhaoSat/MSettingBenhVien?phien_ban_id=3' });
    const nhiRow = (await screen.findByText('Bệnh viện Nhi')).closest('tr') as HTMLElement;
    expect(screen.getByText('Đã chọn 1 bệnh viện')).toBeTruthy();
    await userEvent.click(rowCheckbox(nhiRow));
    expect(screen.getByText('Đã chọn 2 bệnh viện')).toBeTruthy();
    const lists = s.requests('GET', PATH.versions).length;
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', `${V}/phien-ban-benh-vien`)[0]?.body).toEqual({ phien_ban_id: 3, hospital_ids: [1, 2] }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Cập nhật thành công' })));
    await waitFor(() => expect(s.requests('GET', PATH.versions).length).toBeGreaterThan(lists));
  });

  it('refuses an empty choice with the schema message', async () => {
    const s = server();
    renderPage(<MSettingBenhVienPage />, { server: s, url: '/vi/KhaoSat/MSettingBenhVien?phien_ban_id=3' });
    const demoRow = (await screen.findByText('Bệnh viện Đa khoa Demo')).closest('tr') as HTMLElement;
    await userEvent.click(rowCheckbox(demoRow));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng chọn bệnh viện')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);
  });
});

describe('MSettingUser', () => {
  it('invites the staff ticked, of the hospital shown', async () => {
    const s = server();
    renderPage(<MSettingUserPage />, { server: s, url: '/vi/KhaoSat/MSettingUser?phien_ban_id=3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mời 0 nhân viên đã chọn' }));
    expect(await screen.findByText('Vui lòng chọn nhân viên')).toBeTruthy();
    expect(s.requests('GET', '/auth/v1/nhan-vien')[0]?.query.get('hospitalId')).toBe('1');
    const row = (await screen.findByText('Nguyễn Văn An')).closest('tr') as HTMLElement;
    await userEvent.click(rowCheckbox(row));
    await userEvent.click(screen.getByRole('button', { name: 'Mời 1 nhân viên đã chọn' }));
    await waitFor(() => expect(s.requests('POST', `${V}/nhan-vien-khao-sat`)[0]?.body).toEqual({ phien_ban_id: 3, hospital_id: 1, nhan_vien_ids: [1] }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Thành công!', detail: 'Đã thêm 1 nhân viên; tổng 41 nhân viên tham gia.' })));
  });

  it("adds every active staff member after confirmation ('Thêm tất cả nhân viên đang làm việc')", async () => {
    const s = server();
    renderPage(<MSettingUserPage />, { server: s, url: '/vi/KhaoSat/MSettingUser?phien_ban_id=3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm tất cả nhân viên đang làm việc' }));
    expect(s.requests('POST')).toHaveLength(0);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('POST', `${V}/nhan-vien-khao-sat/tao-nhan-vien-khao-sat-benh-vien`)[0]?.body).toEqual({ phien_ban_id: 3, hospital_id: 1 }));
  });
});

describe('GroupUserByBV', () => {
  it('shows participation per hospital with the AHRQ response rate and a total', async () => {
    renderPage(<GroupUserByBVPage />, { server: server(), url: '/vi/KhaoSat/GroupUserByBV?phien_ban_id=3' });
    const demo = within((await screen.findByText('Bệnh viện Đa khoa Demo')).closest('tr') as HTMLElement);
    expect(demo.getByText('30 %')).toBeTruthy();
    expect(screen.getByText('Tổng cộng')).toBeTruthy();
    expect(screen.getByText('31,8 %')).toBeTruthy();
  });
});
