import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Beside server.lock in the data folder: how the backup command reaches the running server. */
export const OPS_FILE = 'ops.json';
export const BACKUP_PATH = '/ops/backup';

export interface OpsFile {
  pid: number;
  /** Where the command connects (a wildcard listening address becomes loopback). */
  host: string;
  port: number;
  /** Rewritten at each start; readable only by the owner of the data folder, who can read the data anyway. */
  token: string;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The connection comes from this machine: a loopback address, or the very address it reached. */
function fromThisMachine(req: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = req.socket;
  return !!remoteAddress && (LOOPBACK.test(remoteAddress) || remoteAddress === localAddress);
}

function connectHost(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1';
  if (address === '::') return '::1';
  return address;
}

/**
 * The embedded database lives in this one process, so this process takes its backups:
 * `POST /ops/backup` answers PGlite's `dumpDataDir` as a gzip tarball. The dump holds the one
 * connection (no statement, no open transaction meanwhile): the files are what a crash at
 * that instant would leave, with every committed transaction in the WAL (synchronous_commit is
 * on), and opening the copy replays the WAL like a restart after a crash would. Only a request
 * from this machine with the token of `<data folder>/ops.json` is served; anyone else gets 404.
 */
export function registerOnlineBackup(app: FastifyInstance, o: { dump: () => Promise<Blob>; dataDir: string }): void {
  const token = randomBytes(32).toString('hex');
  const opsFile = path.join(o.dataDir, OPS_FILE);
  const expected = Buffer.from(`Bearer ${token}`);
  const authorized = (req: FastifyRequest) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  app.post(BACKUP_PATH, { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    if (!fromThisMachine(req) || !authorized(req)) return reply.status(404).send({ code: 404, message: 'Không tìm thấy đường dẫn', data: null });
    const started = performance.now();
    const tarball = await o.dump();
    req.log.info({ bytes: tarball.size, ms: Math.round(performance.now() - started) }, 'online backup of the embedded database taken');
    return reply
      .type('application/gzip')
      .header('cache-control', 'no-store')
      .header('content-length', String(tarball.size))
      .send(Readable.fromWeb(tarball.stream() as unknown as NodeReadableStream));
  });

  let written = false;
  app.addHook('onListen', async () => {
    const a = app.server.address() as AddressInfo | null;
    if (!a || typeof a === 'string') return;
    const info: OpsFile = { pid: process.pid, host: connectHost(a.address), port: a.port, token };
    mkdirSync(o.dataDir, { recursive: true });
    const partial = `${opsFile}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(info), { mode: 0o600 });
    renameSync(partial, opsFile);
    written = true;
  });
  // Only the file this app wrote: an app that never listened must not remove a running server's.
  app.addHook('onClose', async () => {
    if (written) rmSync(opsFile, { force: true });
  });
}
