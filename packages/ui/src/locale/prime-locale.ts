import { getLanguage, i18n } from '@hm/platform';
import { addLocale, locale, localeOptions, updateLocaleOptions } from 'primereact/api';
import { PRIME_VI } from './prime-vi';

/**
 * PrimeReact's English names of selection checkboxes describe a state, inverted ('Row Unselected'
 * on a ticked row): like the Vietnamese ones, they name the action, whatever the state.
 */
const EN_SELECTION = { selectAll: 'Select every row of this page', unselectAll: 'Select every row of this page', selectRow: 'Select', unselectRow: 'Select' };

// Registered when @hm/ui is first imported, before any component asks for the 'vi' texts.
if (!localeOptions('vi')) addLocale('vi', PRIME_VI);
updateLocaleOptions({ aria: { ...(localeOptions('en') as { aria?: Record<string, string> }).aria, ...EN_SELECTION } }, 'en');

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
