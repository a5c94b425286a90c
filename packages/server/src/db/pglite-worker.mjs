// The embedded PostgreSQL (PGlite) on a thread of its own (issue 15): PGlite runs its WebAssembly
// on the thread that calls it, so on the API's thread a long statement (a recompute, a report)
// froze every request. Here it only keeps this thread busy; the API thread sends statements as
// messages and stays free (pglite-thread.ts is the other end).
//
// Plain JavaScript, so that the same file runs from the source (tests, tsx) and beside the
// bundle (scripts/build.mjs copies it into build/).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The contrib extensions the migrations create (022_search_fold.sql: search without marks). */
const extensions = { unaccent, pg_trgm };

/** A PGlite error as a plain object: its message and the fields pg's errors carry (code, constraint…). */
function plainError(e) {
  if (!(e instanceof Error)) return { message: String(e) };
  const fields = {};
  for (const [k, v] of Object.entries(e)) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return { ...fields, message: e.message, name: e.name, stack: e.stack };
}

let pglite;
try {
  const { dataDir, loadDataDir } = workerData;
  pglite = await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined, extensions });
  parentPort.postMessage({ ready: true });
} catch (e) {
  parentPort.postMessage({ ready: false, error: plainError(e) });
  process.exit(1);
}

parentPort.on('message', async ({ id, op, sql, params, compression }) => {
  try {
    switch (op) {
      case 'query': {
        const r = await pglite.query(sql, params);
        parentPort.postMessage({ id, result: { rows: r.rows, affectedRows: r.affectedRows } });
        break;
      }
      case 'exec':
        await pglite.exec(sql);
        parentPort.postMessage({ id });
        break;
      case 'dump': {
        const bytes = new Uint8Array(await (await pglite.dumpDataDir(compression)).arrayBuffer());
        parentPort.postMessage({ id, result: bytes }, [bytes.buffer]);
        break;
      }
      case 'close':
        await pglite.close();
        parentPort.postMessage({ id });
        parentPort.close();
        break;
      default:
        throw new Error(`pglite-worker: unknown operation ${op}`);
    }
  } catch (e) {
    parentPort.postMessage({ id, error: plainError(e) });
  }
});
