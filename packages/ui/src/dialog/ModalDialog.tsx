import { Dialog, type DialogProps } from 'primereact/dialog';
import type { KeyboardEvent } from 'react';

export type ModalDialogProps = Omit<DialogProps, 'modal' | 'draggable' | 'breakpoints' | 'visible'> & {
  /** Width on a wide screen, e.g. '40rem'; narrow screens get 85 % and phones the full width. */
  width?: string;
};

/**
 * Keeps the dialog open when Escape only closes a dropdown, multiselect or calendar inside it.
 * PrimeReact's dialog listens for Escape on the document, and those overlays do not stop the
 * key: without this, closing a list with Escape also dropped the whole form.
 */
export function stopOverlayEscape(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Escape') return;
  const target = e.target as HTMLElement;
  // The overlay's panel is portalled to <body>: its keys reach us through React, not the DOM.
  const fromOverlayPanel = !e.currentTarget.contains(target);
  if (fromOverlayPanel || target.getAttribute('aria-expanded') === 'true') e.stopPropagation();
}

/**
 * The product's modal dialog: shown while mounted, not draggable, responsive widths, Escape
 * closes it (unless it closes an open list inside, see `stopOverlayEscape`).
 * @example {editing && <ModalDialog header="Sửa câu hỏi" width="40rem" onHide={close}>…</ModalDialog>}
 */
export function ModalDialog({ width = '40rem', children, style, ...rest }: ModalDialogProps) {
  return (
    <Dialog visible modal draggable={false} style={{ width, ...style }} breakpoints={{ '960px': '85vw', '641px': '100vw' }} {...rest}>
      <div className="hm-dialog-body" onKeyDown={stopOverlayEscape}>
        {children}
      </div>
    </Dialog>
  );
}
