import { Readable } from 'node:stream';
import { CSV_BOM, csvConvention, csvLine, formatWire, toWireTime, type TReportColumn, type ZReportExportRequest } from '@hm/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { RouteAudit } from '../../resources/route.js';
import { type FileDownload, XLSX_TYPE } from '../../resources/file-route.js';
import { setWidths, streamWorkbook } from '../../http/xlsx-stream.js';
import type { Caller } from '../../access/caller.js';
import type { Language } from '../dashboard/language.js';
import { labelledParams } from './export-params.js';
import { orderedRows, prepareRun, runAuditEntry } from './run-report.js';
import type { SourceRow } from './sources/types.js';

type ExportRequest = z.output<typeof ZReportExportRequest>;

/** Rows written between two turns given to other requests (and a look at the client's backpressure). */
const ROWS_PER_TURN = 500;

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
export const sheetName = (s: string): string =>
  s
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31) || 'Báo cáo';

/**
 * CSV in the convention of the reader's language (@hm/contract csv.ts): Vietnamese Excel (";",
 * decimal comma) in Vietnamese, international (",", decimal dot) in English; numbers stay numbers.
 */
function csv(columns: TReportColumn[], rows: AsyncIterable<SourceRow[]>, language: Language): Readable {
  const fields = columns.map((c) => c.field);
  const convention = csvConvention(language);
  async function* lines(): AsyncIterable<Buffer> {
    yield Buffer.from(
      CSV_BOM +
        csvLine(
          columns.map((c) => c.label),
          convention,
        ),
      'utf8',
    );
    for await (const batch of rows) {
      let chunk = '';
      for (const r of batch)
        chunk += csvLine(
          fields.map((f) => r[f] ?? null),
          convention,
        );
      yield Buffer.from(chunk, 'utf8');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

const INFO: Record<Language, { sheet: string; report: string; code: string; source: string; suppressed: string; at: string }> = {
  vi: { sheet: 'Thông tin', report: 'Báo cáo', code: 'Mã báo cáo', source: 'Nguồn dữ liệu', suppressed: 'Số nhóm bị ẩn (dưới cỡ nhóm tối thiểu)', at: 'Thời điểm xuất' },
  en: { sheet: 'Information', report: 'Report', code: 'Report code', source: 'Data source', suppressed: 'Groups hidden (below the minimum group size)', at: 'Exported at' },
};

/**
 * export: every row of a run as xlsx (exceljs' streaming writer: inline strings, no styles) or
 * CSV (UTF-8 with a BOM, CRLF, RFC 4180 quoting; `;` and decimal comma in Vietnamese), streamed batch by batch with the
 * client's backpressure; numbers stay numbers. Refusals happen before the first byte (prepareRun,
 * orderedRows), and the export is recorded in the audit trail with its parameters before it
 * streams, so an aborted download is recorded too. The file is named after the report's code and
 * the day in Asia/Ho_Chi_Minh.
 */
export async function exportReport(
  db: Kysely<DB>,
  caller: Caller,
  { req, audit }: { req: FastifyRequest; audit: RouteAudit },
  q: ExportRequest,
  language: Language,
): Promise<FileDownload> {
  const run = await prepareRun(db, caller, { report_id: q.report_id, params: q.params, sort: q.sort }, 'xuat', language);
  const { rows } = await orderedRows(run);
  await audit(db, runAuditEntry(run, caller, { format: q.format, suppressed: run.source.suppressed }));
  const columns = run.plan.columns;
  const now = toWireTime(new Date());
  const base = `${run.report.ma_report}-${now.slice(0, 10)}`;
  if (q.format === 'csv') return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: csv(columns, rows, language) };

  const title = language === 'en' && run.report.ten_report_english ? run.report.ten_report_english : run.report.ten_report;
  const fields = columns.map((c) => c.field);
  const paramRows = await labelledParams(db, run, language);
  const body = streamWorkbook(
    async (wb, flow) => {
      const sheet = wb.addWorksheet(sheetName(title));
      setWidths(
        sheet,
        columns.map((c) => (c.type === 'text' ? 30 : c.type === 'datetime' ? 20 : 14)),
      );
      sheet.addRow(columns.map((c) => c.label)).commit();
      let n = 0;
      for await (const batch of rows) {
        for (const r of batch) {
          sheet.addRow(fields.map((f) => r[f] ?? null)).commit();
          if (++n % ROWS_PER_TURN === 0) await flow(sheet);
        }
      }
      sheet.commit();
      const t = INFO[language];
      const info = wb.addWorksheet(t.sheet);
      setWidths(info, [36, 60]);
      for (const row of [
        [t.report, title],
        [t.code, run.report.ma_report],
        [t.source, language === 'en' ? run.plan.source.en : run.plan.source.vi],
        ...paramRows,
        [t.suppressed, run.source.suppressed],
        [t.at, formatWire(now)],
      ])
        info.addRow(row).commit();
      info.commit();
    },
    (e) => req.log.error({ err: e }, 'report export failed while streaming'),
  );
  return { filename: `${base}.xlsx`, contentType: XLSX_TYPE, body };
}
