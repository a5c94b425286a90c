import { localized } from '../routing/locale-path';

/**
 * Where a login goes: back to the page that asked for it (`?redirect=`), else the index page.
 * Only same-site paths: never an open redirect.
 * @example loginTarget('?redirect=%2FHeThong%2FTaiKhoan') // '/vi/HeThong/TaiKhoan'
 */
export function loginTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? localized(redirect) : '/vi';
}
