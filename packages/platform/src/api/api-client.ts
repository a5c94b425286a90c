import { type ApiClient, type ApiClientOptions, createApiClient } from '@hm/contract';
import { getRuntimeConfig } from '../config/runtime-config';
import { getLanguage } from '../i18n/i18n';
import { useLoadingStore } from '../loading/loading-store';
import { refreshLock } from '../session/light-session';
import { useSession } from '../session/session-store';

/**
 * An API client wired to the platform: base URL from the runtime configuration, Language
 * header from the language cookie, the access token from the session (the refresh token is an
 * HttpOnly cookie), logout when the session cannot be refreshed, and the global loading flag.
 * Overrides serve tests (e.g. a mocked `fetch`).
 * @example const client = createPlatformApi({ fetch: jest.fn() });
 */
export function createPlatformApi(overrides: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: () => getRuntimeConfig()?.apiBaseUrl ?? '',
    language: getLanguage,
    accessToken: () => useSession.getState().token,
    // The page's session: the refresh token is an HttpOnly cookie, never seen by scripts.
    refreshToken: () => null,
    browserSession: true,
    exclusive: refreshLock,
    onTokens: (pair) => useSession.getState().setTokens(pair),
    onSessionExpired: () => useSession.getState().logout(),
    onLoading: (delta) => useLoadingStore.getState().change(delta),
    ...overrides,
  });
}

/**
 * The one API client of the page (shared singleton): every screen calls the API through it.
 * @example const user = await api.call(endpoints.me, {});
 */
export const api: ApiClient = createPlatformApi();
