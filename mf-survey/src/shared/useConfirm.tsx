import { ConfirmDialog } from 'primereact/confirmdialog';
import { type ReactElement, useCallback, useState } from 'react';
import { useSurveyTranslation } from '../i18n';

export interface ConfirmRequest {
  message: string;
  /** Runs when the user accepts. */
  accept: () => void;
  header?: string;
  /** A destructive action: red accept button, focus on cancel. */
  danger?: boolean;
}

/**
 * A confirmation dialog owned by the calling page (no global event bus): `confirm(...)` opens
 * it, `dialog` is rendered once by the page. Keyboard: the focus lands on Cancel for a
 * destructive action; Escape cancels.
 * @example const { confirm, dialog } = useConfirm();
 *          confirm({ message: 'Xóa?', danger: true, accept: () => remove.mutate(...) });
 */
export function useConfirm(): { confirm: (r: ConfirmRequest) => void; dialog: ReactElement } {
  const { t } = useSurveyTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback((r: ConfirmRequest) => setRequest(r), []);
  const dialog = (
    <ConfirmDialog
      visible={request !== null}
      onHide={() => setRequest(null)}
      header={request?.header ?? t('common.confirmTitle')}
      message={request?.message ?? ''}
      icon={request?.danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle'}
      acceptLabel={t('common.confirmAccept')}
      rejectLabel={t('common.confirmReject')}
      acceptClassName={request?.danger ? 'p-button-danger' : undefined}
      defaultFocus={request?.danger ? 'reject' : 'accept'}
      accept={() => request?.accept()}
      style={{ width: 'min(32rem, 95vw)' }}
    />
  );
  return { confirm, dialog };
}
