import type { TLanguage } from '@hm/contract';
import { useTranslation } from 'react-i18next';

/**
 * The display language now (re-renders when the user switches it).
 * @example const lang = useUiLanguage(); pickText(v.name_vi, v.name_en, lang)
 */
export function useUiLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
}
