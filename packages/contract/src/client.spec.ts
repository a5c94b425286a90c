import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE } from './client';
import { endpoints } from './endpoints/index';

type Call = { url: string; init: RequestInit };

function setup(responses: Array<{ status: number; body: unknown } | Error>, browser: { browserSession?: boolean; exclusive?: <T>(run: () => Promise<T>) => Promise<T> } = {}) {
  const calls: Call[] = [];
  const tokens = { access: 'A1' as string | null, refresh: 'R1' as string | null | undefined };
  const events: string[] = [];
  const fetchMock = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  const client = createApiClient({
    baseUrl: () => 'http://api',
    language: () => 'en',
    accessToken: () => tokens.access,
    refreshToken: () => tokens.refresh ?? null,
    onTokens: (p) => {
      tokens.access = p.token;
      tokens.refresh = p.refresh_token;
      events.push('tokens');
    },
    onSessionExpired: () => events.push('logout'),
    onLoading: (d) => events.push(d > 0 ? 'loading+' : 'loading-'),
    fetch: fetchMock,
    ...browser,
  });
  if (browser.browserSession) tokens.refresh = null;
  return { client, calls, tokens, events };
}

const headers = (c: Call) => c.init.headers as Record<string, string>;
const pair = { token: 'A2', refresh_token: 'R2', expires_in: 3600, refresh_expires_in: 10800 };

describe('createApiClient', () => {
  it('sends the language and bearer token, fills the path and query, and unwraps data', async () => {
    const { client, calls, events } = setup([{ status: 200, body: { code: 200, message: 'ok', data: { id: 7 } } }]);
    const data = await client.call(endpoints.hospitalById, { params: { id: 7 } });
    expect(data).toEqual({ id: 7 });
    expect(calls[0]!.url).toBe('http://api/auth/v1/hospital/7');
    expect(headers(calls[0]!)).toMatchObject({ Language: 'en', Authorization: 'Bearer A1' });
    expect(events).toEqual(['loading+', 'loading-']);
  });

  it('rejects any code other than 200 with the response body', async () => {
    const body = { code: 403, message: 'Bạn không có quyền thực hiện chức năng này', data: null };
    const { client } = setup([{ status: 403, body }]);
    const err = await client.call(endpoints.me, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 403, message: body.message, body });
  });

  it('refreshes once on 401, retries, and keeps the new pair', async () => {
    const { client, calls, tokens } = setup([
      { status: 401, body: { code: 401, message: 'x', data: null } },
      { status: 200, body: { code: 200, message: 'ok', data: pair } },
      { status: 200, body: { code: 200, message: 'ok', data: { ten_tai_khoan: 'admin' } } },
    ]);
    await expect(client.call(endpoints.me, {})).resolves.toEqual({ ten_tai_khoan: 'admin' });
    expect(calls.map((c) => c.url)).toEqual(['http://api/auth/v1/tai-khoan/me', 'http://api/auth/v1/refresh-token', 'http://api/auth/v1/tai-khoan/me']);
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({ refresh_token: 'R1' });
    expect(headers(calls[2]!).Authorization).toBe('Bearer A2');
    expect(tokens).toEqual({ access: 'A2', refresh: 'R2' });
  });

  it('logs out when the session cannot be refreshed', async () => {
    const { client, events } = setup([
      { status: 401, body: { code: 401, message: 'x', data: null } },
      { status: 401, body: { code: 401, message: 'hết hạn', data: null } },
    ]);
    await expect(client.call(endpoints.me, {})).rejects.toMatchObject({ code: 401 });
    expect(events).toContain('logout');
  });

  it('sends no token to public calls and never refreshes them', async () => {
    const { client, calls } = setup([{ status: 401, body: { code: 401, message: 'Tên tài khoản hoặc mật khẩu không đúng', data: null } }]);
    await expect(client.call(endpoints.login, { body: { ten_tai_khoan: 'a', mat_khau: 'b' } })).rejects.toMatchObject({ code: 401 });
    expect(calls).toHaveLength(1);
    expect(headers(calls[0]!).Authorization).toBeUndefined();
  });

  it('turns a network failure into a Vietnamese error with code 0', async () => {
    const { client, events } = setup([new TypeError('fetch failed')]);
    await expect(client.call(endpoints.me, {})).rejects.toMatchObject({ code: 0, message: NETWORK_ERROR_MESSAGE });
    expect(events).toEqual(['loading+', 'loading-']);
  });

  describe('a browser session (refresh token in an HttpOnly cookie)', () => {
    const { token, expires_in, refresh_expires_in } = pair;
    const cookiePair = { token, expires_in, refresh_expires_in };

    it('marks every call as the page’s own and sends cookies', async () => {
      const { client, calls } = setup([{ status: 200, body: { code: 200, message: 'ok', data: {} } }], { browserSession: true });
      await client.call(endpoints.me, {});
      expect(headers(calls[0]!)['X-Requested-With']).toBe('XMLHttpRequest');
      expect(calls[0]!.init.credentials).toBe('include');
    });

    it('refreshes with the cookie (an empty body), once at a time through the lock', async () => {
      const locked: string[] = [];
      const exclusive = async <T>(run: () => Promise<T>) => {
        locked.push('lock');
        return run();
      };
      const { client, calls, tokens } = setup([{ status: 200, body: { code: 200, message: 'ok', data: cookiePair } }], { browserSession: true, exclusive });
      const [a, b] = await Promise.all([client.refresh(), client.refresh()]);
      expect([a, b]).toEqual([true, true]);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe('http://api/auth/v1/refresh-token');
      expect(JSON.parse(calls[0]!.init.body as string)).toEqual({});
      expect(locked).toEqual(['lock']);
      expect(tokens).toEqual({ access: 'A2', refresh: undefined });
    });

    it('logout revokes the session on the server with the cookie, and never throws', async () => {
      const { client, calls } = setup([{ status: 200, body: { code: 200, message: 'Đã đăng xuất', data: { message: 'Đã đăng xuất' } } }, new TypeError('offline')], {
        browserSession: true,
      });
      await client.logout();
      expect(calls[0]!.init.method).toBe('DELETE');
      expect(calls[0]!.url).toBe('http://api/auth/v1/refresh-token');
      expect(calls[0]!.init.credentials).toBe('include');
      await expect(client.logout()).resolves.toBeUndefined();
    });

    it('a client with neither a refresh token nor a browser session does not refresh', async () => {
      const { client, calls, tokens } = setup([]);
      tokens.refresh = null;
      expect(await client.refresh()).toBe(false);
      await client.logout();
      expect(calls).toHaveLength(0);
    });
  });

  it('uploads files with text fields; a client on a custom fetch reports progress once, at the end', async () => {
    const { client, calls } = setup([{ status: 200, body: { code: 200, message: 'ok', data: [] } }]);
    const progress: [number, number][] = [];
    const files = [new File(['a'], 'a.png'), new File(['b'], 'b.pdf')];
    await client.upload(endpoints.uploadFiles, files, { query: { hospitalId: 1 } }, { fields: { mo_ta: 'Hai tệp' }, onProgress: (s, t) => progress.push([s, t]) });
    const form = calls[0]!.init.body as FormData;
    expect(form.getAll('file').map((f) => (f as File).name)).toEqual(['a.png', 'b.pdf']);
    expect(form.get('mo_ta')).toBe('Hai tệp');
    expect(calls[0]!.url).toBe('http://api/votesafety/v1/upload-data/files?hospitalId=1');
    expect(progress).toEqual([[1, 1]]);
  });

  it('sends an upload through the progress sender when there is one', async () => {
    const sent: string[] = [];
    const client = createApiClient({
      baseUrl: () => 'http://api',
      language: () => 'vi',
      accessToken: () => 'A1',
      refreshToken: () => null,
      onTokens: () => undefined,
      onSessionExpired: () => undefined,
      fetch: (() => Promise.reject(new Error('not fetch'))) as unknown as typeof fetch,
      progressSender: async (url, _init, onProgress) => {
        sent.push(url);
        onProgress(50, 100);
        onProgress(100, 100);
        return new Response(JSON.stringify({ code: 200, message: 'ok', data: { upload_id: 3 } }), { status: 200 });
      },
    });
    const progress: number[] = [];
    const data = await client.upload(endpoints.uploadFileManager, new File(['x'], 'x.png'), { query: {} }, { onProgress: (s, t) => progress.push(s / t) });
    expect(data).toEqual({ upload_id: 3 });
    expect(sent).toEqual(['http://api/votesafety/v1/upload-data/upload-file-manager']);
    expect(progress).toEqual([0.5, 1]);
  });
});
