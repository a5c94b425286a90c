import { type ApiClient, ApiError, type EndpointConfig, fillPath, NETWORK_ERROR_MESSAGE, type TErrorEnvelope } from '@hm/contract';
import { getLanguage, getRuntimeConfig, useSession } from '@hm/platform';

export interface UploadOptions {
  /** Query of the entry (`hospitalId`, `mode`). */
  query: Record<string, string | number>;
  signal?: AbortSignal;
}

/**
 * Sends a file to a multipart entry of the endpoint table (form field `file`) with the session's
 * token and Language header, refreshing the session once on 401 like the contract client does.
 * The contract client speaks JSON only; this is its one multipart sibling, kept beside the only
 * upload of the product until a second one moves it into the client.
 * @example const res = await uploadFile(api, endpoints.staffImport, file, { query: { hospitalId: 1, mode: 'preview' } });
 */
export async function uploadFile(api: ApiClient, e: EndpointConfig, file: File, { query, signal }: UploadOptions): Promise<Response> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const url = `${getRuntimeConfig()?.apiBaseUrl ?? ''}${fillPath(e.path, undefined)}${qs ? `?${qs}` : ''}`;
  const send = async () => {
    const form = new FormData();
    form.append('file', file, file.name);
    const token = useSession.getState().token;
    try {
      return await fetch(url, { method: e.method, headers: { Accept: 'application/json', Language: getLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: form, signal });
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
    }
  };
  let res = await send();
  if (res.status === 401) {
    if (await api.refresh()) res = await send();
    if (res.status === 401) useSession.getState().logout();
  }
  return res;
}

/** The `data` of a success envelope; otherwise the server's refusal as an ApiError. */
export async function envelopeData<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as (TErrorEnvelope & { data: T }) | null;
  if (res.ok && body?.code === 200) return body.data;
  throw new ApiError(body?.code ?? res.status, body?.message ?? `HTTP ${res.status}`, body);
}

/** A file answer's bytes; a refusal (JSON envelope) as an ApiError. */
export async function fileData(res: Response): Promise<Blob> {
  if (!res.ok) await envelopeData(res);
  return res.blob();
}
