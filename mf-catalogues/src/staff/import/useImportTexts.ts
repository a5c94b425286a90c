import { useTranslation } from 'react-i18next';
import { CATALOGUES_NS } from '../../i18n';

/**
 * The staff import texts (`catalogues:staffImport.*`) in the display language, from the
 * platform's i18n instance.
 * @example const t = useImportTexts(); t('commit', { count: 12 })
 */
export function useImportTexts() {
  return useTranslation(CATALOGUES_NS, { keyPrefix: 'staffImport' }).t;
}
