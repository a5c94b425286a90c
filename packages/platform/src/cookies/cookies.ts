/**
 * Reads a cookie of the page.
 * @example readCookie('hm_lang') // 'vi' | 'en' | null
 */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const p = part.trim();
    if (p.startsWith(prefix)) return decodeURIComponent(p.slice(prefix.length));
  }
  return null;
}

/**
 * Writes a cookie for the whole site.
 * @example writeCookie('hm_lang', 'en', 365)
 */
export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
