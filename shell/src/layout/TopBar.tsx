import { useIsAuthenticated, useIsMobile, usePageTitleValue } from '@hm/platform';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathSegments } from '../routing/locale-path';
import { UserMenuButton } from '../account/UserMenuButton';
import { useLayout } from './layout-store';

/**
 * Spec §2: menu toggle, home, page title, then login or the user's account menu. On a mobile
 * viewport the account menu is an icon, leaving the width to the page title.
 */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePageTitleValue();
  const authenticated = useIsAuthenticated();
  const mobile = useIsMobile();
  const toggleDrawer = useLayout((s) => s.toggleDrawer);
  const onLoginPage = pathSegments(useLocation().pathname)[0]?.toLowerCase() === 'login';
  return (
    <header className="hm-topbar">
      <Button type="button" icon="pi pi-bars" text rounded aria-label={t('nav.toggleMenu')} className="hm-topbar__icon" onClick={toggleDrawer} />
      <Button type="button" icon="pi pi-home" text rounded aria-label={t('nav.home')} className="hm-topbar__icon" onClick={() => void navigate('/vi')} />
      <p className="hm-topbar__title">{title || t('appTitle')}</p>
      <div className="hm-topbar__end">
        {authenticated ? (
          <UserMenuButton id="hm-topbar-user" className="hm-topbar__user" compact={mobile} />
        ) : onLoginPage ? null : (
          <Button type="button" label={t('nav.login')} icon="pi pi-sign-in" onClick={() => void navigate('/vi/Login')} />
        )}
      </div>
    </header>
  );
}
