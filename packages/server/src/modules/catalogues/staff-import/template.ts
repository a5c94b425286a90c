import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../http/xlsx-stream.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { type FileDownload, XLSX_TYPE } from '../../../resources/file-route.js';
import { NO, STAFF_COLUMNS, YES } from './columns.js';
import { IMPORT_LIMITS } from './limits.js';

/** exceljs 4.4 has range validations (`C2:C50001`, one sqref) but its types lack them. */
interface SheetValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

export const TEMPLATE_SHEET = 'Nhân viên';
/** The hidden sheet the dropdowns read (an ASCII name: no quoting in the list formulas). */
export const LISTS_SHEET = 'DanhMuc';
export const TEMPLATE_FILENAME = 'Mẫu nhập nhân viên.xlsx';

/** A dropdown entry: the code first (what the import reads), then the name to recognise it by. */
export const listEntry = (code: string, name: string): string => `${code} - ${name}`;

const NOTES: Partial<Record<(typeof STAFF_COLUMNS)[number]['key'], string>> = {
  ma_nhan_vien: 'Bắt buộc, không trùng trong tệp, không có khoảng trắng. Mã đã có trong bệnh viện: nhân viên đó được cập nhật.',
  ten_nhan_vien: 'Bắt buộc.',
  ma_phong_ban: 'Chọn trong danh sách (mã - tên) hoặc nhập mã phòng ban.',
  ma_chuc_danh: 'Chọn trong danh sách (mã - tên) hoặc nhập mã chức danh.',
  ma_chuc_vu: 'Chọn trong danh sách (mã - tên) hoặc nhập mã chức vụ.',
  nhan_su_ngoai: 'Có: nhân sự ngoài bệnh viện (bác sĩ hợp tác...). Để trống là Không.',
};

async function activeLists(db: Kysely<DB>, hospitalId: number) {
  const [departments, jobTitles, positions] = await Promise.all([
    db
      .selectFrom('phong_ban')
      .select(['ma_phong_ban as code', 'ten_phong_ban as name'])
      .where('hospital_id', '=', hospitalId)
      .where('tam_ngung', '=', false)
      .orderBy('ma_phong_ban')
      .execute(),
    db
      .selectFrom('chuc_danh')
      .select(['ma_chuc_danh as code', 'ten_chuc_danh as name'])
      .where('hospital_id', '=', hospitalId)
      .where('tam_ngung', '=', false)
      .orderBy('ma_chuc_danh')
      .execute(),
    db
      .selectFrom('chuc_vu')
      .select(['ma_chuc_vu as code', 'ten_chuc_vu as name'])
      .where('hospital_id', '=', hospitalId)
      .where('tam_ngung', '=', false)
      .orderBy('ma_chuc_vu')
      .execute(),
  ]);
  return [
    { column: 'C', title: 'Phòng ban', rows: departments },
    { column: 'D', title: 'Chức danh', rows: jobTitles },
    { column: 'E', title: 'Chức vụ', rows: positions },
  ];
}

/**
 * The staff import template of a hospital: the headers the import reads, one example row, text
 * format on every column (codes and phone numbers keep their leading zeros), and dropdowns fed by
 * the hospital's active departments, job titles and positions from a hidden sheet (a list longer
 * than Excel's 255-character inline limit must come from a range). Small: built in memory.
 */
export async function staffTemplate(db: Kysely<DB>, hospitalId: number): Promise<FileDownload> {
  const lists = await activeLists(db, hospitalId);
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = STAFF_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width, style: { numFmt: '@' } }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  STAFF_COLUMNS.forEach((c, i) => {
    const note = NOTES[c.key];
    if (note) header.getCell(i + 1).note = note;
  });
  const first = (k: number) => lists[k]!.rows[0];
  sheet.addRow([
    'VD0001',
    'Nguyễn Văn A',
    first(0) ? listEntry(first(0)!.code, first(0)!.name) : '',
    first(1) ? listEntry(first(1)!.code, first(1)!.name) : '',
    first(2) ? listEntry(first(2)!.code, first(2)!.name) : '',
    'nguyenvana@benhvien.vn',
    '0912345678',
    NO,
  ]);
  sheet.getCell('A2').note = 'Dòng ví dụ: thay bằng dữ liệu thật hoặc xóa trước khi nhập.';

  const listSheet = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  const lastRow = IMPORT_LIMITS.rows + 1;
  const validations = (sheet as unknown as SheetValidations).dataValidations;
  lists.forEach((list, k) => {
    const col = String.fromCharCode(65 + k);
    listSheet.getCell(`${col}1`).value = list.title;
    list.rows.forEach((r, i) => (listSheet.getCell(`${col}${i + 2}`).value = listEntry(r.code, r.name)));
    listSheet.getColumn(k + 1).width = 40;
    if (!list.rows.length) return;
    validations.add(`${list.column}2:${list.column}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`${LISTS_SHEET}!$${col}$2:$${col}$${list.rows.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: list.title,
      error: `Vui lòng chọn ${list.title.toLowerCase()} trong danh sách`,
    });
  });
  validations.add(`H2:H${lastRow}`, {
    type: 'list',
    allowBlank: true,
    formulae: [`"${YES},${NO}"`],
    showErrorMessage: true,
    errorStyle: 'stop',
    error: `Chọn ${YES} hoặc ${NO}`,
  });

  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: TEMPLATE_FILENAME, contentType: XLSX_TYPE, body: Readable.from([bytes]) };
}
