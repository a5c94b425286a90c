import PrimeReact from 'primereact/api';

/**
 * The nonce the server gave this page (`<meta property="csp-nonce" nonce="…">`), or null when
 * it was served without one. Browsers hide the attribute once the page has a CSP; the `nonce`
 * property keeps it.
 */
export function readCspNonce(doc: Document = document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || null;
}

/**
 * PrimeReact writes some `<style>` elements at run time (dialogs, tables, menus); they carry the
 * page's nonce so the CSP needs no 'unsafe-inline' for style elements. PrimeReact is a shared
 * singleton: the remotes' components follow.
 */
export function applyCspNonce(doc: Document = document): void {
  const nonce = readCspNonce(doc);
  if (nonce) PrimeReact.nonce = nonce;
}
