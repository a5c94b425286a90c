import { i18n } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { systemEn } from './texts-en';
import { systemVi } from './texts-vi';

export const SYSTEM_NS = 'system';

if (!i18n.hasResourceBundle('vi', SYSTEM_NS)) {
  i18n.addResourceBundle('vi', SYSTEM_NS, systemVi, true, true);
  i18n.addResourceBundle('en', SYSTEM_NS, systemEn, true, true);
}

/** The system-administration texts in the display language. */
export const useSystemTranslation = () => useTranslation(SYSTEM_NS);
