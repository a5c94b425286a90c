import type { TLanguage } from '@hm/contract';
import { CONSTANTS } from '@hm/contract/constants';
import { readCookie, writeCookie } from '../cookies/cookies';

// No schema here: this module is also on the light login page (`@hm/platform/light`), which
// loads neither the contract nor zod.

export const DEFAULT_LANGUAGE: TLanguage = 'vi';

/**
 * The display language kept in the language cookie; Vietnamese when unset or unknown.
 * @example headers.Language = readLanguageCookie();
 */
export function readLanguageCookie(): TLanguage {
  const value = readCookie(CONSTANTS.languageCookie);
  return value === 'vi' || value === 'en' ? value : DEFAULT_LANGUAGE;
}

/**
 * Saves the display language for 365 days (spec §9).
 * @example writeLanguageCookie('en');
 */
export function writeLanguageCookie(lang: TLanguage): void {
  writeCookie(CONSTANTS.languageCookie, lang, CONSTANTS.languageCookieDays);
}
