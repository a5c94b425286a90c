import { endpoints, type TMailSettings } from '@hm/contract';
import { fail, fakeServer, type Handler, renderPage, userWith } from '@hm/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MailPanel } from './MailPanel';

const settings = (over: Partial<TMailSettings> = {}): TMailSettings => ({
  configured: true,
  server: 'mail.benhvien.vn:587',
  from: 'Khảo sát <no-reply@benhvien.vn>',
  pending: 3,
  failed: 1,
  last_error: '535 Authentication failed',
  last_error_at: '2025-03-01 09:03:04',
  ...over,
});
const admin = userWith(['THAM_SO_SUA'], { modules: ['system'] });
const server = (over: Record<string, Handler> = {}) => fakeServer({ [`GET ${endpoints.mailSettings.path}`]: () => settings(), ...over });

describe('MailPanel', () => {
  it('says when no mail server is configured, and offers no test', async () => {
    renderPage(<MailPanel />, {
      server: server({ [`GET ${endpoints.mailSettings.path}`]: () => settings({ configured: false, server: null, last_error: null, last_error_at: null }) }),
      url: '/vi/HeThong/ThamSoHeThong',
      user: admin,
    });
    expect(await screen.findByText('Chưa cấu hình')).toBeTruthy();
    expect(screen.getByText(/SMTP_URL/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Gửi thư thử' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server, the queue and the newest error with its time', async () => {
    renderPage(<MailPanel />, { server: server(), url: '/vi/HeThong/ThamSoHeThong', user: admin });
    expect(await screen.findByText('Đã cấu hình')).toBeTruthy();
    expect(screen.getByText('mail.benhvien.vn:587')).toBeTruthy();
    expect(screen.getByText('535 Authentication failed (lúc 2025-03-01 09:03:04)')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thư điện tử' })).toBeTruthy();
  });

  it('sends a test mail to the caller by default, and says what the server answered', async () => {
    const s = server({
      [`POST ${endpoints.mailTest.path}`]: (req) =>
        (req.body as { email: string | null }).email
          ? { sent: false, to: 'sai@benhvien.vn', error: 'Máy chủ thư từ chối địa chỉ người nhận hoặc người gửi', detail: '550 5.1.1 Mailbox unavailable' }
          : { sent: true, to: 'bvadmin@benhvien.vn', error: null, detail: null },
    });
    renderPage(<MailPanel />, { server: s, url: '/vi/HeThong/ThamSoHeThong', user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi thư thử' }));
    expect(await screen.findByText('Đã gửi thư thử đến bvadmin@benhvien.vn')).toBeTruthy();
    expect(s.requests('POST', endpoints.mailTest.path)[0]!.body).toEqual({ email: null });
    await userEvent.type(screen.getByLabelText('Gửi thư thử đến'), 'khong-hop-le');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi thư thử' }));
    expect(await screen.findByText('E-mail không hợp lệ')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Gửi thư thử đến'));
    await userEvent.type(screen.getByLabelText('Gửi thư thử đến'), 'sai@benhvien.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi thư thử' }));
    expect(await screen.findByText(/không thành công: Máy chủ thư từ chối/)).toBeTruthy();
    expect(screen.getByText('Máy chủ trả lời: 550 5.1.1 Mailbox unavailable')).toBeTruthy();
  });

  it('shows a refusal of the test (no SMTP_URL) in place', async () => {
    const s = server({ [`POST ${endpoints.mailTest.path}`]: () => fail(409, 'Máy chủ chưa được cấu hình gửi thư (biến môi trường SMTP_URL)') });
    renderPage(<MailPanel />, { server: s, url: '/vi/HeThong/ThamSoHeThong', user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi thư thử' }));
    await waitFor(() => expect(screen.getAllByText(/Máy chủ chưa được cấu hình gửi thư/).length).toBeGreaterThan(0));
  });
});
