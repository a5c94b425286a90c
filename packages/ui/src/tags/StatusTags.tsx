import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

export interface ActiveTagProps {
  active: boolean;
  /** The resource's own word for the state; default 'Đang hoạt động' / 'Tạm ngưng'. */
  label?: string;
}

/**
 * Whether a row is in use: green when active, grey when suspended. The flag's encoding
 * (`tam_ngung`, `status`…) is the caller's; see `isActiveRow` of the contract.
 * @example <ActiveTag active={isActiveRow(department, row)} />
 */
export function ActiveTag({ active, label }: ActiveTagProps) {
  const { t } = useTranslation();
  return <Tag value={label ?? (active ? t('crud.active') : t('crud.suspended'))} severity={active ? 'success' : 'secondary'} />;
}

/**
 * A staff member's survey record: 1 not completed, 2 completed.
 * @example <StaffStatusTag status={row.status_khao_sat} />
 */
export function StaffStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag value={t(`status.staff.${status}`, { defaultValue: String(status) })} severity={status === 2 ? 'success' : 'warning'} />;
}

/**
 * The validity set at submit: -1 not yet voted, 1 valid, 0 invalid.
 * @example <ValidityTag value={row.hop_le} />
 */
export function ValidityTag({ value }: { value: number }) {
  const { t } = useTranslation();
  const severity = value === 1 ? 'success' : value === 0 ? 'danger' : 'secondary';
  return <Tag value={t(`status.validity.${value}`, { defaultValue: String(value) })} severity={severity} />;
}
