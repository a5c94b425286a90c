import { getLanguage, usePageTitle } from '@hm/platform';
import { LoginForm } from '@hm/ui/login';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginTarget } from '../login/login-target';

/**
 * /Login inside the application (a guard sent the user here, or a logout): after login, back to
 * the page that asked for it, else the index page. Opened directly, the same form shows on the
 * light login page (login/login-boot.tsx).
 */
export default function LoginPage() {
  // Re-rendered on a language change: the form follows it.
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  usePageTitle(t('login.title'));
  return <LoginForm language={getLanguage()} onSuccess={() => void navigate(loginTarget(search), { replace: true })} />;
}
