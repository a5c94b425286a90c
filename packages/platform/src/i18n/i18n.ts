import type { TLanguage } from '@hm/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { commonEn, commonVi } from './common-texts';
import { readLanguageCookie, writeLanguageCookie } from './language';

/**
 * The one i18next instance of the page. It is initialised synchronously when this module is
 * first evaluated, so a remote can add its bundles at import time even when run standalone.
 * @example i18n.addResourceBundle('vi', 'survey', { title: 'Khảo sát' }); useTranslation('survey')
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readLanguageCookie(),
  fallbackLng: 'vi',
  supportedLngs: ['vi', 'en'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { vi: { common: commonVi }, en: { common: commonEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * zod's own messages (type errors and the like) in the display language. The contract's schemas
 * carry their own Vietnamese messages; these are the rest. The setting is global (globalThis), so
 * it serves every zod copy on the page: the shell's, each remote's and the contract's.
 */
const followZodLanguage = (lang: string) => z.config(lang === 'en' ? z.locales.en() : z.locales.vi());
followZodLanguage(i18n.language);
i18n.on('languageChanged', followZodLanguage);

/**
 * The display language now.
 * @example getLanguage() // 'vi'
 */
export const getLanguage = (): TLanguage => (i18n.language === 'en' ? 'en' : 'vi');

/**
 * Saves the language cookie and switches the texts at once (spec §4, language dialog).
 * @example await setLanguage('en');
 */
export async function setLanguage(lang: TLanguage): Promise<void> {
  writeLanguageCookie(lang);
  await i18n.changeLanguage(lang);
}
