import { BROWSER_HEADER_VALUE } from './constants.js';
import { coreEndpoints } from './endpoints/core.js';
import { type EndpointArgs, type EndpointConfig, type EndpointData, fillPath } from './endpoint.js';
import type { TErrorEnvelope } from './envelope.js';
import type { TTokenPair } from './entities/auth.js';
import { canReportProgress, type ProgressSender, type UploadProgress, xhrSender } from './upload-progress.js';

/** A rejected call: the server's envelope (or a network failure with code 0). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly body: TErrorEnvelope | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Không kết nối được máy chủ. Vui lòng kiểm tra mạng và thử lại.';

export interface ApiClientOptions {
  /** API base URL from the runtime configuration ('' = same origin). */
  baseUrl: () => string;
  /** Language header, from the language cookie. */
  language: () => string;
  accessToken: () => string | null;
  /**
   * A client that is not a browser keeps its refresh token and sends it in the body; a browser
   * session (`browserSession`) returns null: its refresh token is an HttpOnly cookie.
   */
  refreshToken: () => string | null;
  /**
   * The page's own login session in a browser: every call says so (`X-Requested-With`, the
   * server's CSRF check) and sends cookies (`credentials: 'include'`, also to an API on another
   * origin), and refresh and logout use the HttpOnly refresh cookie.
   */
  browserSession?: boolean;
  /**
   * Runs one refresh at a time across the browser's tabs (they share the cookie, and presenting
   * a spent refresh token revokes the session), e.g. with `navigator.locks`.
   */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
  /** A refresh succeeded: keep the new access token (and, outside a browser, the refresh token). */
  onTokens: (pair: TTokenPair) => void;
  /** The session cannot be refreshed: log out. */
  onSessionExpired: () => void;
  /** Called with +1 when a call starts and -1 when it ends (the global loading flag). */
  onLoading?: (delta: 1 | -1) => void;
  fetch?: typeof fetch;
  /**
   * Sends uploads that report progress. Default: XMLHttpRequest in a browser, unless `fetch` is
   * given (tests): then uploads go through that `fetch` and report their progress once, at the end.
   */
  progressSender?: ProgressSender;
}

export interface CallOptions {
  /** Do not touch the global loading flag (background calls). */
  silent?: boolean;
  signal?: AbortSignal;
}

/** An upload's extras: text fields of the form, and its progress. */
export interface UploadOptions extends CallOptions {
  /** Text parts sent beside the file (e.g. `{ mo_ta: 'Logo' }`). */
  fields?: Record<string, string>;
  onProgress?: UploadProgress;
}

function toQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    qs.append(k, String(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/**
 * The one seam to the API: typed calls from the endpoint table, the `{ code, message, data }`
 * envelope unwrapped, one refresh on 401 and then logout.
 * @example const api = createApiClient({...}); const me = await api.call(endpoints.me, {});
 */
export function createApiClient(opts: ApiClientOptions) {
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const progressSender = opts.progressSender ?? (!opts.fetch && canReportProgress() ? xhrSender : null);
  let refreshing: Promise<boolean> | null = null;

  async function send(e: EndpointConfig, args: { params?: unknown; query?: unknown; body?: unknown }, token: string | null, signal?: AbortSignal, onProgress?: UploadProgress) {
    const url = opts.baseUrl() + fillPath(e.path, args.params as Record<string, unknown>) + toQuery(args.query);
    const headers: Record<string, string> = { Accept: 'application/json', Language: opts.language() };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.browserSession) headers['X-Requested-With'] = BROWSER_HEADER_VALUE;
    // A multipart body (an upload) sets its own content type, with its boundary.
    const multipart = typeof FormData !== 'undefined' && args.body instanceof FormData;
    if (args.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    try {
      const body = args.body === undefined ? undefined : multipart ? (args.body as FormData) : JSON.stringify(args.body);
      const init = { method: e.method, headers, body, signal, ...(opts.browserSession ? { credentials: 'include' as const } : {}) };
      if (onProgress && progressSender) return await progressSender(url, init, onProgress);
      const res = await doFetch(url, init);
      onProgress?.(1, 1);
      return res;
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
    }
  }

  /** The body of the refresh and logout calls: the token outside a browser, nothing (the cookie) in one. */
  function refreshBody(): { refresh_token?: string } | null {
    const rt = opts.refreshToken();
    if (rt) return { refresh_token: rt };
    return opts.browserSession ? {} : null;
  }

  /**
   * A new access token for the session (after a 401, or at page start: a reload or a new tab
   * restores its session from the refresh cookie). One at a time, in this tab and across tabs.
   */
  async function refresh(): Promise<boolean> {
    const body = refreshBody();
    if (!body) return false;
    const exclusive = opts.exclusive ?? ((run) => run());
    refreshing ??= exclusive(async () => {
      try {
        const res = await send(coreEndpoints.refreshToken, { body: refreshBody() ?? body }, null);
        const answer = (await res.json().catch(() => null)) as { code?: number; data?: TTokenPair } | null;
        if (answer?.code !== 200 || !answer.data) return false;
        opts.onTokens(answer.data);
        return true;
      } catch {
        return false;
      }
    }).finally(() => setTimeout(() => (refreshing = null), 0));
    return refreshing;
  }

  /** Ends the session on the server (revokes its refresh tokens, clears the cookie); never throws. */
  async function logout(): Promise<void> {
    const body = refreshBody();
    if (!body) return;
    try {
      await send(coreEndpoints.logout, { body }, null);
    } catch {
      // Offline: the cookie expires on its own; the page forgets the session anyway.
    }
  }

  async function parse(res: Response) {
    const body = (await res.json().catch(() => null)) as (TErrorEnvelope & { data: unknown }) | null;
    if (body && body.code === 200) return body.data;
    const code = body?.code ?? res.status;
    throw new ApiError(code, body?.message ?? `HTTP ${res.status}`, body);
  }

  async function call<C extends EndpointConfig>(e: C, args: EndpointArgs<C>, o: CallOptions = {}): Promise<EndpointData<C>> {
    if (!o.silent) opts.onLoading?.(1);
    try {
      const a = args as { params?: unknown; query?: unknown; body?: unknown };
      // A public call carries no token, but a ballot card's call carries the card session.
      let res = await send(e, a, e.fn === 'public' && !e.cardSession ? null : opts.accessToken(), o.signal);
      if (res.status === 401 && e.fn !== 'public') {
        if (await refresh()) res = await send(e, a, opts.accessToken(), o.signal);
        if (res.status === 401) opts.onSessionExpired();
      }
      return (await parse(res)) as EndpointData<C>;
    } finally {
      if (!o.silent) opts.onLoading?.(-1);
    }
  }

  /** Sends with the access token, refreshing the session once on 401 (then logging out). */
  async function authed(e: EndpointConfig, a: { params?: unknown; query?: unknown; body?: unknown }, signal?: AbortSignal, onProgress?: UploadProgress): Promise<Response> {
    let res = await send(e, a, opts.accessToken(), signal, onProgress);
    if (res.status === 401) {
      if (await refresh()) res = await send(e, a, opts.accessToken(), signal, onProgress);
      if (res.status === 401) opts.onSessionExpired();
    }
    return res;
  }

  /** A file download (xlsx): the raw response, same auth and refresh rules. */
  async function download<C extends EndpointConfig>(e: C, args: EndpointArgs<C>): Promise<Blob> {
    const res = await authed(e, args as { params?: unknown; query?: unknown });
    if (!res.ok) await parse(res);
    return res.blob();
  }

  const formOf = (file: File | File[], fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of Array.isArray(file) ? file : [file]) form.append('file', f, f.name);
    return form;
  };

  /**
   * A file upload (multipart, form field `file`; several files for a call that takes them) to an
   * entry of the table: the envelope's data. `onProgress` follows the bytes sent.
   * @example await api.upload(endpoints.staffImport, file, { query: { hospitalId: 1, mode: 'preview' } });
   * @example await api.upload(endpoints.uploadFileManager, file, { query: { hospitalId: 1 } }, { fields: { mo_ta: 'Logo' }, onProgress: (s, t) => setPct(s / t) });
   */
  async function upload<C extends EndpointConfig>(e: C, file: File | File[], args: Omit<EndpointArgs<C>, 'body'>, o: UploadOptions = {}): Promise<EndpointData<C>> {
    const res = await authed(e, { ...(args as object), body: formOf(file, o.fields) }, o.signal, o.onProgress);
    return (await parse(res)) as EndpointData<C>;
  }

  /** A file upload answered by a file (an errors workbook). */
  async function uploadForFile<C extends EndpointConfig>(e: C, file: File, args: Omit<EndpointArgs<C>, 'body'>, o: CallOptions = {}): Promise<Blob> {
    const res = await authed(e, { ...(args as object), body: formOf(file) }, o.signal);
    if (!res.ok) await parse(res);
    return res.blob();
  }

  return { call, download, upload, uploadForFile, refresh, logout };
}
export type ApiClient = ReturnType<typeof createApiClient>;
