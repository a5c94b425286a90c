import { type APIRequestContext, expect } from '@playwright/test';
import { bearer } from './login-helpers';

/** A call with an access token that must succeed (code 200): its data. */
export async function apiCall<T = unknown>(api: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const res = await api.fetch(url, { method, data, headers: bearer(token) });
  const body = (await res.json()) as { code: number; message: string; data: T };
  expect(body.code, `${method} ${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** `YYYY-MM-DD HH:mm:ss` in Vietnamese time (UTC+7), the API's wire form of a time. */
export const vnWire = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
