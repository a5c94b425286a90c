/** The only route locale (spec §2); English is a display language, never a route prefix. */
export const LOCALE_PREFIX = '/vi';

/** The login page, plain: where a deliberate logout goes. */
export const LOGIN_PATH = `${LOCALE_PREFIX}/Login`;

/** `/vi/KhaoSat/x` or `/KhaoSat/x` → `['KhaoSat', 'x']`. */
export function pathSegments(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts[0]?.toLowerCase() === 'vi' ? parts.slice(1) : parts;
}

/** A path under the locale prefix: `/Login` → `/vi/Login`, `/` → `/vi`. */
export function localized(path: string): string {
  const rest = pathSegments(path.split(/[?#]/)[0] ?? '').join('/');
  const suffix = path.slice((path.split(/[?#]/)[0] ?? '').length);
  return `${LOCALE_PREFIX}${rest ? `/${rest}` : ''}${suffix}`;
}
