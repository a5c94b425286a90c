/**
 * The HTTP boundary for the remotes' component tests: a fake `fetch` under the real API client,
 * answering by `METHOD /path` in the API's envelope and recording every request. Nothing else is
 * mocked. Jest only (`jest.fn`): imported from `@hm/platform/testing`, never by app code.
 * @example const server = fakeServer({ 'GET /votesafety/v1/phien-ban-khao-sat': () => page([row]) });
 *          renderPage(<Page />, { server }); server.requests('DELETE', '/votesafety/v1/phien-ban-khao-sat/3')
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Handler = (req: FakeRequest) => unknown;

/** A handler's way to answer with an error envelope, or a file. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The server refuses: `{ code: status, message, data }`. */
export const fail = (status: number, message: string, data: unknown = null) => new Reply(status, { code: status, message, data });

/** An xlsx stream (a file entry answers a body, not an envelope). */
export const file = (text = 'xlsx') => new Reply(200, new Blob([text]));

/** A page of rows as the paged lists answer. */
export const page = <T>(rows: T[], total = rows.length) => ({ data: rows, total, page: 1, size: 20 });

export function fakeServer(routes: Record<string, Handler>) {
  const log: FakeRequest[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const u = new URL(url, 'http://api.test');
    const req: FakeRequest = {
      method: init.method ?? 'GET',
      path: u.pathname,
      query: u.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    log.push(req);
    const handler = routes[`${req.method} ${req.path}`];
    const out = handler ? handler(req) : fail(404, `No fake route for ${req.method} ${req.path}`);
    const [status, body] = out instanceof Reply ? [out.status, out.body] : [200, { code: 200, message: 'OK', data: out ?? null }];
    // jsdom has no fetch Response: the client only reads status, ok, json() and blob().
    return {
      status,
      ok: status < 400,
      json: () => Promise.resolve(body instanceof Blob ? null : body),
      blob: () => Promise.resolve(body instanceof Blob ? body : new Blob([JSON.stringify(body)])),
    } as Response;
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    /** Requests made, optionally only those of one method and path. */
    requests: (method?: string, path?: string) => log.filter((r) => (!method || r.method === method) && (!path || r.path === path)),
    /** Adds or replaces a route. */
    on: (key: string, handler: Handler) => {
      routes[key] = handler;
    },
  };
}
export type FakeServer = ReturnType<typeof fakeServer>;
