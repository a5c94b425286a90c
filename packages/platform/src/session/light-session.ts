import { BROWSER_HEADER_VALUE, REFRESH_TOKEN_PATH } from '@hm/contract/constants';
import { inlineRuntimeConfig } from '../config/inline-config';

/**
 * One refresh at a time across the tabs (Web Locks): two tabs presenting the same refresh
 * cookie at once would look like a replayed token, which revokes the session.
 */
export function refreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('hm_refresh', run) : run();
}

/**
 * Whether this browser holds a session (the HttpOnly refresh cookie), asked without the platform
 * (issue 32): the API's address from the runtime configuration (the page's own, else
 * `/config.json`), then one refresh call as the platform's client makes it. The light login page
 * asks this when idle and loads the application only for a yes; the application then restores the session itself (the cookie was rotated, the
 * access token of this call is dropped). Never throws: a failure is a no.
 * @example if (await hasBrowserSession()) startTheApplication();
 */
export async function hasBrowserSession(configUrl = '/config.json'): Promise<boolean> {
  try {
    const config = (inlineRuntimeConfig() ?? (await (await fetch(configUrl, { cache: 'no-store', headers: { Accept: 'application/json' } })).json())) as {
      apiBaseUrl?: unknown;
    } | null;
    const base = typeof config?.apiBaseUrl === 'string' ? config.apiBaseUrl : '';
    return await refreshLock(async () => {
      const res = await fetch(base + REFRESH_TOKEN_PATH, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': BROWSER_HEADER_VALUE },
        body: '{}',
      });
      const answer = (await res.json().catch(() => null)) as { code?: number } | null;
      return answer?.code === 200;
    });
  } catch {
    return false;
  }
}
