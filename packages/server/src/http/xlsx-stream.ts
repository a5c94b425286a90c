import { PassThrough, type Readable, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

export type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
export type Sheet = ExcelJS.Worksheet;

/** exceljs (~300 ms to load): loaded by the first spreadsheet written or read, not when the server starts. */
export const loadExcel = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;

/** The client went away: stop reading the database. */
export class DownloadAborted extends Error {
  constructor() {
    super('download aborted by the client');
  }
}

/** Bytes written but not yet taken by the client before the next batch waits (XML not yet zipped counts too). */
const PENDING_LIMIT = 4 * 1024 * 1024;

/**
 * An xlsx written while it is sent: exceljs' streaming writer zips into a PassThrough that the
 * route answers with. `write` fills the workbook (awaiting `flow()` between batches); the
 * workbook is committed after it; a failure destroys the stream (the client sees a cut
 * download, the server logs it), since the headers are gone by then.
 * @example return { filename, contentType: XLSX_TYPE, body: streamWorkbook(async (wb, flow) => { …; await flow(sheet); }) };
 */
export function streamWorkbook(write: (workbook: Workbook, flow: (sheet: Sheet) => Promise<void>) => Promise<void>, onError?: (e: unknown) => void): Readable {
  const out = new PassThrough();
  // Started on the next turn, after Fastify has piped `out` into the response.
  setImmediate(() => {
    loadExcel()
      .then((excel) => {
        // Inline strings (no shared-string table held until the end) and no styles: memory stays flat.
        const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
        return write(workbook, (sheet) => waitForClient(workbook, sheet, out)).then(() => workbook.commit());
      })
      .catch((e: unknown) => {
        if (e instanceof DownloadAborted) return;
        onError?.(e);
        out.destroy(e instanceof Error ? e : new Error(String(e)));
      });
  });
  return out;
}

/**
 * Between batches: gives other requests their turn (PGlite runs queries on this thread) and
 * holds the next batch back while the client has not taken what was written. exceljs writes a
 * sheet's XML into an unbounded buffer piped to the zip stream, so the socket's backpressure
 * only reaches the zip; what waits in that buffer is counted here (an exceljs internal, read
 * defensively: without it only the zip and the response are counted).
 */
async function waitForClient(workbook: Workbook, sheet: Sheet, out: PassThrough): Promise<void> {
  for (;;) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (out.destroyed) throw new DownloadAborted();
    if (pendingBytes(workbook, sheet, out) <= PENDING_LIMIT) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      const timer = setTimeout(done, 20);
      out.once('drain', done);
      out.once('close', done);
    });
  }
}

interface StreamState {
  length?: number;
  pipes?: unknown;
}
interface AnyStream {
  _writableState?: StreamState;
  _readableState?: StreamState;
  pipes?: unknown[];
}

/** Bytes held in a stream's buffers (Node streams and the readable-stream copies archiver uses). */
const held = (s: AnyStream | undefined): number => (s?._writableState?.length ?? 0) + (s?._readableState?.length ?? 0);

/**
 * What was written and not yet taken by the client: the response stream, the zip, and the chain
 * from the sheet's XML buffer to the zip (exceljs' StreamBuf → archiver's PassThrough → deflate).
 */
function pendingBytes(workbook: Workbook, sheet: Sheet, out: Writable): number {
  const zip = (workbook as unknown as { zip?: AnyStream }).zip;
  let n = held(out as unknown as AnyStream) + held(zip);
  let node = ((sheet as unknown as { stream?: AnyStream }).stream?.pipes ?? [])[0] as AnyStream | undefined;
  for (let depth = 0; node && node !== zip && depth < 4; depth++) {
    n += held(node);
    const next = node._readableState?.pipes;
    node = (Array.isArray(next) ? next[0] : next) as AnyStream | undefined;
  }
  return n;
}

/** Column widths (exceljs streaming sheets take them before the first row). */
export function setWidths(sheet: Sheet, widths: readonly number[]): void {
  widths.forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
}

/** A cell of a table sheet. */
export type CellValue = string | number | boolean | Date | null;

/**
 * A sheet of one small table: its column widths, a header row frozen at the top, then the rows;
 * committed. For the short tables of an export (a plan's milestones, a person's data); large
 * tables stream with `flow`.
 */
export function addTableSheet(workbook: Workbook, name: string, widths: readonly number[], header: readonly string[], rows: Iterable<readonly CellValue[]>): Sheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  setWidths(sheet, widths);
  sheet.addRow([...header]).commit();
  for (const r of rows) sheet.addRow([...r]).commit();
  sheet.commit();
  return sheet;
}
