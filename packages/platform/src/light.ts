/**
 * @hm/platform/light: what a page may use before the platform itself is loaded (issue 15): the
 * display language from its cookie and the texts of the login page. Not a shared singleton (it
 * holds no state), so it costs a page a few hundred bytes instead of the whole platform with the
 * contract, zod, i18next and TanStack Query.
 * @example const t = loginTexts[readLanguageCookie()];
 */
export { DEFAULT_LANGUAGE, readLanguageCookie } from './i18n/language';
export { loginTexts, navTexts } from './i18n/first-page-texts';
export { APP_TITLE } from './page-title/app-title';
export { hasBrowserSession } from './session/light-session';
