import { ModalDialog, useUnsavedChanges } from '@hm/ui/dialog';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

export interface FormDialogProps {
  /** The id of the `<form>` inside: the footer's submit button submits it. */
  formId: string;
  header: string;
  onHide: () => void;
  saving?: boolean;
  submitLabel?: string;
  wide?: boolean;
  /** Unsaved edits: Cancel, Escape, the close button and a navigation ask before dropping them. */
  dirty?: boolean;
  children: ReactNode;
}

/**
 * A modal form: Cancel and Save in the footer, Escape closes, narrow screens get the full width.
 * With `dirty`, closing it (or leaving the page) asks first ('Bạn có thay đổi chưa lưu. Rời trang?').
 * @example <FormDialog formId="part-form" header="Thêm phần câu hỏi" onHide={close}><form id="part-form" …/></FormDialog>
 */
export function FormDialog({ formId, header, onHide, saving, submitLabel, wide, dirty = false, children }: FormDialogProps) {
  const { t } = useTranslation();
  const unsaved = useUnsavedChanges(dirty);
  const close = () => unsaved.confirmDiscard(onHide);
  const footer = (
    <div className="hm-form__footer">
      <Button type="button" label={t('crud.cancel')} severity="secondary" outlined onClick={close} />
      <Button type="submit" form={formId} label={submitLabel ?? t('crud.save')} icon="pi pi-check" loading={saving} />
    </div>
  );
  return (
    <>
      <ModalDialog header={header} onHide={close} footer={footer} width={wide ? '56rem' : '40rem'}>
        {children}
      </ModalDialog>
      {unsaved.dialog}
    </>
  );
}
