import { Tag } from 'primereact/tag';
import { useDashboardTranslation } from '../i18n';

/** A staff record's status: 1 incomplete, 2 complete. */
export function StaffStatusTag({ status }: { status: number }) {
  const { t } = useDashboardTranslation();
  return <Tag value={t(`status.staff.${status}`, { defaultValue: String(status) })} severity={status === 2 ? 'success' : 'warning'} />;
}

/** Validity set at submit: -1 not yet voted, 1 valid, 0 invalid. */
export function ValidityTag({ value }: { value: number }) {
  const { t } = useDashboardTranslation();
  const severity = value === 1 ? 'success' : value === 0 ? 'danger' : 'secondary';
  return <Tag value={t(`status.validity.${value}`, { defaultValue: String(value) })} severity={severity} />;
}
