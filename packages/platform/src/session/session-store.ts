import type { TLoggedInUser, TLoginResult, TTokenPair } from '@hm/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useWorkContext } from './work-context-store';

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  /** Epoch ms after which the refresh token is dead: the session is over (auto logout). */
  refreshExpiresAt: number | null;
  user: TLoggedInUser | null;
  signIn: (result: TLoginResult) => void;
  setTokens: (pair: TTokenPair) => void;
  setUser: (user: TLoggedInUser) => void;
  /** Clears the session, the menu and the working department and warehouse (spec §4). */
  logout: () => void;
}

const signedOut = { token: null, refreshToken: null, refreshExpiresAt: null, user: null };
const expiryOf = (pair: TTokenPair) => Date.now() + pair.refresh_expires_in * 1000;

/**
 * The session, kept in localStorage so a reload stays logged in.
 * @example const user = useSession((s) => s.user);
 * @example useSession.getState().logout();
 */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (r) => set({ token: r.token, refreshToken: r.refresh_token, refreshExpiresAt: expiryOf(r), user: r.user }),
      setTokens: (p) => set({ token: p.token, refreshToken: p.refresh_token, refreshExpiresAt: expiryOf(p) }),
      setUser: (user) => set({ user }),
      logout: () => {
        set(signedOut);
        useWorkContext.getState().reset();
      },
    }),
    {
      name: 'hm_session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, refreshToken, refreshExpiresAt, user }) => ({ token, refreshToken, refreshExpiresAt, user }),
      onRehydrateStorage: () => (state) => {
        if (state?.refreshExpiresAt != null && state.refreshExpiresAt < Date.now()) state.logout();
      },
    },
  ),
);

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
