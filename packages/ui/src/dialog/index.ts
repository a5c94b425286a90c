/** @hm/ui/dialog: the product's modal dialog and confirmation (a separate entry, like @hm/ui/table). */
export { ModalDialog, stopOverlayEscape, type ModalDialogProps } from './ModalDialog';
export { useConfirm, type ConfirmRequest, type ConfirmTexts } from './useConfirm';
export { useUnsavedChanges, type DiscardQuestion, type UnsavedChanges, type UnsavedChangesOptions } from './useUnsavedChanges';
