import type { TStaffInvitation } from '@hm/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { applyAccessibleDefaults, followLanguage } from '@hm/ui';
import { PATH, versionRow } from '../test/fixtures';
import { choose, renderPage, toasts } from '../test/render';
import ParticipationByHospitalPage from './ParticipationByHospitalPage';
import ParticipatingHospitalListPage from './ParticipatingHospitalListPage';
import ParticipantListPage from './ParticipantListPage';

const V = '/votesafety/v1';
const INVITATIONS = `${V}/nhan-vien-khao-sat/danh-sach-moi`;
const BY_FILTER = `${V}/nhan-vien-khao-sat/moi-theo-bo-loc`;
const staff = (id: number, name: string, over: Partial<TStaffInvitation> = {}): TStaffInvitation => ({
  nhan_vien_id: id,
  ma_nhan_vien: `NV${id}`,
  ten_nhan_vien: name,
  phong_ban_id: 4,
  ten_phong_ban: 'Khoa Nội',
  chuc_danh_id: 2,
  ten_chuc_danh: 'Điều dưỡng',
  email: null,
  co_email: true,
  nhan_vien_khao_sat_id: null,
  added_at: null,
  invited_at: null,
  reminded_at: null,
  status_khao_sat: null,
  ineligible: null,
  ...over,
});
const voter = staff(2, 'Trần Thị Bình', {
  nhan_vien_khao_sat_id: 12,
  added_at: '2026-02-27 10:00:00',
  invited_at: '2026-03-01 08:00:00',
  reminded_at: '2026-03-05 09:30:00',
  status_khao_sat: 2,
  ineligible: false,
});
const added = staff(3, 'Lê Văn Cường', { nhan_vien_khao_sat_id: 13, added_at: '2026-02-27 10:00:00', status_khao_sat: 1, ineligible: false });

function server() {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.hospitals}`]: () => [
      { id: 1, name: 'Bệnh viện Đa khoa Demo' },
      { id: 2, name: 'Bệnh viện Nhi' },
    ],
    [`GET ${V}/phien-ban-benh-vien`]: () => [{ phien_ban_id: 3, hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', tong_so: 40, da_binh_chon: 12 }],
    [`POST ${V}/phien-ban-benh-vien`]: () => [],
    // 45 staff match: the page shown holds three of them.
    [`GET ${INVITATIONS}`]: () => page([staff(1, 'Nguyễn Văn An'), voter, added], 45),
    [`GET /auth/v1/phong-ban/combobox`]: () => [
      { id: 4, name: 'Khoa Nội' },
      { id: 5, name: 'Khoa Ngoại' },
    ],
    [`GET /auth/v1/chuc-danh/combobox`]: () => [{ id: 2, name: 'Điều dưỡng' }],
    [`POST ${V}/nhan-vien-khao-sat`]: () => ({ created: 1, total: 41 }),
    [`POST ${BY_FILTER}`]: () => ({ created: 30, total: 70 }),
    [`GET ${V}/phien-ban-khao-sat/nhan-vien-khao-sat`]: () => [
      { hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', tong_so: 110, da_binh_chon: 30, chua_binh_chon: 70, hop_le: 29, khong_hop_le: 1, ineligible: 10 },
      { hospital_id: 2, name: 'Bệnh viện Nhi', tong_so: 10, da_binh_chon: 5, chua_binh_chon: 5, hop_le: 5, khong_hop_le: 0, ineligible: 0 },
    ],
  });
}

// As the shell starts: PrimeReact in Vietnamese, with the product's accessible defaults.
beforeAll(() => {
  followLanguage();
  applyAccessibleDefaults();
});

describe('MSettingBenhVien', () => {
  it('sets the hospitals of a version and the list reloads', async () => {
    const s = server();
    renderPage(<ParticipatingHospitalListPage />, { server: s, url: '/vi/KhaoSat/MSettingBenhVien?phien_ban_id=3' });
    const nhi = await screen.findByRole('checkbox', { name: 'Chọn Bệnh viện Nhi' });
    expect(screen.getByText('Đã chọn 1 bệnh viện')).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Chọn mọi dòng của trang này', 'Chọn Bệnh viện Đa khoa Demo', 'Chọn Bệnh viện Nhi']);
    await userEvent.click(nhi);
    expect(screen.getByText('Đã chọn 2 bệnh viện')).toBeTruthy();
    const lists = s.requests('GET', PATH.versions).length;
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', `${V}/phien-ban-benh-vien`)[0]?.body).toEqual({ phien_ban_id: 3, hospital_ids: [1, 2] }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Cập nhật thành công' })));
    await waitFor(() => expect(s.requests('GET', PATH.versions).length).toBeGreaterThan(lists));
  });

  it('refuses an empty choice with the schema message', async () => {
    const s = server();
    renderPage(<ParticipatingHospitalListPage />, { server: s, url: '/vi/KhaoSat/MSettingBenhVien?phien_ban_id=3' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Chọn Bệnh viện Đa khoa Demo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng chọn bệnh viện')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);
  });
});

describe('MSettingUser', () => {
  const URL = '/vi/KhaoSat/MSettingUser?phien_ban_id=3';
  const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);

  it('invites the staff ticked, of the hospital shown', async () => {
    const s = server();
    renderPage(<ParticipantListPage />, { server: s, url: URL });
    // Nothing ticked, nobody to invite.
    expect((await screen.findByRole('button', { name: 'Mời 0 nhân viên đã chọn' })).hasAttribute('disabled')).toBe(true);
    expect(Object.fromEntries(s.requests('GET', INVITATIONS)[0]!.query)).toEqual({ phien_ban_id: '3', hospital_id: '1', page: '1', size: '20' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Chọn Nguyễn Văn An' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mời 1 nhân viên đã chọn' }));
    await waitFor(() => expect(s.requests('POST', `${V}/nhan-vien-khao-sat`)[0]?.body).toEqual({ phien_ban_id: 3, hospital_id: 1, nhan_vien_ids: [1] }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Thành công!', detail: 'Đã thêm 1 nhân viên; tổng 41 nhân viên tham gia.' })));
  });

  it('names every checkbox, and ticks a row from the keyboard', async () => {
    renderPage(<ParticipantListPage />, { server: server(), url: URL });
    const an = await screen.findByRole('checkbox', { name: 'Chọn Nguyễn Văn An' });
    expect(screen.getByRole('checkbox', { name: 'Chọn mọi dòng của trang này' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Chỉ nhân viên chưa mời' })).toBeTruthy();
    act(() => an.focus());
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Mời 1 nhân viên đã chọn' })).toBeTruthy();
  });

  it('marks who is invited (when), who voted and the last reminder; those invited cannot be ticked again', async () => {
    renderPage(<ParticipantListPage />, { server: server(), url: URL });
    const voted = await rowOf('Trần Thị Bình');
    expect(voted.getByText('Đã mời', { selector: '.p-tag-value' })).toBeTruthy();
    expect(voted.getByText('Đã bình chọn', { selector: '.p-tag-value' })).toBeTruthy();
    expect(voted.getByText('Thư mời: 01/03/2026 08:00')).toBeTruthy();
    expect(voted.getByText('Nhắc gần nhất: 05/03/2026 09:30')).toBeTruthy();
    expect((voted.getByRole('checkbox', { name: 'Chọn Trần Thị Bình' }) as HTMLInputElement).disabled).toBe(true);
    const listed = await rowOf('Lê Văn Cường');
    expect(listed.getByText('Đã mời', { selector: '.p-tag-value' })).toBeTruthy();
    expect(listed.getByText('Thêm lúc 27/02/2026 10:00, chưa gửi thư mời')).toBeTruthy();
    expect(listed.queryByText('Đã bình chọn')).toBeNull();
    expect((await rowOf('Nguyễn Văn An')).getByText('Chưa mời')).toBeTruthy();
  });

  it('selects all the staff matching the filters, beyond the page shown, and invites them in one call', async () => {
    const s = server();
    renderPage(<ParticipantListPage />, { server: s, url: URL });
    await screen.findByText('Nguyễn Văn An');
    await choose('Khoa/phòng', 'Khoa Nội');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chỉ nhân viên chưa mời' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'An');
    await waitFor(() =>
      expect(s.requests('GET', INVITATIONS).map((r) => Object.fromEntries(r.query))).toContainEqual({
        phien_ban_id: '3',
        hospital_id: '1',
        page: '1',
        size: '20',
        phong_ban_ids: '4',
        chua_moi: 'true',
        keyword: 'An',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Chọn tất cả 45 nhân viên khớp bộ lọc' }));
    expect(screen.getByText('Đã chọn tất cả 45 nhân viên khớp bộ lọc, trên mọi trang.').getAttribute('role')).toBe('status');
    // The page's own rows show ticked; those already invited stay unticked.
    expect((screen.getByRole('checkbox', { name: 'Chọn Nguyễn Văn An' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Chọn Trần Thị Bình' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Mời 45 nhân viên đã chọn' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mời tất cả 45 nhân viên khớp bộ lọc? Nhân viên đã mời được giữ nguyên.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('POST', BY_FILTER)[0]?.body).toEqual({ phien_ban_id: 3, hospital_id: 1, phong_ban_ids: [4], keyword: 'An' }));
    expect(s.requests('POST', `${V}/nhan-vien-khao-sat`)).toHaveLength(0);
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ detail: 'Đã thêm 30 nhân viên; tổng 70 nhân viên tham gia.' })));
    expect(await screen.findByRole('button', { name: 'Mời 0 nhân viên đã chọn' })).toBeTruthy();
  });

  it('forgets "all matching" when the filters change or a row is unticked', async () => {
    renderPage(<ParticipantListPage />, { server: server(), url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Chọn tất cả 45 nhân viên khớp bộ lọc' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chỉ nhân viên chưa mời' }));
    expect(await screen.findByRole('button', { name: 'Mời 0 nhân viên đã chọn' })).toBeTruthy();
    expect(screen.queryByText(/^Đã chọn tất cả/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Chọn tất cả 45 nhân viên khớp bộ lọc' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn Nguyễn Văn An' }));
    expect(screen.getByRole('button', { name: 'Mời 0 nhân viên đã chọn' })).toBeTruthy();
  });
});

describe('GroupUserByBV', () => {
  it('shows participation per hospital with the AHRQ response rate and a total', async () => {
    renderPage(<ParticipationByHospitalPage />, { server: server(), url: '/vi/KhaoSat/GroupUserByBV?phien_ban_id=3' });
    const demo = within((await screen.findByText('Bệnh viện Đa khoa Demo')).closest('tr') as HTMLElement);
    expect(demo.getByText('30 %')).toBeTruthy();
    expect(screen.getByText('Tổng cộng')).toBeTruthy();
    expect(screen.getByText('31,8 %')).toBeTruthy();
  });
});
