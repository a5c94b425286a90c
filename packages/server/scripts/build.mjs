// Bundles the server into build/server.mjs: workspace packages (@hm/*, TypeScript source) are
// bundled in; every npm dependency stays external (argon2's native binary, PGlite's wasm).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((n) => !n.startsWith('@hm/'));
const started = performance.now();
await build({
  // The server, and the backup/restore command (npm run backup, npm run restore).
  // The embedded database's thread (src/db/pglite-worker.mjs, loaded beside the bundle).
  entryPoints: { server: 'src/server.ts', ops: 'src/ops/cli.ts', 'pglite-worker': 'src/db/pglite-worker.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  outdir: 'build',
  outExtension: { '.js': '.mjs' },
  external: [...external, ...external.map((n) => `${n}/*`)],
  logLevel: 'warning',
});
console.log(`server bundle: build/server.mjs, build/ops.mjs, build/pglite-worker.mjs (${Math.round(performance.now() - started)} ms)`);
