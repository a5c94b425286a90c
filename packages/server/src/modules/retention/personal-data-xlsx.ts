import type { TPersonalData } from '@hm/contract';
import type { Readable } from 'node:stream';
import { addTableSheet, setWidths, streamWorkbook } from '../../http/xlsx-stream.js';

/** A cell's text: objects and arrays (a draft's answers) as JSON. */
const cell = (v: unknown): string | number | boolean | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);

/**
 * One staff member's personal data as a workbook (docs/privacy.md "A staff member's data"): one
 * sheet per part, each row as stored, column names as in the JSON export, and a sheet of notes.
 */
export function personalDataWorkbook(d: TPersonalData, log: (e: unknown) => void): Readable {
  const parts: [string, Record<string, unknown>[]][] = [
    ['Nhân viên', [d.staff]],
    ['Hồ sơ khảo sát', d.records],
    ['Bản nháp', d.drafts],
    ['Thư', d.mails],
    ['Tài khoản', d.account ? [d.account] : []],
    ['Phòng ban tài khoản', d.account_departments],
  ];
  return streamWorkbook(async (workbook) => {
    for (const [name, rows] of parts) {
      const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      addTableSheet(
        workbook,
        name,
        columns.map(() => 24),
        columns.length ? columns : ['(không có dữ liệu)'],
        rows.map((r) => columns.map((c) => cell(r[c]))),
      );
    }
    const notes = workbook.addWorksheet('Ghi chú');
    setWidths(notes, [120]);
    notes.addRow([`Xuất lúc ${d.exported_at}`]).commit();
    for (const n of d.notes) notes.addRow([n]).commit();
    notes.commit();
  }, log);
}
