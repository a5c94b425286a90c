// Bundles the server into build/server.mjs: workspace packages (@hm/*, TypeScript source) are
// bundled in; every npm dependency stays external (argon2's native binary, PGlite's wasm).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((n) => !n.startsWith('@hm/'));
const started = performance.now();
await build({
  entryPoints: ['src/server.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  outfile: 'build/server.mjs',
  external: [...external, ...external.map((n) => `${n}/*`)],
  logLevel: 'warning',
});
console.log(`server bundle: build/server.mjs (${Math.round(performance.now() - started)} ms)`);
