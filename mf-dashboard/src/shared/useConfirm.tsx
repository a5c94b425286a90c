import { ConfirmDialog } from 'primereact/confirmdialog';
import { type ReactElement, type ReactNode, useCallback, useState } from 'react';
import { useDashboardTranslation } from '../i18n';

export interface ConfirmRequest {
  message: ReactNode;
  /** Runs when the user accepts. */
  accept: () => void;
  header?: string;
  acceptLabel?: string;
}

/**
 * A confirmation dialog owned by the calling page (no global event bus): `confirm(...)` opens
 * it, `dialog` is rendered once by the page. The focus lands on the accept button; Escape cancels.
 * @example const { confirm, dialog } = useConfirm(); confirm({ message: 'Tính dữ liệu?', accept: run });
 */
export function useConfirm(): { confirm: (r: ConfirmRequest) => void; dialog: ReactElement } {
  const { t } = useDashboardTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback((r: ConfirmRequest) => setRequest(r), []);
  const dialog = (
    <ConfirmDialog
      visible={request !== null}
      onHide={() => setRequest(null)}
      header={request?.header ?? t('common.confirmTitle')}
      message={request?.message ?? ''}
      icon="pi pi-question-circle"
      acceptLabel={request?.acceptLabel ?? t('common.confirmAccept')}
      rejectLabel={t('common.cancel')}
      defaultFocus="accept"
      accept={() => request?.accept()}
      style={{ width: 'min(32rem, 95vw)' }}
    />
  );
  return { confirm, dialog };
}
