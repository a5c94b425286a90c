import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Whether a process of this pid is running (EPERM: it runs under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock across processes: two servers on one data folder would corrupt it.
 * Takes `<dataDir>/server.lock` (pid inside) or throws if a live process holds it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new Error(`Thư mục dữ liệu ${dataDir} đang được tiến trình ${pid} sử dụng (mỗi thư mục dữ liệu chỉ một tiến trình).`, { cause: e });
      }
      rmSync(file, { force: true }); // stale lock of a dead process
    }
  }
  throw new Error(`Không lấy được khóa ${file}`);
}
