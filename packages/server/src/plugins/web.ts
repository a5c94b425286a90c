import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MODULE_REMOTES, RUNTIME_CONFIG_ELEMENT_ID, type TModuleId, type TRuntimeConfig } from '@hm/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { newNonce, shellCsp, shellSources, withNonceMeta } from './security-headers.js';

const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$|\/assets\//;

/** Hashed assets are cached for a year; entries, manifests, pages and config never. */
function cacheHeaders(reply: { header(n: string, v: string): unknown }, file: string): void {
  reply.header('Cache-Control', HASHED.test(file.replace(/\\/g, '/')) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const federationName = (folder: string) => folder.replace(/-/g, '_');
const API_PREFIXES = ['/auth/', '/votesafety/', '/docs', '/remotes/', '/releases/'];

function remoteVersion(webRoot: string, folder: string): string {
  const file = path.join(webRoot, folder, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : 'unknown';
}

export interface WebOptions {
  webRoot: string;
  apiBaseUrl: string;
  version: string;
  /**
   * Where the remotes are deployed when not by this process (HM_REMOTES_URL, e.g.
   * `https://cdn.example/remotes`): each is named at `<base>/<folder>/mf-manifest.json`.
   */
  remotesBaseUrl?: string | null;
}

/**
 * One process is the whole product: the built shell at `/` (SPA fallback), each built remote at
 * `/remotes/<folder>/`, and `/config.json` telling the shell where the API and remotes are.
 */
export async function registerWeb(app: FastifyInstance, o: WebOptions): Promise<void> {
  // Bundles, manifests and pages go out gzip or brotli (a login page is ~1.2 MB raw, ~0.37 MB
  // gzip): the compression registered before the API routes covers them (plugins/compression.ts).
  const remotes: TRuntimeConfig['remotes'] = {};
  const remotesBase = o.remotesBaseUrl?.replace(/\/+$/, '') || null;
  for (const [module, folder] of Object.entries(MODULE_REMOTES) as [TModuleId, string][]) {
    const dist = path.join(o.webRoot, folder, 'dist');
    const built = existsSync(path.join(dist, 'mf-manifest.json'));
    if (built) {
      await app.register(fastifyStatic, { root: dist, prefix: `/remotes/${folder}/`, decorateReply: false, setHeaders: cacheHeaders, index: false });
    }
    if (remotesBase) {
      remotes[module] = { name: federationName(folder), manifest: `${remotesBase}/${folder}/mf-manifest.json`, version: remoteVersion(o.webRoot, folder) };
    } else if (built) {
      remotes[module] = { name: federationName(folder), manifest: `/remotes/${folder}/mf-manifest.json`, version: remoteVersion(o.webRoot, folder) };
    }
  }
  const runtimeConfig: TRuntimeConfig = { apiBaseUrl: o.apiBaseUrl, version: o.version, remotes };
  const sources = shellSources(runtimeConfig);
  app.get('/config.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig;
  });

  const shellDist = path.join(o.webRoot, 'shell', 'dist');
  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  if (hasShell) {
    // index.html is never sent as a file: every page goes through sendShellPage (its nonce).
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      setHeaders: cacheHeaders,
      wildcard: true,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
    });
  }
  // The runtime configuration in the page itself: the shell needs no `/config.json` round trip
  // before its first call (issue 32). A data block, never run: `<` is escaped so no text in it
  // can close the element.
  const inlineConfig = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify(runtimeConfig).replace(/</g, '\\u003c')}</script>`;
  /** The shell page with a fresh nonce for the `<style>` elements PrimeReact writes, its CSP and the runtime configuration. */
  const sendShellPage = async (reply: FastifyReply) => {
    const nonce = newNonce();
    const html = withNonceMeta(await readFile(path.join(shellDist, 'index.html'), 'utf8'), nonce).replace(/<\/head>/i, (end) => inlineConfig + end);
    return reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', shellCsp(sources, nonce)).type('text/html; charset=utf-8').send(html);
  };
  if (hasShell) app.get('/', { schema: { hide: true } }, (_req, reply) => sendShellPage(reply));
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (!isApi && req.method === 'GET' && hasShell) return sendShellPage(reply);
    if (!isApi && req.method === 'GET') {
      return reply.type('text/plain; charset=utf-8').send('Giao diện chưa được build: chạy `npm start` (hoặc `npm run build`) ở thư mục gốc.');
    }
    return reply.status(404).send({ code: 404, message: 'Không tìm thấy đường dẫn', data: null });
  });
}
