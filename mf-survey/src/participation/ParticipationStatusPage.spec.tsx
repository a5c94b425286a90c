import type { TStaffSurvey } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { applyAccessibleDefaults, followLanguage } from '@hm/ui';
import { choose, location, renderPage, toasts } from '../test/render';
import ParticipationStatusPage from './ParticipationStatusPage';

const V = '/votesafety/v1';
const record = (over: Partial<TStaffSurvey>): TStaffSurvey => ({
  nhan_vien_khao_sat_id: 1,
  phien_ban_id: 3,
  hospital_id: 1,
  nhan_vien_id: 1,
  ma_nhan_vien: 'NV001',
  ten_nhan_vien: 'Nguyễn Văn An',
  ten_phong_ban: 'Khoa Nội',
  ten_chuc_danh: 'Bác sĩ',
  email: 'an@bv.vn',
  co_email: true,
  status_khao_sat: 1,
  hop_le: -1,
  ineligible: false,
  invited_at: '2026-03-01 08:00:00',
  reminded_at: null,
  ...over,
});
const waiting = record({});
const voted = record({ nhan_vien_khao_sat_id: 2, nhan_vien_id: 2, ma_nhan_vien: 'NV002', ten_nhan_vien: 'Trần Thị Bình', status_khao_sat: 2, hop_le: 1 });

/** A version taking votes now (its window runs to 2030), unless the test gives another. */
function server(version = versionRow({ time_end: '2030-12-31 17:00:00' })) {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([version]),
    [`GET ${V}/phien-ban-benh-vien`]: () => [
      { phien_ban_id: 3, hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', tong_so: 40, da_binh_chon: 12 },
      { phien_ban_id: 3, hospital_id: 2, name: 'Bệnh viện Nhi', tong_so: 10, da_binh_chon: 1 },
    ],
    [`GET ${V}/nhan-vien-khao-sat`]: () => page([waiting, voted]),
    [`PUT ${V}/nhan-vien-khao-sat/ineligible`]: (req) => ({ ...waiting, ...(req.body as object) }),
    [`DELETE ${V}/nhan-vien-khao-sat/1`]: () => ({ message: 'Xóa thành công' }),
    [`POST ${PATH.mailInvite}`]: () => ({ queued: 1, khong_co_email: 0, bo_qua: 0 }),
  });
}
const URL = '/vi/KhaoSat/TableUser?phien_ban_id=3';

// As the shell starts: PrimeReact in Vietnamese, with the product's accessible defaults.
beforeAll(() => {
  followLanguage();
  applyAccessibleDefaults();
});
const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);

describe('TableUser', () => {
  it('shows status and validity, and locks the ineligible flag and removal once voted', async () => {
    renderPage(<ParticipationStatusPage />, { server: server(), url: URL });
    const votedRow = await rowOf('Trần Thị Bình');
    expect(votedRow.getByText('Đã hoàn thành', { selector: '.p-tag-value' })).toBeTruthy();
    expect(votedRow.getByText('Hợp lệ', { selector: '.p-tag-value' })).toBeTruthy();
    expect((votedRow.getByRole('switch', { hidden: true }) as HTMLInputElement).disabled).toBe(true);
    expect((votedRow.getByRole('button', { name: 'Đã bình chọn: không thay đổi được: Trần Thị Bình' }) as HTMLButtonElement).disabled).toBe(true);
    const waitingRow = await rowOf('Nguyễn Văn An');
    expect(waitingRow.getByText('Chưa bình chọn', { selector: '.p-tag-value' })).toBeTruthy();
  });

  it('opens on the version the dashboards open on when the address names none: the newest with figures', async () => {
    const s = fakeServer({
      [`GET ${PATH.versions}`]: () =>
        page([
          versionRow({ phien_ban_id: 9, time_start: '2026-05-01 07:00:00', started_at: null }),
          versionRow(),
          versionRow({ phien_ban_id: 2, time_start: '2025-03-01 07:00:00', status_khao_sat: 2 }),
        ]),
      [`GET ${V}/phien-ban-benh-vien`]: () => [],
      [`GET ${V}/nhan-vien-khao-sat`]: () => page([waiting]),
    });
    renderPage(<ParticipationStatusPage />, { server: s, url: '/vi/KhaoSat/TableUser' });
    await waitFor(() => expect(location()).toBe('/vi/KhaoSat/TableUser?phien_ban_id=2'));
    expect(await screen.findByText('Nguyễn Văn An')).toBeTruthy();
  });

  it('marks a member ineligible', async () => {
    const s = server();
    renderPage(<ParticipationStatusPage />, { server: s, url: URL });
    await userEvent.click((await rowOf('Nguyễn Văn An')).getByRole('switch', { hidden: true }));
    await waitFor(() => expect(s.requests('PUT', `${V}/nhan-vien-khao-sat/ineligible`)[0]?.body).toEqual({ nhan_vien_khao_sat_id: 1, ineligible: true }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Cập nhật thành công' })));
  });

  it('removes a member not yet voted after confirmation', async () => {
    const s = server();
    renderPage(<ParticipationStatusPage />, { server: s, url: URL });
    await userEvent.click((await rowOf('Nguyễn Văn An')).getByRole('button', { name: 'Bỏ khỏi danh sách: Nguyễn Văn An' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bỏ “Nguyễn Văn An” khỏi danh sách tham gia?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', `${V}/nhan-vien-khao-sat/1`)).toHaveLength(1));
  });

  it('filters by hospital, status and validity', async () => {
    const s = server();
    renderPage(<ParticipationStatusPage />, { server: s, url: URL });
    await screen.findByText('Nguyễn Văn An');
    await choose('Bệnh viện', 'Bệnh viện Nhi');
    await choose('Trạng thái', 'Đã hoàn thành');
    await choose('Hợp lệ', 'Không hợp lệ');
    await waitFor(() =>
      expect(
        s.requests('GET', `${V}/nhan-vien-khao-sat`).some((r) => r.query.get('hospitalId') === '2' && r.query.get('status_khao_sat') === '2' && r.query.get('hop_le') === '0'),
      ).toBe(true),
    );
  });

  it('sends invitations to the members ticked', async () => {
    const s = server();
    renderPage(<ParticipationStatusPage />, { server: s, url: URL });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Chọn Nguyễn Văn An' }));
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Chọn mọi dòng của trang này', 'Chọn Nguyễn Văn An', 'Chọn Trần Thị Bình']);
    await userEvent.click(screen.getByRole('button', { name: 'Gửi thư mời (1)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('POST', PATH.mailInvite)[0]?.body).toEqual({ phien_ban_id: 3, nhan_vien_khao_sat_ids: [1] }));
  });

  it('does not offer invitations on a draft: the buttons say why and link to the campaign page', async () => {
    renderPage(<ParticipationStatusPage />, { server: server(versionRow({ started_at: null, time_end: '2030-12-31 17:00:00' })), url: URL });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Chọn Nguyễn Văn An' }));
    const invite = screen.getByRole('button', { name: 'Gửi thư mời (1)' });
    expect(invite.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(invite.getAttribute('aria-describedby')!)?.textContent).toMatch(/Chỉ gửi được thư khi khảo sát đã bắt đầu/);
    expect(screen.getByRole('link', { name: 'Mở trang chiến dịch của phiên bản này' }).getAttribute('href')).toBe('/vi/KhaoSat/ChienDich?phien_ban_id=3');
  });
});
