import { CONSTANTS } from '@hm/contract';
import { useCurrentUser, useIsMobile, useUploadImage } from '@hm/platform';
import { Sidebar } from 'primereact/sidebar';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UserMenuButton } from '../account/UserMenuButton';
import { useMenu } from '../menu/useMenu';
import { useLayout } from './layout-store';
import { MenuTree } from './MenuTree';

/** The temporary left drawer (spec §2): logo, user, hospital (its logo and name, or 'Nhập thông tin bệnh viện'), menu tree; full width on mobile. */
export function NavDrawer() {
  const { t } = useTranslation();
  const open = useLayout((s) => s.drawerOpen);
  const setDrawer = useLayout((s) => s.setDrawer);
  const user = useCurrentUser();
  const mobile = useIsMobile();
  const menu = useMenu();
  const close = useCallback(() => setDrawer(false), [setDrawer]);
  // The hospital's own logo (ThongTinBenhVien), loaded only while the drawer is open.
  const hospitalLogo = useUploadImage(open ? user?.hospital?.logo_upload_id : null);
  return (
    <Sidebar visible={open} onHide={close} style={{ width: mobile ? '100vw' : CONSTANTS.drawerWidth, maxWidth: '100vw' }} aria-label={t('nav.menu')}>
      <div className="hm-drawer">
        <img className="hm-drawer__logo" src={CONSTANTS.logo} alt="Vote for Patient Safety" />
        {user ? (
          <>
            <UserMenuButton id="hm-drawer-user" className="hm-drawer__user" />
            <div className="hm-drawer__hospital">
              {hospitalLogo.src && <img className="hm-drawer__hospital-logo" src={hospitalLogo.src} alt="" />}
              <p>{user.hospital?.name || t('user.noHospital')}</p>
            </div>
          </>
        ) : (
          <p className="hm-drawer__guest">{t('user.guest')}</p>
        )}
        <nav aria-label={t('nav.menu')}>
          <MenuTree nodes={menu} onNavigate={close} />
        </nav>
      </div>
    </Sidebar>
  );
}
