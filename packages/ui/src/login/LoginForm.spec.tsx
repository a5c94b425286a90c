import { MESSAGES } from '@hm/contract';
import { createPlatformApi, useNotifications, useSession } from '@hm/platform';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './LoginForm';

const user = {
  tai_khoan_id: 1,
  ten_tai_khoan: 'admin',
  phan_quyen_id: 1,
  phan_quyen_cap: 1,
  display_name: 'Quản trị hệ thống',
  nhan_vien_su_dung: null,
  hospital: { hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', modules: ['survey'] },
  chuc_nang: [],
};

// jsdom has no fetch Response: the client only reads status, ok and json().
const reply = (status: number, body: unknown) => Promise.resolve({ status, ok: status < 400, json: () => Promise.resolve(body) } as Response);

function renderWith(fetchMock: jest.Mock, onSuccess = jest.fn()) {
  const client = createPlatformApi({ fetch: fetchMock as unknown as typeof fetch, baseUrl: () => 'http://api.test' });
  render(<LoginForm onSuccess={onSuccess} client={client} />);
  return onSuccess;
}

beforeEach(() => {
  useSession.getState().logout();
  useNotifications.setState({ queue: [] });
});

describe('LoginForm', () => {
  it('renders the title and the labelled fields', () => {
    renderWith(jest.fn());
    expect(screen.getByRole('heading', { name: 'Đăng nhập hệ thống' })).toBeTruthy();
    expect(screen.getByLabelText('Tên tài khoản')).toBeTruthy();
    expect(screen.getByLabelText('Mật khẩu')).toBeTruthy();
  });

  it('shows the texts of the language it is given, and reveals the password on demand', async () => {
    render(<LoginForm language="en" client={createPlatformApi({ fetch: jest.fn() as unknown as typeof fetch })} />);
    expect(screen.getByRole('heading', { name: 'System login' })).toBeTruthy();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('waits for `ready` before validating and calling', async () => {
    const order: string[] = [];
    const fetchMock = jest.fn(() => {
      order.push('fetch');
      return reply(401, { code: 401, message: 'Sai', data: null });
    });
    const client = createPlatformApi({ fetch: fetchMock as unknown as typeof fetch, baseUrl: () => '' });
    const ready = jest.fn(() => new Promise<void>((r) => setTimeout(() => (order.push('ready'), r()), 10)));
    render(<LoginForm client={client} ready={ready} />);
    await userEvent.type(screen.getByLabelText('Tên tài khoản'), 'admin');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(order).toEqual(['ready', 'fetch']);
  });

  it('says so in its own words when the page cannot load what the login needs', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LoginForm ready={() => Promise.reject(new Error('Loading chunk 812 failed'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Không tải được trang đăng nhập. Vui lòng kiểm tra mạng và thử lại.');
    spy.mockRestore();
  });

  it('shows the zod messages on an empty submit and calls nothing', async () => {
    const fetchMock = jest.fn();
    renderWith(fetchMock);
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Vui lòng nhập tên tài khoản')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in: posts the body, stores the session and announces success', async () => {
    const fetchMock = jest.fn(() => reply(200, { code: 200, message: 'OK', data: { token: 't', refresh_token: 'r', expires_in: 3600, refresh_expires_in: 10800, user } }));
    const onSuccess = renderWith(fetchMock);
    await userEvent.type(screen.getByLabelText('Tên tài khoản'), 'admin');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'Demo@123');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(user));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/auth/v1/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ ten_tai_khoan: 'admin', mat_khau: 'Demo@123' });
    expect(useSession.getState().token).toBe('t');
    expect(useSession.getState().user?.display_name).toBe('Quản trị hệ thống');
    expect(useNotifications.getState().queue.map((n) => n.summary)).toContain(MESSAGES.loggedIn);
  });

  it("shows the server's Vietnamese message when the login is refused", async () => {
    const message = 'Tên tài khoản hoặc mật khẩu không đúng';
    const fetchMock = jest.fn(() => reply(401, { code: 401, message, data: null }));
    const onSuccess = renderWith(fetchMock);
    await userEvent.type(screen.getByLabelText('Tên tài khoản'), 'admin');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'sai-mat-khau');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBeNull();
  });
});
