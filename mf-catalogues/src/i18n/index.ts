import { i18n } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { cataloguesEn } from './texts-en';
import { cataloguesVi } from './texts-vi';

export const CATALOGUES_NS = 'catalogues';

// The platform's i18n instance is initialised when @hm/platform is first evaluated, so the
// bundles can be added at import time, inside the shell and standalone alike.
if (!i18n.hasResourceBundle('vi', CATALOGUES_NS)) {
  i18n.addResourceBundle('vi', CATALOGUES_NS, cataloguesVi, true, true);
  i18n.addResourceBundle('en', CATALOGUES_NS, cataloguesEn, true, true);
}

/**
 * The catalogue texts in the display language.
 * @example const { t } = useCataloguesTranslation(); t('mapping.indexTitle')
 */
export const useCataloguesTranslation = () => useTranslation(CATALOGUES_NS);
