import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { author, choose, renderPage } from '../test/render';
import OutboxPage from './OutboxPage';

const OUTBOX = '/votesafety/v1/email/hop-thu';
const STATUS = '/votesafety/v1/email/trang-thai';
const mail = {
  mail_id: 1,
  hospital_id: 1,
  phien_ban_id: 3,
  template: 'invite',
  to_address: 'an@bv.vn',
  to_name: 'Nguyễn Văn An',
  subject: 'Mời tham gia khảo sát văn hóa an toàn người bệnh: Khảo sát 2026',
  noi_dung: 'Kính gửi Nguyễn Văn An,\n\nLiên kết cá nhân: https://bv.vn/ChungThuc#t=••••••',
  status: 'failed',
  attempts: 3,
  last_error: 'ECONNREFUSED',
  created_at: '2026-03-01 08:00:00',
  sent_at: null,
};

function server(configured = true) {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${OUTBOX}`]: () => page([mail]),
    [`GET ${STATUS}`]: () => ({ configured, pending: 12, failed: 1, last_error: 'ECONNREFUSED 10.0.0.5:25' }),
  });
}

describe('/KhaoSat/HopThu', () => {
  it('lists the outbox, filters by status and shows a mail with its masked link', async () => {
    const s = server();
    renderPage(<OutboxPage />, { server: s, url: '/vi/KhaoSat/HopThu' });
    const row = within((await screen.findByText('an@bv.vn')).closest('tr') as HTMLElement);
    expect(row.getByText('Gửi lỗi', { selector: '.p-tag-value' })).toBeTruthy();
    expect(row.getByText('ECONNREFUSED')).toBeTruthy();
    await choose('Trạng thái', 'Gửi lỗi');
    await waitFor(() => expect(s.requests('GET', OUTBOX).some((r) => r.query.get('status') === 'failed')).toBe(true));
    await userEvent.click(row.getByRole('button', { name: `Xem: ${mail.subject}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/ChungThuc#t=••••••/)).toBeTruthy();
  });

  it('says when no mail server is configured, with the mails waiting', async () => {
    renderPage(<OutboxPage />, { server: server(false), url: '/vi/KhaoSat/HopThu' });
    expect(await screen.findByText(/Máy chủ chưa được cấu hình gửi thư \(biến SMTP_URL\): 12 thư đang chờ/)).toBeTruthy();
    expect(screen.queryByText(/Lần gửi gần nhất bị lỗi/)).toBeNull();
  });

  it('shows the last sending error of a configured server', async () => {
    renderPage(<OutboxPage />, { server: server(true), url: '/vi/KhaoSat/HopThu' });
    expect(await screen.findByText('Lần gửi gần nhất bị lỗi: ECONNREFUSED 10.0.0.5:25')).toBeTruthy();
    expect(screen.queryByText(/Máy chủ chưa được cấu hình/)).toBeNull();
  });

  it('links to the mail settings on the system page for those who may open it', async () => {
    renderPage(<OutboxPage />, { server: server(false), url: '/vi/KhaoSat/HopThu', user: { ...author, chuc_nang: [...author.chuc_nang, 'THAM_SO_SUA'] } });
    const link = await screen.findByRole('link', { name: 'Cài đặt thư điện tử và gửi thư thử' });
    expect(link.getAttribute('href')).toBe('/vi/HeThong/ThamSoHeThong');
  });

  it('shows no such link without the parameters function', async () => {
    renderPage(<OutboxPage />, { server: server(false), url: '/vi/KhaoSat/HopThu', user: { ...author, chuc_nang: author.chuc_nang.filter((f) => f !== 'THAM_SO_SUA') } });
    await screen.findByText(/Máy chủ chưa được cấu hình/);
    expect(screen.queryByRole('link', { name: 'Cài đặt thư điện tử và gửi thư thử' })).toBeNull();
  });

  it('says so to users without the outbox function, and calls nothing', async () => {
    const s = server();
    renderPage(<OutboxPage />, { server: s, url: '/vi/KhaoSat/HopThu', user: { ...author, chuc_nang: ['KHAO_SAT_XEM'] } });
    expect(await screen.findByText('Bạn không có quyền xem hộp thư gửi đi.')).toBeTruthy();
    expect(s.requests('GET', OUTBOX)).toHaveLength(0);
    expect(s.requests('GET', STATUS)).toHaveLength(0);
  });
});
