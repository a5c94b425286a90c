import { usePageTitle } from '@hm/platform';
import { LoginForm } from '@hm/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { localized } from '../routing/locale-path';

/** /Login: after login, back to the page that asked for it, else the index page. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageTitle(t('login.title'));
  const redirect = params.get('redirect');
  // Only same-site paths: never an open redirect.
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? localized(redirect) : '/vi';
  return <LoginForm onSuccess={() => void navigate(target, { replace: true })} />;
}
