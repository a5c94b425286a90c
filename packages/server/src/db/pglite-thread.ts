import { Worker } from 'node:worker_threads';

/** What the server asks of the embedded database: Kysely's PGlite dialect, migrations, dumps. */
export interface EmbeddedPostgres {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  /** A script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** The data folder as a tarball (online backup, test templates). */
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

/** An error of the worker as the caller would have seen it from PGlite (message, code, constraint…). */
function errorOf(plain: Record<string, unknown> & { message: string }): Error {
  const { stack, ...fields } = plain;
  const e = Object.assign(new Error(plain.message), fields);
  if (typeof stack === 'string') e.stack = `${e.stack}\n    (in the database thread) ${stack.split('\n').slice(1, 4).join('\n')}`;
  return e;
}

/**
 * PGlite on a worker thread (pglite-worker.mjs): every statement is a message, so a long one
 * keeps the database thread busy and never the API's event loop. Statements are serialised by
 * the caller (Kysely's driver holds one connection at a time), as they were on PGlite itself.
 * If the thread dies, every waiting call fails with a clear message and the process stops.
 */
export class PGliteThread implements EmbeddedPostgres {
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private next = 1;
  private dead: Error | null = null;
  /** When the last statement answered (performance.now()). */
  private lastAnswer = 0;
  private closing = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: Reply) => {
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      this.lastAnswer = performance.now();
      if (m.error) w.reject(errorOf(m.error));
      else w.resolve(m.result);
    });
    const fail = (why: Error) => {
      this.dead ??= why;
      for (const w of this.waiting.values()) w.reject(why);
      this.waiting.clear();
    };
    worker.on('error', (e) => fail(new Error(`Cơ sở dữ liệu nhúng đã dừng: ${e.message}`)));
    worker.on('exit', (code) => {
      fail(new Error(`Cơ sở dữ liệu nhúng đã dừng (mã ${code}).`));
      // The process cannot serve anything without its database: it stops, and its supervisor
      // (systemd, Docker's restart policy) starts it again, which recovers the data folder as
      // after a crash. Every acknowledged write is in the WAL already.
      if (!this.closing) {
        console.error(`The embedded database's thread stopped unexpectedly (exit code ${code}); stopping the server.`);
        process.exit(70);
      }
    });
  }

  /** Starts the thread and opens the database in it (a folder, memory, or memory loaded from a tarball). */
  static async start(o: { dataDir: string | null; loadDataDir?: Blob }): Promise<PGliteThread> {
    const loadDataDir = o.loadDataDir ? new Uint8Array(await o.loadDataDir.arrayBuffer()) : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: o.dataDir, loadDataDir },
      transferList: loadDataDir ? [loadDataDir.buffer as ArrayBuffer] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`Không mở được cơ sở dữ liệu nhúng (luồng dừng, mã ${code}).`));
      worker.once('exit', onExit);
      worker.once('message', (m: { ready: boolean; error?: Record<string, unknown> & { message: string } }) => {
        worker.off('exit', onExit);
        if (m.ready) resolve();
        else reject(errorOf(m.error!));
      });
    });
    return new PGliteThread(worker);
  }

  private call<T>(op: string, payload: Record<string, unknown> = {}): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...payload });
    });
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<{ rows: T[]; affectedRows?: number }> {
    return this.call('query', { sql, params });
  }

  exec(sql: string): Promise<void> {
    return this.call('exec', { sql });
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const bytes = await this.call<Uint8Array>('dump', { compression });
    return new Blob([bytes as Uint8Array<ArrayBuffer>]);
  }

  /**
   * Resolves once no statement has been running for `idleMs` and `busy()` (requests being
   * served, give-way.ts) is false, or after `maxMs` whatever happens.
   */
  async quiet(busy: () => boolean = () => false, idleMs = 5, maxMs = 1000): Promise<void> {
    const until = performance.now() + maxMs;
    for (;;) {
      const now = performance.now();
      const idle = this.waiting.size || busy() ? 0 : now - this.lastAnswer;
      if (idle >= idleMs || now >= until) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, idleMs - idle)));
    }
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (this.dead) return;
    try {
      await this.call('close');
    } finally {
      await this.worker.terminate();
    }
  }
}
