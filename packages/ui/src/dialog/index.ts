/** @hm/ui/dialog: the product's modal dialog (a separate entry, like @hm/ui/table). */
export { ModalDialog, stopOverlayEscape, type ModalDialogProps } from './ModalDialog';
