import { toWireTime } from '@hm/contract';
import { spawn } from 'node:child_process';
import { closeSync, openSync, readSync } from 'node:fs';

/** What a command-line tool answered. */
export interface ToolResult {
  stdout: string;
  stderr: string;
}

/** A tool of the database's client package is missing or failed: the message says what to do. */
export class OpsError extends Error {
  override name = 'OpsError';
}

/**
 * Runs a program without a shell (arguments are never parsed again), with `env` added to the
 * environment; rejects with its stderr when it exits non-zero, or with how to install it.
 */
export function runTool(cmd: string, args: readonly string[], o: { env?: NodeJS.ProcessEnv; stdin?: NodeJS.ReadableStream } = {}): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...o.env }, stdio: [o.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    if (o.stdin) o.stdin.pipe(child.stdin!);
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new OpsError(`Không tìm thấy chương trình ${cmd}: cài gói postgresql-client (Debian: apt-get install -y postgresql-client)`) : e),
    );
    child.on('close', (code) => (code === 0 ? resolve({ stdout, stderr }) : reject(new OpsError(`${cmd} kết thúc với mã ${code}: ${stderr.trim() || stdout.trim()}`))));
  });
}

/** The first `n` bytes of a file (to recognise a backup's format without reading all of it). */
export function readHead(file: string, n: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(n);
    const read = readSync(fd, head, 0, n, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** `20261124-062455`: a time for file names, in Asia/Ho_Chi_Minh like every time the product shows. */
export const fileStamp = (at = new Date()): string => toWireTime(at).replace(/[-:]/g, '').replace(' ', '-');
