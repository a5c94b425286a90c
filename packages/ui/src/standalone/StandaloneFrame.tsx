import { api, getLanguage, queryClient, signOut, useCurrentUser, useIsAuthenticated } from '@hm/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../loading/LoadingOverlay';
import { LoginForm } from '../login/LoginForm';
import { NotificationToaster } from '../notifications/NotificationToaster';
import './standalone-frame.css';

export interface StandaloneFrameProps {
  /** The module, as users know it, e.g. 'Khảo sát (mf-survey)'. */
  moduleName: string;
  /** Pages that need no session (e.g. the invitation page /ChungThuc). */
  guestAllowed?: boolean;
  children: ReactNode;
}

/**
 * The minimal frame of a remote run alone (QA): a header naming the module, the login form
 * when there is no session, then the remote's routes.
 * @example <BrowserRouter><StandaloneFrame moduleName="Khảo sát">{useRoutes(routes)}</StandaloneFrame></BrowserRouter>
 */
export function StandaloneFrame({ moduleName, guestAllowed = false, children }: StandaloneFrameProps) {
  // Re-rendered on a language change: the login form follows it.
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  const user = useCurrentUser();
  const logout = () => {
    void signOut(api).then(() => queryClient.clear());
  };
  return (
    <QueryClientProvider client={queryClient}>
      <header className="hm-standalone__header">
        <p className="hm-standalone__name">{moduleName}</p>
        <span className="hm-standalone__tag">standalone</span>
        {user && (
          <div className="hm-standalone__user">
            <span>{user.display_name}</span>
            <Button type="button" label={t('user.logout')} icon="pi pi-sign-out" severity="secondary" size="small" onClick={logout} />
          </div>
        )}
      </header>
      <main className="hm-standalone__main">{authenticated || guestAllowed ? children : <LoginForm language={getLanguage()} />}</main>
      <NotificationToaster />
      <LoadingOverlay />
    </QueryClientProvider>
  );
}
