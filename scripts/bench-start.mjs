// Prints the start-up time of the built product on a fresh embedded data folder (first start:
// initdb, migrations, seed) and on the same folder again (restart): time to the first answer
// of /config.json and of a login. Run after `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmtMs, printFigures, rssMiB } from './lib/measure.mjs';
import { startServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-'));

async function once(label) {
  const server = await startServer({ port: PORT, env: { HM_DATA_DIR: dataDir }, stdio: 'ignore', everyMs: 25 });
  try {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ten_tai_khoan: 'admin', mat_khau: 'Demo@123' }),
    });
    const login = server.ready + performance.now() - t0;
    const ok = (await res.json()).code === 200;
    return [label, `first answer ${fmtMs(server.ready, 0)}, first login ${fmtMs(login, 0)} (ok=${ok}), RSS ${Math.round(rssMiB(server.pid))} MiB`];
  } finally {
    await server.stop();
  }
}

try {
  printFigures('start-up of the built product (embedded database)', [await once('first start (fresh data folder)'), await once('restart (existing data folder)')]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
