import { Button } from 'primereact/button';
import './form.css';

export interface RowButtonProps {
  icon: string;
  /** What it does, for screen readers and the tooltip. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * An icon-only action of a table row, named for screen readers (WCAG button-name).
 * @example <RowButton icon="pi pi-pencil" label={`Sửa: ${name}`} onClick={() => edit(row)} />
 */
export function RowButton({ icon, label, onClick, disabled, danger }: RowButtonProps) {
  return (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      severity={danger ? 'danger' : undefined}
      aria-label={label}
      tooltip={label}
      tooltipOptions={{ position: 'top', showOnDisabled: true }}
      onClick={onClick}
      disabled={disabled}
    />
  );
}
