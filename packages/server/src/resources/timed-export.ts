import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { FileDownload } from './file-route.js';
import { type ExportOutcome, opsRecorder, secondsSince } from '../ops/recorder.js';

/**
 * Times an export from the request to its last byte (the file streams after the handler
 * returns): `ok` when the stream ends, `aborted` when the client leaves first, `error` when
 * writing fails. A refused request (scope, licence, an open version) throws before any file
 * and is not an export.
 * @example defineFileRoute(app, endpoints.rawDataExport, (ctx) => timedExport(db, 'raw-data', () => rawDataExport(db, …)));
 */
export async function timedExport(db: Kysely<DB>, kind: string, make: () => Promise<FileDownload>): Promise<FileDownload> {
  const started = performance.now();
  const file = await make();
  let recorded = false;
  const record = (outcome: ExportOutcome) => {
    if (recorded) return;
    recorded = true;
    opsRecorder(db).exportFinished(kind, outcome, secondsSince(started));
  };
  file.body.once('end', () => record('ok'));
  file.body.once('error', () => record('error'));
  file.body.once('close', () => record('aborted'));
  return file;
}
