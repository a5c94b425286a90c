import PrimeReact from 'primereact/api';

/**
 * Page-wide PrimeReact pass-through defaults for accessibility (PrimeReact is a shared
 * singleton, so the remotes follow). A Dropdown renders a hidden native `<select>` for form
 * posts, with no name: axe reports it as a critical "select element must have an accessible
 * name". It is never focused or read, so it is kept away from assistive technology.
 * @example applyAccessibleDefaults(); // at start-up, next to followLanguage()
 */
export function applyAccessibleDefaults(): void {
  PrimeReact.pt = { ...PrimeReact.pt, dropdown: { ...PrimeReact.pt?.dropdown, select: { 'aria-hidden': true } } };
}
