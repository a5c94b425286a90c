import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { OpsError } from './tools.js';

/** The files `npm run backup` names (backupFileName): only these are ever rotated away. */
const BACKUP_FILE = /^hm-backup-\d{8}-\d{6}\.(dump|tar\.gz)$/;

/** How many backups to keep: `--keep N` or HM_BACKUP_KEEP (null: keep every one). */
export function keepCountOf(flag: string | undefined, env: NodeJS.ProcessEnv): number | null {
  const raw = flag ?? env.HM_BACKUP_KEEP;
  if (flag === undefined && (raw === undefined || raw === '')) return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new OpsError(`Số bản sao lưu giữ lại phải là số nguyên từ 1 đến 10000 (nhận được "${raw}")`);
  return n;
}

/**
 * Rotation after a backup: in the folder of the backup just written, the product's backup files
 * beyond the `keep` newest (by the time in their names, which sort as text) are deleted; any other
 * file is left alone. Returns the deleted paths. The backup just written is always among the kept.
 */
export function rotateBackups(written: string, keep: number): string[] {
  const dir = path.dirname(path.resolve(written));
  const ours = readdirSync(dir)
    .filter((f) => BACKUP_FILE.test(f) && statSync(path.join(dir, f)).isFile())
    .sort()
    .reverse();
  const justWritten = path.basename(written);
  const kept = new Set([justWritten, ...ours.filter((f) => f !== justWritten).slice(0, keep - 1)]);
  const gone = ours.filter((f) => !kept.has(f)).map((f) => path.join(dir, f));
  for (const f of gone) rmSync(f, { force: true });
  return gone;
}
