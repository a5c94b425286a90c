import { formatWire } from '@hm/contract';

/** @example wireDate('2026-03-01 07:30:00') // '01/03/2026' */
export const wireDate = (s: string | null | undefined): string => formatWire(s).slice(0, 10);

/**
 * A file size for people.
 * @example fileSize(471178, 'vi') // '460 KB'
 */
export function fileSize(bytes: number | null, lang: 'vi' | 'en'): string {
  if (bytes === null) return '';
  const kb = bytes / 1024;
  const locale = lang === 'vi' ? 'vi-VN' : 'en-US';
  return kb < 1024 ? `${Math.round(kb).toLocaleString(locale)} KB` : `${(kb / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}
