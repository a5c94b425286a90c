import { api, queryClient, signOut } from '@hm/platform';
import type { MenuItem } from 'primereact/menuitem';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLayout } from '../layout/layout-store';
import { LOGIN_PATH } from '../routing/locale-path';

/** The account menu of the top bar and the drawer: logout, select language, change password. */
export function useAccountActions(): MenuItem[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { setLanguageDialog, setPasswordDialog, setDrawer } = useLayout();
  return [
    { label: t('user.changePassword'), icon: 'pi pi-key', command: () => setPasswordDialog(true) },
    { label: t('user.selectLanguage'), icon: 'pi pi-globe', command: () => setLanguageDialog(true) },
    {
      label: t('user.logout'),
      icon: 'pi pi-sign-out',
      command: async () => {
        // The server revokes the session (every tab's) and clears the refresh cookie. The login
        // page opens plain (no return path): the next person at this computer starts afresh.
        await signOut(api);
        queryClient.clear();
        setDrawer(false);
        void navigate(LOGIN_PATH, { replace: true });
      },
    },
  ];
}
