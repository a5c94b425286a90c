import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../http/xlsx-stream.js';
import { ValidationError } from '../../../errors/app-errors.js';
import { headerKey, NO, type RawStaffRow, STAFF_COLUMNS, type StaffColumnKey, YES } from './columns.js';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './limits.js';
import { assertSafeZip, ZipRefused } from './zip-guard.js';

/** A data row of the sheet: its row number (the header is row 1) and its cells as text. */
export interface SheetRow {
  dong: number;
  cells: RawStaffRow;
  /** Cells that hold no usable value (an Excel error such as #N/A). */
  problems: string[];
}

const HEADER_KEYS = new Map<string, StaffColumnKey>(STAFF_COLUMNS.map((c) => [headerKey(c.header), c.key]));
HEADER_KEYS.set(headerKey('Email'), 'email');
HEADER_KEYS.set(headerKey('Họ tên'), 'ten_nhan_vien');
const label = (key: StaffColumnKey) => STAFF_COLUMNS.find((c) => c.key === key)!.header.replace('*', '');

type Cell = ExcelJS.CellValue;
const isFormula = (v: Cell): boolean => typeof v === 'object' && v !== null && ('formula' in v || 'sharedFormula' in v);

/**
 * Excel stores characters XML cannot carry (control characters) as `_xHHHH_`, and a literal
 * `_x` as `_x005F_x`; exceljs leaves them encoded. Decoded here, so the text rules see (and
 * refuse) the control characters a user pasted.
 * @example decodeXString('Tên_x0007_Lạ') // 'Tên\u0007Lạ'
 */
export const decodeXString = (s: string): string => (s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : s);

/** A cell as the text a user sees (numbers as written, TRUE/FALSE as Có/Không); an Excel error is reported. */
function cellText(v: Cell): { text: string; problem?: string } {
  if (v === null || v === undefined) return { text: '' };
  if (typeof v === 'string') return { text: decodeXString(v) };
  if (typeof v === 'number') return { text: String(v) };
  if (typeof v === 'boolean') return { text: v ? YES : NO };
  if (v instanceof Date) return { text: v.toISOString().slice(0, 10) };
  if ('richText' in v) return { text: decodeXString(v.richText.map((r) => r.text).join('')) };
  if ('error' in v) return { text: '', problem: `ô có lỗi ${v.error}` };
  if ('text' in v && typeof v.text === 'string') return { text: v.text };
  return { text: '' };
}

/** Which column holds which field, from the header row: null when it is no header, the refusal when a column is missing. */
function columnsOf(row: ExcelJS.Row): Map<StaffColumnKey, number> | string | null {
  const found = new Map<StaffColumnKey, number>();
  row.eachCell((cell, col) => {
    const key = HEADER_KEYS.get(headerKey(cellText(cell.value).text));
    if (key && !found.has(key)) found.set(key, col);
  });
  if (!found.has('ma_nhan_vien') && !found.has('ten_nhan_vien')) return null;
  const missing = STAFF_COLUMNS.filter((c) => !found.has(c.key)).map((c) => label(c.key));
  return missing.length ? IMPORT_MESSAGES.missingColumns(missing) : found;
}

/**
 * The staff rows of an uploaded xlsx, after the zip check (`assertSafeZip`): the first visible
 * sheet, its first non-empty row as the header (columns found by name, so extra columns are
 * ignored), then every non-empty row. Refuses the whole file (400) when it is no xlsx, inflates
 * too far, has no header or a column missing, holds formulas or more rows than the limit.
 *
 * Read with exceljs' whole-file reader, which finds the parts through the zip's central
 * directory. Its streaming reader read the parts in one pass in stored order; a file exceljs
 * writes stores the workbook part last, and upstream reports that pass now and then parsing a
 * sheet before it (exceljs#3064): the likely cause of a good file refused as unreadable in about
 * one full test run in ten (docs/decisions/tests-and-ci-time.md). The file
 * is at most 10 MB and inflates to at most 64 MB (the zip check), and a 50,000-row sheet peaked
 * at about the same memory either way (331 MB against 377 MB for the process, measured).
 */
export async function readStaffRows(bytes: Buffer): Promise<SheetRow[]> {
  try {
    await assertSafeZip(bytes, IMPORT_LIMITS.unzippedBytes, IMPORT_LIMITS.zipEntries);
  } catch (e) {
    if (e instanceof ZipRefused) throw new ValidationError(e.reason === 'too-large' ? IMPORT_MESSAGES.unzippedTooLarge : IMPORT_MESSAGES.notXlsx);
    throw e;
  }
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own `Buffer` (an ArrayBuffer) and reads Node's Buffer as it is.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (e) {
    // The user gets one message for any file exceljs cannot read; the reason goes to the log.
    console.warn(`staff import: the sheet could not be read (${e instanceof Error ? e.message : String(e)})`);
    throw new ValidationError(IMPORT_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets.find((ws) => ws.state !== 'hidden' && ws.state !== 'veryHidden');
  const rows: SheetRow[] = [];
  const formulas: string[] = [];
  let columns: Map<StaffColumnKey, number> | null = null;
  let refusal: string | null = null;
  sheet?.eachRow((row) => {
    if (refusal || !row.hasValues) return;
    if (!columns) {
      const found = columnsOf(row);
      if (typeof found === 'string') refusal = found;
      else if (!found) refusal = IMPORT_MESSAGES.noHeader;
      else columns = found;
      return;
    }
    row.eachCell((cell) => {
      if (formulas.length < 5 && isFormula(cell.value)) formulas.push(cell.address);
    });
    const cells = {} as RawStaffRow;
    const problems: string[] = [];
    for (const [key, col] of columns) {
      const { text, problem } = cellText(row.getCell(col).value);
      cells[key] = text;
      if (problem) problems.push(`${label(key)}: ${problem}`);
    }
    if (Object.values(cells).every((v) => v.trim() === '') && !problems.length) return;
    if (rows.length === IMPORT_LIMITS.rows) refusal = IMPORT_MESSAGES.tooManyRows;
    else rows.push({ dong: row.number, cells, problems });
  });
  if (refusal) throw new ValidationError(refusal);
  if (!columns) throw new ValidationError(IMPORT_MESSAGES.noHeader);
  if (formulas.length) throw new ValidationError(IMPORT_MESSAGES.formulas(formulas));
  if (!rows.length) throw new ValidationError(IMPORT_MESSAGES.noRows);
  return rows;
}
