import { randomBytes } from 'node:crypto';
import type { TRuntimeConfig } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Every answer that is not a page of the product (API JSON, config, bundles, errors): it runs nothing. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The OpenAPI page (/docs): its own scripts and styles, swagger-ui sets some styles inline. */
const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const HSTS = 'max-age=31536000; includeSubDomains';

/** What the shell page may load besides its own origin: every remote's folder, and the API. */
export interface ShellSources {
  /** The folder of each remote's manifest on another origin (`https://cdn.example/remotes/mf-survey/`). */
  remotes: string[];
  /** The API's origin when it is not the page's own. */
  api: string[];
}

const SELF = 'http://self.invalid';

/** A URL's folder when it is absolute (another origin); null for a path on the page's own origin. */
function foreignFolder(url: string): string | null {
  const u = new URL(url, `${SELF}/`);
  if (u.origin === SELF) return null;
  return `${u.origin}${u.pathname.replace(/[^/]*$/, '')}`;
}

function foreignOrigin(url: string): string | null {
  if (!url) return null;
  const u = new URL(url, `${SELF}/`);
  return u.origin === SELF ? null : u.origin;
}

/**
 * The sources the shell needs, read from the runtime configuration it is given: exactly the
 * remotes named there (by folder, so a CDN's other files stay out) and the API's origin.
 * @example shellSources({ apiBaseUrl: '', version: '1', remotes: { survey: { name: 'mf_survey', manifest: 'https://cdn.example/mf-survey/mf-manifest.json', version: '1' } } })
 *   // { remotes: ['https://cdn.example/mf-survey/'], api: [] }
 */
export function shellSources(config: TRuntimeConfig): ShellSources {
  const remotes = Object.values(config.remotes)
    .flatMap((r) => (r ? [foreignFolder(r.manifest)] : []))
    .filter((s): s is string => s !== null);
  const api = [foreignOrigin(config.apiBaseUrl)].filter((s): s is string => s !== null);
  return { remotes: [...new Set(remotes)], api: [...new Set(api)] };
}

/**
 * The Content-Security-Policy of the shell page (docs/decisions/security-headers.md).
 * Scripts only from files of the shell and of the configured remotes: no inline script, no eval.
 * Styles: files, plus the `<style>` elements PrimeReact writes at run time, which carry the
 * page's nonce. No style attribute from markup (React and PrimeReact set styles through the
 * DOM, which CSP does not restrict; the charts draw their tooltips in SVG).
 */
export function shellCsp(sources: ShellSources, nonce: string): string {
  const remotes = sources.remotes.join(' ');
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    `script-src ${list("'self'", remotes)}`,
    `style-src ${list("'self'", `'nonce-${nonce}'`, remotes)}`,
    // blob: the uploaded images (hospital logo, previews), fetched with the session's token and shown from memory.
    `img-src ${list("'self'", 'blob:', remotes)}`,
    `font-src ${list("'self'", remotes)}`,
    `connect-src ${list("'self'", ...sources.api, remotes)}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A fresh nonce for one page answer. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * Puts the nonce where the shell reads it (`meta[property=csp-nonce]`, its `nonce` property;
 * browsers hide the attribute from the DOM once the page has a CSP).
 */
export function withNonceMeta(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + meta + html.slice(doctype[0].length) : meta + html;
}

const path = (req: FastifyRequest) => req.url.split('?')[0] ?? '';
/** Files of a remote, loaded by a shell that may live on another origin. */
const isRemoteFile = (req: FastifyRequest) => path(req).startsWith('/remotes/');
const isDocs = (req: FastifyRequest) => path(req) === '/docs' || path(req).startsWith('/docs/');

/**
 * Headers on every answer. The shell page sets its own CSP (with its nonce) before this runs;
 * everything else gets {@link STRICT_CSP}. HSTS only over TLS (`X-Forwarded-Proto` counts
 * when HM_TRUST_PROXY=1). A remote's files may be read from any origin (they are public
 * bundles), so a shell on another origin can load them.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (isRemoteFile(req)) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    } else {
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    }
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', isDocs(req) ? DOCS_CSP : STRICT_CSP);
    return payload;
  });
}
