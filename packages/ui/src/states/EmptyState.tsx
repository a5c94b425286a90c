import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './states.css';

export interface EmptyStateProps {
  /** Defaults to 'Không có dữ liệu'. */
  title?: string;
  detail?: ReactNode;
  icon?: string;
  action?: ReactNode;
}

/**
 * What a list or chart shows when there is nothing to show.
 * @example <EmptyState title="Chưa có phiên bản khảo sát" action={<Button label="Tạo mới" />} />
 */
export function EmptyState({ title, detail, icon = 'pi pi-inbox', action }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <section className="hm-state" aria-label={title ?? t('state.empty')}>
      <i className={`hm-state__icon ${icon}`} aria-hidden="true" />
      <h2 className="hm-state__title">{title ?? t('state.empty')}</h2>
      {detail && <p className="hm-state__detail">{detail}</p>}
      {action}
    </section>
  );
}
