import type { TLoggedInUser, TLoginResult, TTokenPair } from '@hm/contract';
import { create } from 'zustand';
import { useWorkContext } from './work-context-store';

export interface SessionState {
  /**
   * The access token, in memory only: never in localStorage or sessionStorage, where any
   * injected script could read it. A reload or a new tab gets a fresh one from the HttpOnly
   * refresh cookie ({@link restoreSession}).
   */
  token: string | null;
  user: TLoggedInUser | null;
  /**
   * True once someone deliberately logged out (here or in another tab): the login page then
   * opens plain, without returning to the last page, so that the next person at a shared
   * computer does not land on the previous user's page. False when the session merely expired.
   */
  signedOut: boolean;
  signIn: (result: TLoginResult) => void;
  setTokens: (pair: TTokenPair) => void;
  setUser: (user: TLoggedInUser) => void;
  /**
   * Forgets the session in this tab: the session, the menu and the working department and
   * warehouse (spec §4). `deliberate` when the user logged out rather than the session expiring.
   */
  logout: (deliberate?: boolean) => void;
}

const noSession = { token: null, user: null };

/**
 * The session of this tab (memory only; the refresh token is an HttpOnly cookie the page never sees).
 * @example const user = useSession((s) => s.user);
 * @example useSession.getState().logout(); // the session expired
 * @example useSession.getState().logout(true); // the user logged out
 */
export const useSession = create<SessionState>()((set) => ({
  ...noSession,
  signedOut: false,
  signIn: (r) => set({ token: r.token, user: r.user, signedOut: false }),
  setTokens: (p) => set({ token: p.token }),
  setUser: (user) => set({ user, signedOut: false }),
  logout: (deliberate = false) => {
    set({ ...noSession, signedOut: deliberate });
    useWorkContext.getState().reset();
  },
}));

/**
 * The logged-in user, or `null` for a guest.
 * @example const user = useCurrentUser(); user?.display_name ?? 'Guest'
 */
export const useCurrentUser = (): TLoggedInUser | null => useSession((s) => s.user);

/**
 * Whether someone is logged in.
 * @example if (!useIsAuthenticated()) return <LoginForm />;
 */
export const useIsAuthenticated = (): boolean => useSession((s) => s.token !== null && s.user !== null);
