const WIRE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/;

/**
 * A wire time ('YYYY-MM-DD HH:mm:ss', Vietnamese time) as people read it.
 * @example wireDateTime('2026-03-01 07:30:00') // '01/03/2026 07:30'
 */
export function wireDateTime(s: string | null | undefined): string {
  const m = s ? WIRE.exec(s) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : (s ?? '');
}

/** @example wireDate('2026-03-01 07:30:00') // '01/03/2026' */
export const wireDate = (s: string | null | undefined): string => wireDateTime(s).slice(0, 10);

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
