// Prints the start-up time of the built product on a fresh embedded data folder (first start:
// initdb, migrations, seed) and on the same folder again (restart): time to the first answer
// of /config.json and of a login. Run after `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-'));

async function until(fn) {
  for (;;) {
    try {
      const r = await fn();
      if (r) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function once(label) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['build/server.mjs'], { cwd: 'packages/server', env: { ...process.env, PORT: String(PORT), HM_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  await until(async () => (await fetch(`http://127.0.0.1:${PORT}/config.json`)).ok);
  const config = performance.now() - t0;
  const res = await fetch(`http://127.0.0.1:${PORT}/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ten_tai_khoan: 'admin', mat_khau: 'Demo@123' }) });
  const login = performance.now() - t0;
  const ok = (await res.json()).code === 200;
  const rss = (await import('node:fs')).readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  console.log(`${label}: first answer ${Math.round(config)} ms, first login ${Math.round(login)} ms (ok=${ok}), RSS ${Math.round(Number(rss) / 1024)} MiB`);
}

await once('first start (fresh data folder)');
await once('restart (existing data folder)');
rmSync(dataDir, { recursive: true, force: true });
