// `npm run backup` / `npm run restore` (README, "Operations"): runs src/ops/cli.ts through tsx
// where the development dependencies are installed, else the bundle build/ops.mjs (a deployed
// build installed without them). Arguments pass through; relative paths are the caller's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'src/ops/cli.ts');
const bundle = path.join(root, 'build/ops.mjs');
let tsx = null;
try {
  tsx = import.meta.resolve('tsx');
} catch {
  // not installed: a production install
}
const args = tsx && existsSync(source) ? ['--import', tsx, source] : existsSync(bundle) ? [bundle] : null;
if (!args) {
  console.error('Chưa có build/ops.mjs: chạy `npm run build` trước.');
  process.exit(1);
}
const r = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() } });
process.exit(r.status ?? 1);
