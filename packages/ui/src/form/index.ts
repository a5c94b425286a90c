/**
 * @hm/ui/form: labelled form fields with their validation messages, the modal form, radio
 * choices, the named icon button of a table row, and the server's field errors placed on a
 * react-hook-form form. A separate entry (and share key), like @hm/ui/table.
 */
export { errorId, Field, invalidProps, type FieldProps } from './Field';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { RadioField, type RadioFieldProps } from './RadioField';
export { RowButton, type RowButtonProps } from './RowButton';
export { applyServerErrors } from './server-errors';
