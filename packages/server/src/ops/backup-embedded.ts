import { createWriteStream, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, processAlive } from '../db/lock-file.js';
import { BACKUP_PATH, OPS_FILE, type OpsFile } from './online-backup.js';
import { fileStamp, OpsError, readHead } from './tools.js';

/** A backup holds password hashes and staff e-mails: readable by its owner only. */
const PRIVATE = 0o600;

/** The embedded database's files inside the data folder (as server.ts opens it). */
export const pgDirOf = (dataDir: string): string => path.join(dataDir, 'pg');

/** The server running on this data folder, from the ops file it wrote when it started listening; null if none. */
export function runningServer(dataDir: string): OpsFile | null {
  const file = path.join(dataDir, OPS_FILE);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as OpsFile;
    return Number.isInteger(info.pid) && processAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** POST /ops/backup to the running server, the answer streamed into `file` (one connection, not kept alive). */
function fetchOnlineBackup(server: OpsFile, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: server.host, port: server.port, path: BACKUP_PATH, method: 'POST', agent: false, headers: { authorization: `Bearer ${server.token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          let text = '';
          res.setEncoding('utf8').on('data', (d: string) => (text += d));
          res.on('end', () => reject(new OpsError(`Máy chủ đang chạy từ chối sao lưu (HTTP ${res.statusCode}): ${text}`)));
          return;
        }
        pipeline(res, createWriteStream(file, { mode: PRIVATE })).then(resolve, reject);
      },
    );
    req.on('error', (e) => reject(new OpsError(`Không kết nối được máy chủ đang chạy trên thư mục dữ liệu (tiến trình ${server.pid}, cổng ${server.port}): ${e.message}`)));
    req.end();
  });
}

/**
 * A gzip tarball of the embedded database. While a server runs on the folder, that server takes
 * it (POST /ops/backup: consistent, the server keeps serving); otherwise the folder is locked
 * like a server would lock it, opened and dumped. Written to `outFile.partial`, then renamed.
 */
export async function backupEmbedded(dataDir: string, outFile: string): Promise<{ bytes: number; online: boolean }> {
  const partial = `${outFile}.partial`;
  try {
    const server = runningServer(dataDir);
    if (server) {
      await fetchOnlineBackup(server, partial);
    } else {
      if (!existsSync(path.join(pgDirOf(dataDir), 'PG_VERSION'))) throw new OpsError(`Không có cơ sở dữ liệu nhúng trong ${dataDir}`);
      const release = acquireDataDirLock(dataDir);
      try {
        const pglite = await PGlite.create(pgDirOf(dataDir));
        try {
          const tarball = await pglite.dumpDataDir('gzip');
          await writeFile(partial, Buffer.from(await tarball.arrayBuffer()), { mode: PRIVATE });
        } finally {
          await pglite.close();
        }
      } finally {
        release();
      }
    }
    renameSync(partial, outFile);
    return { bytes: statSync(outFile).size, online: server !== null };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Whether a file is a tarball PGlite can load (gzip, or a plain tar). */
export function isTarball(file: string): boolean {
  const head = readHead(file, 262);
  return (head[0] === 0x1f && head[1] === 0x8b) || head.subarray(257, 262).toString('latin1') === 'ustar';
}

async function tableCount(pglite: PGlite): Promise<number> {
  const r = await pglite.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'");
  return r.rows[0]!.n;
}

/**
 * Restores a tarball into the embedded database of `dataDir`, with no server running on it (the
 * folder's lock is taken). Refuses a database that holds tables unless `force`; then the old
 * files are kept as `pg.before-restore-<time>` (delete them once satisfied). The tarball is
 * loaded into a new folder and opened (which replays its WAL) before it replaces anything.
 */
export async function restoreEmbedded(dataDir: string, file: string, o: { force: boolean }): Promise<{ keptAs: string | null; tables: number }> {
  if (!isTarball(file)) throw new OpsError(`${file} không phải bản sao lưu của cơ sở dữ liệu nhúng (tệp .tar.gz)`);
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (e) {
    throw new OpsError(`${(e as Error).message} Dừng máy chủ trước khi khôi phục.`);
  }
  const pgDir = pgDirOf(dataDir);
  const incoming = `${pgDir}.restoring-${process.pid}`;
  try {
    if (existsSync(path.join(pgDir, 'PG_VERSION'))) {
      const current = await PGlite.create(pgDir);
      const tables = await tableCount(current).finally(() => current.close());
      if (tables > 0 && !o.force)
        throw new OpsError(
          `Cơ sở dữ liệu nhúng trong ${dataDir} không trống (${tables} bảng, chỉ mục hoặc chuỗi): thêm --force để thay bằng bản sao lưu (dữ liệu cũ được giữ lại bên cạnh)`,
        );
    } else if (existsSync(pgDir) && readdirSync(pgDir).length > 0 && !o.force) {
      throw new OpsError(`Thư mục ${pgDir} đã có tệp nhưng không phải cơ sở dữ liệu: thêm --force để thay`);
    }
    rmSync(incoming, { recursive: true, force: true });
    const restored = await PGlite.create({ dataDir: incoming, loadDataDir: new Blob([readFileSync(file)]) });
    const tables = await tableCount(restored).finally(() => restored.close());
    let keptAs: string | null = null;
    if (existsSync(pgDir)) {
      keptAs = `${pgDir}.before-restore-${fileStamp()}`;
      renameSync(pgDir, keptAs);
    }
    renameSync(incoming, pgDir);
    return { keptAs, tables };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    release();
  }
}
