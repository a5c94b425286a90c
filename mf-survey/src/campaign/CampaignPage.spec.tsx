import type { TCampaignStepView, TCampaignView } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { author, renderPage, toasts } from '../test/render';
import CampaignPage from './CampaignPage';

const SLOW = { timeout: 5000 };
jest.setTimeout(20_000);

const V = '/votesafety/v1';
const CAMPAIGN = `${V}/chien-dich`;
const START = `${V}/chien-dich/bat-dau-va-gui`;
const TARGET = `${V}/chien-dich/muc-tieu`;
const URL = '/vi/KhaoSat/ChienDich?phien_ban_id=3';

const step = (s: TCampaignStepView['step'], over: Partial<TCampaignStepView> = {}): TCampaignStepView => ({
  step: s,
  state: 'done',
  enabled: true,
  reason: null,
  unblocked_by: null,
  figures: {},
  ...over,
});

/** A draft of the demo hospital with 40 participants, 36 with an address. */
function draft(over: Partial<TCampaignView> = {}): TCampaignView {
  return {
    phien_ban_id: 3,
    hospital_id: 1,
    muc_tieu: 60,
    steps: [
      step('questionnaire', { figures: { questions: 42 } }),
      step('participants', { figures: { invited: 40, ineligible: 0, with_email: 36 } }),
      step('texts', { state: 'optional' }),
      step('schedule', { figures: { time_start: '2026-12-01 07:00:00', time_end: '2026-12-31 17:00:00', close_at: '2026-12-31 17:00:00', reminders: 0 } }),
      step('start', { state: 'todo', figures: { participants: 40, to_send: 36, phase: 'draft' } }),
      step('reminders', { state: 'waiting', enabled: false, reason: 'notStarted', unblocked_by: 'start', figures: { not_voted: 40, reminded: 0, scheduled: 0 } }),
      step('close', {
        state: 'waiting',
        enabled: false,
        reason: 'notStarted',
        unblocked_by: 'start',
        figures: { close_at: '2026-12-31 17:00:00', time_end: '2026-12-31 17:00:00' },
      }),
      step('results', { state: 'waiting', enabled: false, reason: 'notClosed', unblocked_by: 'close' }),
    ],
    total: { invited: 40, ineligible: 0, complete: 0, rate: 0 },
    departments: [
      { phong_ban_id: 11, name: 'Khoa Nội', invited: 25, ineligible: 0, complete: 0, rate: 0 },
      { phong_ban_id: 12, name: 'Khoa Ngoại', invited: 15, ineligible: 0, complete: 0, rate: 0 },
    ],
    channels: [{ channel: 'link', invited: 40, voted: 0 }],
    mails: { pending: 0, failed: 0, recent_failed: [] },
    ...over,
  };
}

function server(view: TCampaignView = draft()) {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow({ started_at: null })]),
    [`GET ${PATH.version(3)}`]: () => versionRow({ started_at: null }),
    [`GET ${V}/phien-ban-benh-vien`]: () => [{ phien_ban_id: 3, hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', tong_so: 40, da_binh_chon: 0 }],
    [`GET ${CAMPAIGN}`]: () => view,
    [`GET ${V}/lich-tu-dong`]: () => [],
    [`POST ${START}`]: () => ({ started: true, participants: 40, queued: 36, khong_co_email: 4, bo_qua: 0 }),
    [`PUT ${TARGET}`]: (req) => req.body,
  });
}

describe('/KhaoSat/ChienDich', () => {
  it('lists the steps in order and starts and sends in one confirmed action', async () => {
    const s = server();
    renderPage(<CampaignPage />, { server: s, url: URL });
    const list = await screen.findByRole('list', {}, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Bước 1: Bộ câu hỏi',
      'Bước 2: Người tham gia',
      'Bước 3: Nội dung thư mời',
      'Bước 4: Lịch (bắt đầu, kết thúc, nhắc)',
      'Bước 5: Bắt đầu và gửi thư mời',
      'Bước 6: Nhắc người chưa bình chọn',
      'Bước 7: Đóng khảo sát',
      'Bước 8: Kết quả',
    ]);
    // Links to the screens that do a step carry the version.
    expect(within(items[1]!).getByRole('link', { name: 'Chọn nhân viên' }).getAttribute('href')).toBe('/vi/KhaoSat/MSettingUser?phien_ban_id=3');
    // A blocked action says why and which step unblocks it.
    const remind = within(items[5]!).getByRole('button', { name: 'Gửi thư nhắc ngay' });
    expect(remind.hasAttribute('disabled')).toBe(true);
    expect(within(items[5]!).getByText('Khảo sát chưa bắt đầu.', { exact: false }).id).toBe(remind.getAttribute('aria-describedby'));
    expect(within(items[5]!).getByRole('link', { name: 'Làm trước: bước 5 “Bắt đầu và gửi thư mời”' })).toBeTruthy();

    await userEvent.click(within(items[4]!).getByRole('button', { name: 'Bắt đầu và gửi thư mời' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/gửi thư mời ngay cho 36 người tham gia có e-mail/)).toBeTruthy();
    expect(s.requests('POST', START)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bắt đầu và gửi thư mời' }));
    await waitFor(() => expect(s.requests('POST', START)).toHaveLength(1), SLOW);
    expect(s.requests('POST', START)[0]!.body).toEqual({ phien_ban_id: 3, hospital_id: 1 });
    await waitFor(
      () =>
        expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã bắt đầu khảo sát và xếp 36 thư mời vào hàng đợi; 4 người không có e-mail.' })),
      SLOW,
    );
  });

  it('disables the start without participants, with the reason and the step to do first', async () => {
    const v = draft();
    v.steps[1] = step('participants', { state: 'todo', figures: { invited: 0, ineligible: 0, with_email: 0 } });
    v.steps[4] = step('start', {
      state: 'waiting',
      enabled: false,
      reason: 'noParticipants',
      unblocked_by: 'participants',
      figures: { participants: 0, to_send: 0, phase: 'draft' },
    });
    renderPage(<CampaignPage />, { server: server(v), url: URL });
    const start = await screen.findByRole('button', { name: 'Bắt đầu và gửi thư mời' }, SLOW);
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Chưa có nhân viên tham gia\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Làm trước: bước 2 “Người tham gia”' })).toBeTruthy();
  });

  it('shows the live rate per department and channel against the target, and saves a new target', async () => {
    const v = draft({
      total: { invited: 40, ineligible: 0, complete: 26, rate: 65 },
      departments: [
        { phong_ban_id: 11, name: 'Khoa Nội', invited: 25, ineligible: 0, complete: 20, rate: 80 },
        { phong_ban_id: 12, name: 'Khoa Ngoại', invited: 15, ineligible: 0, complete: 6, rate: 40 },
      ],
      channels: [
        { channel: 'link', invited: 30, voted: 20 },
        { channel: 'card', invited: 10, voted: 6 },
      ],
      mails: { pending: 1, failed: 2, recent_failed: [{ mail_id: 5, template: 'invite', to_name: 'Lê Thị Hoa', attempts: 5, last_error: '550 mailbox unavailable' }] },
    });
    const s = server(v);
    renderPage(<CampaignPage />, { server: s, url: URL });
    expect((await screen.findByTestId('hm-campaign-overall', {}, SLOW)).textContent).toMatch(/Toàn viện: 65 % \(26\/40\), mục tiêu 60 %/);
    const noi = screen.getByRole('row', { name: /Khoa Nội/ });
    expect(within(noi).getByText('80 %')).toBeTruthy();
    expect(within(noi).getByText('Đạt mục tiêu')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Khoa Ngoại/ })).getByText('Chưa đạt')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Liên kết cá nhân/ })).getByText('20')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Thẻ bình chọn in sẵn/ })).getByText('6')).toBeTruthy();
    expect(screen.getByText('550 mailbox unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gửi lại 2 thư lỗi' })).toBeTruthy();

    const target = screen.getByLabelText(/Mục tiêu tỷ lệ phản hồi/);
    await userEvent.clear(target);
    await userEvent.type(target, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mục tiêu' }));
    await waitFor(() => expect(s.requests('PUT', TARGET)).toHaveLength(1), SLOW);
    expect(s.requests('PUT', TARGET)[0]!.body).toEqual({ phien_ban_id: 3, hospital_id: 1, muc_tieu: 75 });
  });

  it('asks for a version first', async () => {
    renderPage(<CampaignPage />, { server: server(), url: '/vi/KhaoSat/ChienDich', user: author });
    expect(await screen.findByText('Chọn một phiên bản khảo sát để tiếp tục.', {}, SLOW)).toBeTruthy();
  });
});
