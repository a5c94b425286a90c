import type { TStaffImportError } from '@hm/contract';
import { type FileDownload, XLSX_TYPE } from '../../../resources/file-route.js';
import { setWidths, streamWorkbook } from '../../../http/xlsx-stream.js';
import { STAFF_COLUMNS } from './columns.js';
import type { SheetRow } from './read-rows.js';

export const ERRORS_FILENAME = 'Lỗi nhập nhân viên.xlsx';
const ROWS_PER_TURN = 500;

/**
 * The refused rows of an upload as an xlsx: row number and reason first, then the row as it was
 * sent under the template's headers, so the file can be corrected and imported again (the import
 * finds its columns by header and ignores the first two). Streamed: 50,000 refused rows stay cheap.
 */
export function refusedRowsFile(sheet: readonly SheetRow[], errors: readonly TStaffImportError[]): FileDownload {
  const byRow = new Map(sheet.map((r) => [r.dong, r]));
  const body = streamWorkbook(async (workbook, flow) => {
    const out = workbook.addWorksheet('Dòng lỗi', { views: [{ state: 'frozen', ySplit: 1 }] });
    setWidths(out, [8, 60, ...STAFF_COLUMNS.map((c) => c.width)]);
    out.addRow(['Dòng', 'Lý do', ...STAFF_COLUMNS.map((c) => c.header)]).commit();
    for (const [i, e] of errors.entries()) {
      const cells = byRow.get(e.dong)?.cells;
      out.addRow([e.dong, e.ly_do, ...STAFF_COLUMNS.map((c) => cells?.[c.key] ?? '')]).commit();
      if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await flow(out);
    }
    out.commit();
  });
  return { filename: ERRORS_FILENAME, contentType: XLSX_TYPE, body };
}
