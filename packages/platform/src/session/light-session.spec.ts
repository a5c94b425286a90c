import { RUNTIME_CONFIG_ELEMENT_ID } from '@hm/contract/constants';
import { hasBrowserSession } from './light-session';

describe('hasBrowserSession', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  /** A fetch answering the runtime configuration, then the refresh call with `refresh`. */
  function serve(refresh: { status: number; body: unknown } | Error) {
    const calls: { url: string; init?: RequestInit }[] = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      // jsdom has no Response: what the code reads of one.
      if (String(url) === '/config.json') return { status: 200, json: async () => ({ apiBaseUrl: 'https://api.example', version: '1', remotes: {} }) };
      if (refresh instanceof Error) throw refresh;
      return { status: refresh.status, json: async () => refresh.body };
    }) as unknown as typeof fetch;
    return calls;
  }

  it('asks the API of the runtime configuration with the refresh cookie, as the platform does', async () => {
    const calls = serve({ status: 200, body: { code: 200, message: 'ok', data: { token: 'a' } } });
    await expect(hasBrowserSession()).resolves.toBe(true);
    expect(calls[1]?.url).toBe('https://api.example/auth/v1/refresh-token');
    expect(calls[1]?.init).toMatchObject({ method: 'POST', credentials: 'include', headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }) });
  });

  it('is no for a visitor (401) and for a network failure', async () => {
    serve({ status: 401, body: { code: 401, message: 'Phiên đăng nhập đã hết hạn', data: null } });
    await expect(hasBrowserSession()).resolves.toBe(false);
    serve(new TypeError('Failed to fetch'));
    await expect(hasBrowserSession()).resolves.toBe(false);
  });

  it("reads the API's address from the configuration the server wrote into the page, without fetching it", async () => {
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: RUNTIME_CONFIG_ELEMENT_ID });
    block.textContent = JSON.stringify({ apiBaseUrl: 'https://inline.example', version: '1', remotes: {} });
    document.head.append(block);
    const calls = serve({ status: 200, body: { code: 200, message: 'ok', data: { token: 'a' } } });
    await expect(hasBrowserSession()).resolves.toBe(true);
    expect(calls.map((c) => c.url)).toEqual(['https://inline.example/auth/v1/refresh-token']);
    block.remove();
  });
});
