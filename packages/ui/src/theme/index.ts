/**
 * The one PrimeReact theme and primeicons, loaded by the shell and by a remote run standalone
 * (never by a remote inside the shell). Import it once, first, in a bootstrap.
 * @example import '@hm/ui/theme';
 */
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primeicons/primeicons.css';
import './base.css';
import './contrast-fix.css';
