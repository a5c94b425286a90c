import { i18n } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { dashboardEn } from './texts-en';
import { dashboardVi } from './texts-vi';

export const DASHBOARD_NS = 'dashboard';

// The platform's i18n instance is initialised when @hm/platform is first evaluated, so the
// bundles can be added at import time, inside the shell and standalone alike.
if (!i18n.hasResourceBundle('vi', DASHBOARD_NS)) {
  i18n.addResourceBundle('vi', DASHBOARD_NS, dashboardVi, true, true);
  i18n.addResourceBundle('en', DASHBOARD_NS, dashboardEn, true, true);
}

/**
 * The dashboard texts in the display language; a key the dashboard does not have is looked up in
 * the platform's common texts (`status.staff.2`, `crud.all`).
 * @example const { t } = useDashboardTranslation(); t('hospital.title')
 */
export const useDashboardTranslation = () => useTranslation([DASHBOARD_NS, 'common'], { nsMode: 'fallback' });
