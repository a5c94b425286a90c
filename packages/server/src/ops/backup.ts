import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { backupEmbedded, restoreEmbedded } from './backup-embedded.js';
import { backupPostgres, isPgDumpArchive, restorePostgres } from './backup-postgres.js';
import { fileStamp, OpsError } from './tools.js';

/** The database a backup or restore works on: the server's (DATABASE_URL, else the embedded one of HM_DATA_DIR). */
export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export const backupTargetOf = (config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): BackupTarget =>
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };

/** `hm-backup-20261124-062455.dump` (PostgreSQL, pg_dump custom format) or `….tar.gz` (embedded); Vietnam time. */
export const backupFileName = (target: BackupTarget, now = new Date()): string => `hm-backup-${fileStamp(now)}${target.kind === 'postgres' ? '.dump' : '.tar.gz'}`;

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  /** Embedded: taken by the running server (true) or from the stopped folder (false). */
  online?: boolean;
}

export async function backup(target: BackupTarget, outFile: string): Promise<BackupResult> {
  const started = performance.now();
  mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
  const done = target.kind === 'postgres' ? await backupPostgres(target.url, outFile) : await backupEmbedded(target.dataDir, outFile);
  return { file: outFile, ...done, seconds: (performance.now() - started) / 1000 };
}

export interface RestoreResult {
  seconds: number;
  /** Embedded, with --force: where the replaced database was kept. */
  keptAs?: string | null;
}

/** Restores a backup of the same kind of database; refuses a non-empty target unless `force`. */
export async function restore(target: BackupTarget, file: string, o: { force: boolean }): Promise<RestoreResult> {
  const started = performance.now();
  if (target.kind === 'postgres') {
    await restorePostgres(target.url, file, o);
    return { seconds: (performance.now() - started) / 1000 };
  }
  if (isPgDumpArchive(file)) throw new OpsError(`${file} là bản sao lưu PostgreSQL: đặt DATABASE_URL tới cơ sở dữ liệu cần khôi phục`);
  const { keptAs } = await restoreEmbedded(target.dataDir, file, o);
  return { seconds: (performance.now() - started) / 1000, keptAs };
}
