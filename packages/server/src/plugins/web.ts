import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { MODULE_REMOTES, type TModuleId, type TRuntimeConfig } from '@hm/contract';
import type { FastifyInstance } from 'fastify';

const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$|\/assets\//;

/** Hashed assets are cached for a year; entries, manifests, pages and config never. */
function cacheHeaders(reply: { header(n: string, v: string): unknown }, file: string): void {
  reply.header('Cache-Control', HASHED.test(file.replace(/\\/g, '/')) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const federationName = (folder: string) => folder.replace(/-/g, '_');
const API_PREFIXES = ['/auth/', '/votesafety/', '/docs', '/remotes/'];

/**
 * One process is the whole product: the built shell at `/` (SPA fallback), each built remote at
 * `/remotes/<folder>/`, and `/config.json` telling the shell where the API and remotes are.
 */
export async function registerWeb(app: FastifyInstance, o: { webRoot: string; apiBaseUrl: string; version: string }): Promise<void> {
  // Bundles, manifests and pages go out gzip or brotli (a login page is ~1.2 MB raw, ~0.37 MB
  // gzip). Registered here, after the API routes, so only what follows is compressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const remotes: TRuntimeConfig['remotes'] = {};
  for (const [module, folder] of Object.entries(MODULE_REMOTES) as [TModuleId, string][]) {
    const dist = path.join(o.webRoot, folder, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    const pkg = JSON.parse(readFileSync(path.join(o.webRoot, folder, 'package.json'), 'utf8')) as { version: string };
    remotes[module] = { name: federationName(folder), manifest: `/remotes/${folder}/mf-manifest.json`, version: pkg.version };
    await app.register(fastifyStatic, { root: dist, prefix: `/remotes/${folder}/`, decorateReply: false, setHeaders: cacheHeaders, index: false });
  }
  const runtimeConfig: TRuntimeConfig = { apiBaseUrl: o.apiBaseUrl, version: o.version, remotes };
  app.get('/config.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig;
  });

  const shellDist = path.join(o.webRoot, 'shell', 'dist');
  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  if (hasShell) {
    await app.register(fastifyStatic, { root: shellDist, prefix: '/', setHeaders: cacheHeaders, wildcard: true });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (!isApi && req.method === 'GET' && hasShell) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html').sendFile('index.html', shellDist);
    }
    if (!isApi && req.method === 'GET') {
      return reply.type('text/plain; charset=utf-8').send('Giao diện chưa được build: chạy `npm start` (hoặc `npm run build`) ở thư mục gốc.');
    }
    return reply.status(404).send({ code: 404, message: 'Không tìm thấy đường dẫn', data: null });
  });
}
