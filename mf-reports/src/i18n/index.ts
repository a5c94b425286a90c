import { i18n } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { reportsEn } from './texts-en';
import { reportsVi } from './texts-vi';

export const REPORTS_NS = 'reports';

// The platform's i18n instance is initialised when @hm/platform is first evaluated, so the
// bundles can be added at import time, inside the shell and standalone alike.
if (!i18n.hasResourceBundle('vi', REPORTS_NS)) {
  i18n.addResourceBundle('vi', REPORTS_NS, reportsVi, true, true);
  i18n.addResourceBundle('en', REPORTS_NS, reportsEn, true, true);
}

/**
 * The report texts in the display language; a key this remote does not have is looked up in the
 * platform's common texts.
 * @example const { t } = useReportsTranslation(); t('reportView.title')
 */
export const useReportsTranslation = () => useTranslation([REPORTS_NS, 'common'], { nsMode: 'fallback' });
