import { CONSTANTS, endpoints, ROLE_LEVEL, type TLoggedInUser } from '@hm/contract';
import { canCall, useApi, useAppLink, useCurrentUser, useIsMobile, useUploadImage } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { Sidebar } from 'primereact/sidebar';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserMenuButton } from '../account/UserMenuButton';
import { useMenu } from '../menu/useMenu';
import { useLayout } from './layout-store';
import { MenuTree } from './MenuTree';

/**
 * The drawer's hospital line for an account of no hospital. A system administrator works on every
 * hospital: once one exists the line says how many; before, it is the way to enter the first one.
 */
function NoHospital({ user, onNavigate }: { user: TLoggedInUser; onNavigate: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const link = useAppLink();
  const system = user.phan_quyen_cap === ROLE_LEVEL.systemAdmin;
  // Read at each opening of the drawer: the first hospital may have just been entered.
  const hospitals = useQuery({
    queryKey: ['shell', 'drawer-hospitals'],
    queryFn: ({ signal }) => api.call(endpoints.hospitalAuth, {}, { silent: true, signal }),
    enabled: system,
    staleTime: 0,
  });
  if (!system) return <p>{t('user.noHospital')}</p>;
  if (hospitals.data === undefined) return null;
  if (hospitals.data.length > 0) return <p>{t('user.allHospitals', { count: hospitals.data.length })}</p>;
  return canCall(user, endpoints.hospitalCreate) ? (
    <Link to={link('HeThongDanhMuc/BenhVien')} onClick={onNavigate}>
      {t('user.noHospital')}
    </Link>
  ) : (
    <p>{t('user.noHospital')}</p>
  );
}

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
              {user.hospital ? <p>{user.hospital.name}</p> : <NoHospital user={user} onNavigate={close} />}
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
