import { CONSTANTS, type TLanguage, ZLanguage } from '@hm/contract';
import { readCookie, writeCookie } from '../cookies/cookies';

export const DEFAULT_LANGUAGE: TLanguage = 'vi';

/**
 * The display language kept in the language cookie; Vietnamese when unset or unknown.
 * @example headers.Language = readLanguageCookie();
 */
export function readLanguageCookie(): TLanguage {
  const parsed = ZLanguage.safeParse(readCookie(CONSTANTS.languageCookie));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/**
 * Saves the display language for 365 days (spec §9).
 * @example writeLanguageCookie('en');
 */
export function writeLanguageCookie(lang: TLanguage): void {
  writeCookie(CONSTANTS.languageCookie, lang, CONSTANTS.languageCookieDays);
}
