import { ConfirmDialog } from 'primereact/confirmdialog';
import { type ReactElement, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  message: ReactNode;
  /** Runs when the user accepts. */
  accept: () => void;
  /** Runs when the user declines (Cancel, Escape or the close button), e.g. to undo what asked. */
  reject?: () => void;
  header?: string;
  acceptLabel?: string;
  /** A destructive action: red accept button, warning icon, focus on Cancel. */
  danger?: boolean;
}

/** The texts of the dialog when a request does not give its own. */
export interface ConfirmTexts {
  header: string;
  accept: string;
  reject: string;
}

/**
 * A confirmation dialog owned by the calling page (no global event bus): `confirm(...)` opens
 * it, `dialog` is rendered once by the page. Keyboard: the focus lands on the accept button, or
 * on Cancel for a destructive action; Escape cancels.
 * Its texts default to the common ones ('Xác nhận', 'Đồng ý', 'Hủy').
 * @example const { confirm, dialog } = useConfirm();
 *          confirm({ message: 'Xóa?', danger: true, accept: () => remove.mutate(...) });
 */
export function useConfirm(own?: Partial<ConfirmTexts>): { confirm: (r: ConfirmRequest) => void; dialog: ReactElement } {
  const { t } = useTranslation();
  const texts: ConfirmTexts = { header: t('confirm.title'), accept: t('confirm.accept'), reject: t('confirm.reject'), ...own };
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback((r: ConfirmRequest) => setRequest(r), []);
  const dialog = (
    <ConfirmDialog
      visible={request !== null}
      onHide={(result) => {
        if (result !== 'accept') request?.reject?.();
        setRequest(null);
      }}
      header={request?.header ?? texts.header}
      message={request?.message ?? ''}
      icon={request?.danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle'}
      acceptLabel={request?.acceptLabel ?? texts.accept}
      rejectLabel={texts.reject}
      acceptClassName={request?.danger ? 'p-button-danger' : undefined}
      defaultFocus={request?.danger ? 'reject' : 'accept'}
      accept={() => request?.accept()}
      style={{ width: 'min(32rem, 95vw)' }}
    />
  );
  return { confirm, dialog };
}
