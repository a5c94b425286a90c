import { usePageTitle } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import './states.css';

export interface InDevelopmentProps {
  /** The module, as users know it, e.g. 'Khảo sát'. */
  moduleName: string;
  /** The page, e.g. 'KhaoSat/FormPhienBan'. */
  page: string;
}

/**
 * An honest notice for a route whose page is not built yet: no placeholder data.
 * @example { path: 'ThongKe', element: <InDevelopment moduleName="Thống kê" page="ThongKe" /> }
 */
export function InDevelopment({ moduleName, page }: InDevelopmentProps) {
  const { t } = useTranslation();
  usePageTitle(page);
  return (
    <section className="hm-state" aria-labelledby="hm-in-development-title">
      <i className="hm-state__icon pi pi-wrench" aria-hidden="true" />
      <h2 id="hm-in-development-title" className="hm-state__title">
        {t('state.inDevelopment')}
      </h2>
      <p className="hm-state__detail">{t('state.inDevelopmentDetail', { page, module: moduleName })}</p>
    </section>
  );
}
