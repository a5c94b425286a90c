import type { TLanguage } from '@hm/contract';
import { useDashboardTranslation } from '../i18n';

/** The display language now (re-renders when the user switches it). */
export function useUiLanguage(): TLanguage {
  const { i18n } = useDashboardTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
}
