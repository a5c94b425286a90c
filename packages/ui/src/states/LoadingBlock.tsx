import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import './states.css';

export interface LoadingBlockProps {
  /** The height of the placeholder: about that of what will come. */
  height?: string;
  /** Extra classes of the remote around the placeholder. */
  className?: string;
}

/**
 * A placeholder while a read loads, announced to screen readers ('Đang tải…').
 * @example if (query.data === undefined) return <LoadingBlock height="16rem" />;
 */
export function LoadingBlock({ height = '12rem', className }: LoadingBlockProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={className ? `hm-loading ${className}` : 'hm-loading'}>
      <span className="hm-sr-only">{t('state.loading')}</span>
      <Skeleton height={height} />
    </div>
  );
}
