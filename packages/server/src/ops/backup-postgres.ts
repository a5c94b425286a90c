import { spawn } from 'node:child_process';
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { OpsError, readHead, runTool } from './tools.js';

/** libpq arguments of a URL: the password goes by environment, not on the command line (other users can read `ps`). */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

const majorOf = (versionText: string): number => Number(/(\d+)(?:\.\d+)?/.exec(versionText)?.[1] ?? NaN);

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore read only servers of their major version or older: checked before they run, with what to install. */
export async function assertClientVersion(url: string, tool: 'pg_dump' | 'pg_restore' | 'psql'): Promise<void> {
  const client = majorOf((await runTool(tool, ['--version'])).stdout);
  const server = await withClient(url, async (c) => Math.floor(Number((await c.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]!.v) / 10000));
  if (!(client >= server)) throw new OpsError(`${tool} ${client} cũ hơn máy chủ PostgreSQL ${server}: cài postgresql-client-${server} (hoặc mới hơn) rồi chạy lại`);
}

/**
 * pg_dump in its custom format (compressed; restored by pg_restore). pg_dump reads one snapshot
 * of the database, so a backup taken while votes arrive holds every vote committed before it
 * started and no half of any. Written beside the target and renamed at the end: a failed backup
 * leaves no file that looks complete.
 */
export async function backupPostgres(url: string, outFile: string): Promise<{ bytes: number }> {
  await assertClientVersion(url, 'pg_dump');
  const { dbname, env } = libpqTarget(url);
  const partial = `${outFile}.partial`;
  try {
    // Created first, readable by its owner only (password hashes, staff e-mails): pg_dump keeps the mode.
    writeFileSync(partial, '', { mode: 0o600 });
    await runTool('pg_dump', ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${dbname}`], { env });
    renameSync(partial, outFile);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(outFile).size };
}

/** Whether a file starts like a pg_dump custom-format archive. */
export const isPgDumpArchive = (file: string): boolean => readHead(file, 5).toString('latin1') === 'PGDMP';

/** What is in the target database now: relations of the `public` schema, and other open sessions. */
export async function postgresContents(url: string): Promise<{ relations: number; sessions: number }> {
  return withClient(url, async (c) => {
    const r = await c.query<{ relations: number; sessions: number }>(`
      SELECT (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public') AS relations,
             (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend') AS sessions`);
    return r.rows[0]!;
  });
}

/**
 * Restores a pg_dump archive into the database of `url`, all or nothing: one psql transaction
 * drops the `public` schema, creates it again and runs the archive's SQL (pg_restore writes it;
 * objects owned by whoever restores). Refuses a database that holds tables, or that other
 * sessions use (servers still running), unless `force`.
 */
export async function restorePostgres(url: string, file: string, o: { force: boolean }): Promise<void> {
  if (!isPgDumpArchive(file)) throw new OpsError(`${file} không phải bản sao lưu PostgreSQL (pg_dump dạng custom)`);
  await assertClientVersion(url, 'pg_restore');
  const now = await postgresContents(url);
  if (!o.force && now.relations > 0) {
    throw new OpsError(`Cơ sở dữ liệu đích không trống (${now.relations} bảng, chỉ mục hoặc chuỗi trong schema public): thêm --force để thay toàn bộ nội dung bằng bản sao lưu`);
  }
  if (!o.force && now.sessions > 0) {
    throw new OpsError(`Có ${now.sessions} phiên khác đang kết nối cơ sở dữ liệu đích: dừng các máy chủ API trước (hoặc thêm --force)`);
  }
  const { dbname, env } = libpqTarget(url);
  const dump = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let dumpErr = '';
  dump.stderr.setEncoding('utf8').on('data', (d: string) => (dumpErr += d));
  const dumped = new Promise<void>((resolve, reject) => {
    dump.on('error', reject);
    dump.on('close', (code) => (code === 0 ? resolve() : reject(new OpsError(`pg_restore kết thúc với mã ${code}: ${dumpErr.trim()}`))));
  });
  const applied = runTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--no-password',
      '--single-transaction',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      "SET lock_timeout = '30s'",
      '-c',
      'DROP SCHEMA IF EXISTS public CASCADE',
      '-c',
      'CREATE SCHEMA public AUTHORIZATION pg_database_owner',
      '-c',
      'GRANT USAGE ON SCHEMA public TO PUBLIC',
      '-f',
      '-',
      `--dbname=${dbname}`,
    ],
    { env, stdin: dump.stdout },
  );
  await Promise.all([dumped, applied]);
}
