import { getLanguage, i18n } from '@hm/platform';
import { addLocale, locale, localeOptions } from 'primereact/api';
import { PRIME_VI } from './prime-vi';

// Registered when @hm/ui is first imported, before any component asks for the 'vi' texts.
if (!localeOptions('vi')) addLocale('vi', PRIME_VI);

/**
 * Makes PrimeReact speak the page's language, now and after each switch. The locale is
 * page-wide and PrimeReact is a shared singleton, so the remotes' tables, paginators and date
 * pickers follow too. Called by the shell and by standalone remotes.
 * @example followLanguage(); // at start-up
 */
export function followLanguage(): () => void {
  const apply = () => void locale(getLanguage());
  apply();
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
