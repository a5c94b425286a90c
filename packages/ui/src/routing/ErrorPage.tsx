import { usePageTitle } from '@hm/platform';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../states/states.css';

export interface ErrorPageProps {
  /** HTTP-like status: 404 titles the page '404 Not Found', anything else 'An error occurred'. */
  statusCode: number;
  /** What went wrong, fit for the user. */
  message?: string;
  homePath?: string;
  /** Shows a 'reload the page' button when given (e.g. a chunk that failed to load). */
  onReload?: () => void;
}

/**
 * The error page of spec §2: the title, the message, the status code and a 'Home page' link.
 * @example <ErrorPage statusCode={500} message="Unknown middleware" />
 */
export function ErrorPage({ statusCode, message, homePath = '/vi', onReload }: ErrorPageProps) {
  const { t } = useTranslation();
  const title = statusCode === 404 ? t('errorPage.notFound') : t('errorPage.title');
  usePageTitle(title);
  return (
    <section className="hm-state hm-state--error" role="alert" aria-labelledby="hm-error-page-title">
      <i className="hm-state__icon pi pi-exclamation-triangle" aria-hidden="true" />
      <h1 id="hm-error-page-title" className="hm-state__title">
        {title}
      </h1>
      {message && <p className="hm-state__detail">{message}</p>}
      <p className="hm-state__detail">{t('errorPage.status', { status: statusCode })}</p>
      {onReload && <Button type="button" label={t('errorPage.reload')} icon="pi pi-refresh" onClick={onReload} />}
      <Link to={homePath}>{t('errorPage.home')}</Link>
    </section>
  );
}
