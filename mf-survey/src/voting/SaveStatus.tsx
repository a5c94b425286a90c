import { errorMessage } from '@hm/platform';
import { Button } from 'primereact/button';
import { isNetworkError } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import type { SaveState } from './autosaver';
import './vote.css';

/**
 * The autosave, discreetly: 'Đang lưu…', 'Đã lưu', or a failure with a retry: a lost connection
 * is retried by itself, a refusal shows the server's reason (announced politely to screen
 * readers; the answers stay in the tab meanwhile).
 */
export function SaveStatus({ state, error, onRetry }: { state: SaveState; error?: unknown; onRetry: () => void }) {
  const { t } = useSurveyTranslation();
  const failed = state === 'error';
  return (
    <div className={`hm-vote-save${failed ? ' hm-vote-save--error' : ''}`} role="status">
      {state === 'saved' && (
        <>
          <i className="pi pi-check-circle" aria-hidden="true" />
          {t('vote.autosave.saved')}
        </>
      )}
      {(state === 'pending' || state === 'saving') && (
        <>
          <i className="pi pi-spin pi-spinner" aria-hidden="true" />
          {t('vote.autosave.saving')}
        </>
      )}
      {failed && (
        <>
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{error === undefined || error === null || isNetworkError(error) ? t('vote.autosave.error') : t('vote.autosave.refused', { message: errorMessage(error) })}</span>
          <Button type="button" label={t('vote.autosave.retry')} icon="pi pi-refresh" size="small" text onClick={onRetry} />
        </>
      )}
    </div>
  );
}
