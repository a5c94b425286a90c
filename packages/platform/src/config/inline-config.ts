import { RUNTIME_CONFIG_ELEMENT_ID } from '@hm/contract/constants';

/**
 * The runtime configuration the server wrote into the page (`RUNTIME_CONFIG_ELEMENT_ID`), not yet
 * checked against the contract; null when the page has none (a shell served as static files, a
 * remote run standalone) or it is not JSON. Light: no schema library.
 * @example const apiBaseUrl = (inlineRuntimeConfig() as { apiBaseUrl?: string } | null)?.apiBaseUrl;
 */
export function inlineRuntimeConfig(): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
