/**
 * The invitation token of a `/ChungThuc#t=…` link. It travels in the fragment, which browsers
 * never send to a server (nor in a Referer header).
 * @example tokenFromFragment('#t=12.abcDEF_-') // '12.abcDEF_-'
 * @example tokenFromFragment('') // null
 */
export function tokenFromFragment(hash: string): string | null {
  const t = new URLSearchParams(hash.replace(/^#/, '')).get('t')?.trim();
  return t ? t : null;
}
