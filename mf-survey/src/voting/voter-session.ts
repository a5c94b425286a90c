import { createPlatformApi } from '@hm/platform';
import { type ApiClient, fromWireTime, ZVoterSession } from '@hm/contract';
import type { VoterSession } from '../api/voting';

/**
 * The voter session of an invitation link, kept in this tab only (sessionStorage, never in the
 * URL): a reload keeps the form, closing the tab ends it. It is read back with the contract's
 * schema and dropped once expired.
 */
const KEY = 'hm_voter_session';

export function readVoterSession(now: Date = new Date()): VoterSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed = raw ? ZVoterSession.safeParse(JSON.parse(raw)) : null;
    if (!parsed?.success) return null;
    const expires = fromWireTime(parsed.data.expires_at);
    if (expires && expires <= now) {
      clearVoterSession();
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
}

export function writeVoterSession(s: VoterSession): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // storage disabled: the session lives as long as the page
  }
}

export function clearVoterSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

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
