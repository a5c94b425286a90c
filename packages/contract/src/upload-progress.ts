/** Bytes of an upload sent so far, and of the whole body (0 when the browser cannot tell). */
export type UploadProgress = (sent: number, total: number) => void;

/** What sends a request while reporting its upload's progress (fetch cannot). */
export type ProgressSender = (url: string, init: RequestInit & { method: string; headers: Record<string, string> }, onProgress: UploadProgress) => Promise<Response>;

/** The part of XMLHttpRequest used here (typed locally: the server compiles this package without the DOM library). */
interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  withCredentials: boolean;
  responseType: string;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  readonly status: number;
  readonly response: unknown;
  abort(): void;
  send(body?: unknown): void;
}
const XhrClass = (): (new () => Xhr) | undefined => (globalThis as { XMLHttpRequest?: new () => Xhr }).XMLHttpRequest;

/** Whether this runtime can report an upload's progress (a browser). */
export const canReportProgress = (): boolean => XhrClass() !== undefined;

/**
 * Sends a request with XMLHttpRequest, whose `upload.onprogress` tells how much of the body has
 * left; answers a fetch `Response`, so the client reads it as it reads any other.
 * @example await xhrSender(url, { method: 'POST', headers, body: form }, (sent, total) => setPercent((100 * sent) / total));
 */
export const xhrSender: ProgressSender = (url, init, onProgress) =>
  new Promise((resolve, reject) => {
    const Ctor = XhrClass();
    if (!Ctor) return reject(new TypeError('XMLHttpRequest is not available'));
    const xhr = new Ctor();
    xhr.open(init.method, url);
    for (const [k, v] of Object.entries(init.headers)) xhr.setRequestHeader(k, v);
    xhr.withCredentials = init.credentials === 'include';
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => resolve(new Response(xhr.response as Blob, { status: xhr.status }));
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
