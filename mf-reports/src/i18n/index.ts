import { i18n } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { reportsEn } from './texts-en';
import { reportsVi } from './texts-vi';

export const REPORTS_NS = 'reports';

if (!i18n.hasResourceBundle('vi', REPORTS_NS)) {
  i18n.addResourceBundle('vi', REPORTS_NS, reportsVi, true, true);
  i18n.addResourceBundle('en', REPORTS_NS, reportsEn, true, true);
}

/** The report texts in the display language. */
export const useReportsTranslation = () => useTranslation(REPORTS_NS);
