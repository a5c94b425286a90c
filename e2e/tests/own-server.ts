import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A product server a spec starts for itself, and how to stop it. */
export interface OwnServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Stops the server (SIGTERM, at most 15 s) and removes its database. */
  stop: () => Promise<void>;
}

/**
 * Starts the built product server (`packages/server/build/server.mjs`) on `port` with an embedded
 * database of its own under `e2e/.tmp/<name>-o<offset>-…`, and waits until it answers (at most
 * 150 s: a demo database seeds its two waves first). For a spec whose changes would alter what
 * the shared servers show other specs (a third wave closed, a second hospital on the empty
 * database). `env` adds to the environment (HM_DEMO, HM_ADMIN_PASSWORD, SMTP_URL, …); PORT,
 * HM_DATA_DIR and HM_PUBLIC_URL are set here.
 * @example const server = await startOwnServer('journey', JOURNEY_PORT, { HM_DEMO: '0' }); … await server.stop();
 */
export async function startOwnServer(name: string, port: number, env: Record<string, string>): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(import.meta.dirname, '..', '.tmp', `${name}-o${Number(process.env.HM_E2E_PORT_OFFSET ?? 0)}-`));
  const server: ChildProcess = spawn(process.execPath, ['build/server.mjs'], {
    cwd: path.join(import.meta.dirname, '..', '..', 'packages', 'server'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HM_DATA_DIR: dataDir, HM_PUBLIC_URL: base },
  });
  let stderr = '';
  server.stderr!.on('data', (d: Buffer) => void (stderr = (stderr + d.toString()).slice(-4000)));
  const stop = async () => {
    if (server.exitCode === null) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => {
          expect(server.exitCode, `the ${name} server stopped: ${stderr}`).toBeNull();
          return fetch(`${base}/config.json`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 150_000, intervals: [500] },
      )
      .toBe(200);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}
