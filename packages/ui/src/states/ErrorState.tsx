import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import './states.css';

export interface ErrorStateProps {
  /** What went wrong, fit for the user (e.g. the server's Vietnamese message). */
  message: string;
  /** Defaults to 'Đã xảy ra lỗi'. */
  title?: string;
  /** Shows a 'Thử lại' button when given. */
  onRetry?: () => void;
}

/**
 * An in-place error with a retry button: a failed query, or a remote that did not load.
 * @example <ErrorState message={errorMessage(error)} onRetry={() => refetch()} />
 */
export function ErrorState({ message, title, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <section className="hm-state hm-state--error" role="alert">
      <i className="hm-state__icon pi pi-exclamation-triangle" aria-hidden="true" />
      <h2 className="hm-state__title">{title ?? t('state.error')}</h2>
      <p className="hm-state__detail">{message}</p>
      {onRetry && <Button type="button" label={t('state.retry')} icon="pi pi-refresh" onClick={onRetry} />}
    </section>
  );
}
