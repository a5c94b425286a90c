import { createPlatformApi } from '@hm/platform';
import { type ApiClient, fromWireTime, VOTE_SESSION_KEYS, ZVoterSession } from '@hm/contract';
import type { ZodType } from 'zod';
import type { VoterSession } from '../api/voting';

/**
 * A session kept in the browser's storage under `key`, read back with its contract schema and
 * dropped once expired (`expires_at`); a ballot card's session (ballot-cards/card-session.ts)
 * uses it too, with localStorage.
 */
export function storedSession<T extends { expires_at: string }>(storage: () => Storage, key: string, schema: ZodType<T>) {
  const clear = (): void => {
    try {
      storage().removeItem(key);
    } catch {
      // nothing stored
    }
  };
  return {
    read(now: Date = new Date()): T | null {
      try {
        const raw = storage().getItem(key);
        const parsed = raw ? schema.safeParse(JSON.parse(raw)) : null;
        if (!parsed?.success) return null;
        const expires = fromWireTime(parsed.data.expires_at);
        if (expires && expires <= now) {
          clear();
          return null;
        }
        return parsed.data;
      } catch {
        return null;
      }
    },
    write(s: T): void {
      try {
        storage().setItem(key, JSON.stringify(s));
      } catch {
        // storage disabled: the session lives as long as the page
      }
    },
    clear,
  };
}

/**
 * The voter session of an invitation link, kept in this tab only (sessionStorage, never in the
 * URL): a reload keeps the form, closing the tab ends it.
 */
const voterSessions = storedSession<VoterSession>(() => window.sessionStorage, VOTE_SESSION_KEYS.voter, ZVoterSession);
export const readVoterSession = (now: Date = new Date()): VoterSession | null => voterSessions.read(now);
export const writeVoterSession = (s: VoterSession): void => voterSessions.write(s);
export const clearVoterSession = (): void => voterSessions.clear();

/**
 * An API client speaking for the voter session: its bearer token on every call, no refresh;
 * a refused token ends the voter session only, never the page's own login.
 * @example const api = createVoterClient(session.access_token, () => setExpired(true));
 */
export function createVoterClient(accessToken: string, onExpired: () => void): ApiClient {
  return createPlatformApi({
    accessToken: () => accessToken,
    // Not the page's login session: no refresh cookie, no refresh.
    browserSession: false,
    refreshToken: () => null,
    onTokens: () => undefined,
    onSessionExpired: () => {
      clearVoterSession();
      onExpired();
    },
  });
}

/**
 * A short, stable name of a voter session, for its caches and local copies (not the token).
 * @example voterScope({ phien_ban_id: 3, access_token: 'abc' }) // 'v3-…'
 */
export function voterScope(s: Pick<VoterSession, 'phien_ban_id' | 'access_token'>): string {
  let h = 5381;
  for (let i = 0; i < s.access_token.length; i++) h = ((h * 33) ^ s.access_token.charCodeAt(i)) >>> 0;
  return `v${s.phien_ban_id}-${h.toString(36)}`;
}
