import { createApiClient, type TLoggedInUser } from '@hm/contract';
import { restoreSession, signOut } from './browser-session';
import { useSession } from './session-store';

const user = {
  tai_khoan_id: 1,
  ten_tai_khoan: 'admin',
  phan_quyen_id: 1,
  phan_quyen_cap: 1,
  display_name: 'Quản trị',
  nhan_vien_su_dung: null,
  hospital: { hospital_id: 1, name: 'BV', modules: ['survey'] },
  chuc_nang: [],
} satisfies TLoggedInUser;

type Answer = { status: number; body: unknown };

/** A client of the page's session on a scripted server; records what was called. */
function client(answers: Answer[]) {
  const calls: Array<{ method: string; url: string; init: RequestInit }> = [];
  const fetchMock = (async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, init });
    const a = answers.shift()!;
    // jsdom has no fetch Response: the client reads status, ok and json().
    return { status: a.status, ok: a.status < 300, json: async () => a.body } as Response;
  }) as unknown as typeof fetch;
  const api = createApiClient({
    baseUrl: () => '',
    language: () => 'vi',
    accessToken: () => useSession.getState().token,
    refreshToken: () => null,
    browserSession: true,
    onTokens: (p) => useSession.getState().setTokens(p),
    onSessionExpired: () => useSession.getState().logout(),
    fetch: fetchMock,
  });
  return { api, calls };
}

const ok = (data: unknown): Answer => ({ status: 200, body: { code: 200, message: 'Thành công!', data } });
const expired: Answer = { status: 401, body: { code: 401, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', data: null } };

afterEach(() => useSession.getState().logout());

describe('restoreSession (a reload or a new tab)', () => {
  it('trades the refresh cookie for an access token, then reads the user', async () => {
    const { api, calls } = client([ok({ token: 'A9', expires_in: 3600, refresh_expires_in: 10800 }), ok(user)]);
    expect(await restoreSession(api)).toBe(true);
    expect(useSession.getState()).toMatchObject({ token: 'A9', user: { ten_tai_khoan: 'admin' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /auth/v1/refresh-token', 'GET /auth/v1/tai-khoan/me']);
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer A9');
  });

  it('tells the page once the token is in hand, before the user is read (what it asks then goes beside me)', async () => {
    const { api, calls } = client([ok({ token: 'B7', expires_in: 3600, refresh_expires_in: 10800 }), ok(user)]);
    const seen: string[][] = [];
    expect(await restoreSession(api, { whenRefreshed: () => seen.push(calls.map((c) => c.url)) })).toBe(true);
    expect(seen).toEqual([['/auth/v1/refresh-token']]);
    // Not told without a session.
    const guest = client([expired]);
    const told = jest.fn();
    expect(await restoreSession(guest.api, { whenRefreshed: told })).toBe(false);
    expect(told).not.toHaveBeenCalled();
  });

  it('stays a guest when the cookie is missing, expired or revoked', async () => {
    const { api } = client([expired]);
    expect(await restoreSession(api)).toBe(false);
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
  });
});

describe('signOut', () => {
  it('revokes the session on the server and forgets it in this tab', async () => {
    useSession.setState({ token: 'A1', user });
    const { api, calls } = client([ok({ message: 'Đã đăng xuất' })]);
    await signOut(api);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /auth/v1/refresh-token']);
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
  });
});
