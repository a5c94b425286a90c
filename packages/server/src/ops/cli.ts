// `npm run backup` / `npm run restore` (README, "Operations"): the database of the server's own
// settings (DATABASE_URL, else the embedded one of HM_DATA_DIR).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';
import { backup, backupFileName, backupTargetOf, restore } from './backup.js';
import { keepCountOf, rotateBackups } from './backup-rotation.js';

const USAGE = `Cách dùng:
  npm run backup  [-- --out <tệp>] [--keep N]
                                           sao lưu (mặc định: backups/hm-backup-<thời điểm>.dump hoặc .tar.gz);
                                           --keep N (hoặc HM_BACKUP_KEEP=N): chỉ giữ N bản mới nhất trong thư mục đó
  npm run restore -- <tệp> [--force]       khôi phục; --force thay một cơ sở dữ liệu không trống`;

// Run from the bundle (build/ops.mjs) or the source (src/ops/cli.ts): the server folder holds migrations/.
process.env.HM_SERVER_ROOT ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), fileURLToPath(import.meta.url).endsWith('.mjs') ? '..' : '../..');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const positional = rest.filter((a, i) => !a.startsWith('--') && rest[i - 1] !== '--out' && rest[i - 1] !== '--keep');
  const valueOf = (flag: string) => (rest.includes(flag) ? (rest[rest.indexOf(flag) + 1] ?? '') : undefined);
  // npm runs scripts in the package's folder: relative paths are the caller's (INIT_CWD).
  const fromCaller = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
  const target = backupTargetOf(loadConfig());
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `cơ sở dữ liệu nhúng trong ${target.dataDir}`;
  if (command === 'backup') {
    // Checked before the backup: a wrong number must not leave a backup behind unrotated.
    const keep = keepCountOf(valueOf('--keep'), process.env);
    const out = fromCaller(valueOf('--out') || path.join(process.env.HM_BACKUP_DIR || 'backups', backupFileName(target)));
    const r = await backup(target, out);
    const how = r.online === undefined ? '' : r.online ? ' (máy chủ đang chạy tự sao lưu)' : ' (máy chủ không chạy: đọc trực tiếp thư mục dữ liệu)';
    console.log(`Đã sao lưu ${where}${how}: ${r.file} (${mb(r.bytes)}, ${r.seconds.toFixed(1)} s)`);
    if (keep !== null) {
      const gone = rotateBackups(r.file, keep);
      console.log(`Giữ ${keep} bản mới nhất; đã xóa ${gone.length} bản cũ${gone.length ? `: ${gone.map((f) => path.basename(f)).join(', ')}` : ''}`);
    }
    return;
  }
  if (command === 'restore' && positional[0]) {
    const r = await restore(target, fromCaller(positional[0]), { force: flags.has('--force') });
    console.log(`Đã khôi phục ${where} từ ${positional[0]} (${r.seconds.toFixed(1)} s)${r.keptAs ? `; dữ liệu cũ giữ tại ${r.keptAs}` : ''}`);
    return;
  }
  console.error(USAGE);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
