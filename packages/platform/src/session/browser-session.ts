import { type ApiClient, endpoints } from '@hm/contract';
import { useSession } from './session-store';

/**
 * The tabs of one browser share the session through the refresh cookie; this channel tells the
 * others at once when one logs out (their next refresh would fail anyway: the server revoked it).
 */
const CHANNEL = 'hm_session';
const LOGOUT = 'logout';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export interface RestoreOptions {
  /**
   * Called once the access token is in hand, before the user is read: what else the page asks with
   * the token then goes beside `me` instead of after it (the shell asks its module releases).
   */
  whenRefreshed?: () => void;
}

/**
 * At page start (a reload, a new tab): trades the HttpOnly refresh cookie for an access token and
 * reads the user. False when there is no session to restore. Also follows the other tabs' logout.
 * @example await loadRuntimeConfig(); await restoreSession(api); root.render(<App />);
 */
export async function restoreSession(client: ApiClient, { whenRefreshed }: RestoreOptions = {}): Promise<boolean> {
  const channel = openChannel();
  if (channel) channel.onmessage = (e: MessageEvent) => e.data === LOGOUT && useSession.getState().logout(true);
  if (!(await client.refresh())) return false;
  whenRefreshed?.();
  try {
    useSession.getState().setUser(await client.call(endpoints.me, {}, { silent: true }));
    return true;
  } catch {
    useSession.getState().logout();
    return false;
  }
}

/**
 * Logout: the server revokes the session and clears the cookie, this tab forgets it, and the
 * other tabs are told.
 * @example await signOut(api); navigate('/vi/Login');
 */
export async function signOut(client: ApiClient): Promise<void> {
  await client.logout();
  useSession.getState().logout(true);
  const channel = openChannel();
  channel?.postMessage(LOGOUT);
  channel?.close();
}
