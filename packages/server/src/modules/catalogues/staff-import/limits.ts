import { STAFF_IMPORT_MAX_BYTES, STAFF_IMPORT_MAX_ROWS } from '@hm/contract';

/** What one staff upload may hold: refused beyond these, before anything is stored. */
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file (multipart `fileSize`). */
  fileBytes: STAFF_IMPORT_MAX_BYTES,
  /** Data rows of the sheet (the header not counted). */
  rows: STAFF_IMPORT_MAX_ROWS,
  /** Bytes of all the zip's entries once inflated: a 10 MB zip could otherwise inflate to gigabytes. */
  unzippedBytes: 64 * 1024 * 1024,
  /** Entries of the zip (an xlsx has a dozen or two). */
  zipEntries: 1000,
} as const;

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const thousands = (n: number) => n.toLocaleString('vi-VN');

export const IMPORT_MESSAGES = {
  chooseFile: 'Vui lòng chọn tệp Excel (.xlsx) để tải lên',
  oneFile: 'Chỉ tải lên một tệp mỗi lần',
  tooLarge: `Tệp vượt quá dung lượng cho phép (tối đa ${mb(IMPORT_LIMITS.fileBytes)})`,
  notXlsx: 'Tệp không đúng định dạng Excel (.xlsx). Vui lòng dùng tệp mẫu',
  unreadable: 'Không đọc được tệp Excel. Vui lòng lưu lại thành .xlsx (dùng tệp mẫu) rồi tải lên lại',
  unzippedTooLarge: `Nội dung tệp quá lớn sau khi giải nén (tối đa ${mb(IMPORT_LIMITS.unzippedBytes)}); tệp có thể bị hỏng hoặc không an toàn`,
  tooManyRows: `Tệp có quá nhiều dòng (tối đa ${thousands(IMPORT_LIMITS.rows)} dòng dữ liệu mỗi lần nhập)`,
  noHeader: 'Không tìm thấy dòng tiêu đề. Dòng đầu tiên của trang tính phải là tiêu đề cột như tệp mẫu',
  missingColumns: (names: string[]) => `Thiếu cột: ${names.join(', ')}. Vui lòng dùng tệp mẫu`,
  formulas: (cells: string[]) => `Tệp có ô chứa công thức (${cells.join(', ')}). Vui lòng dán giá trị (Paste Values) thay cho công thức rồi tải lên lại`,
  noRows: 'Tệp không có dòng dữ liệu nào',
  chooseHospital: 'Vui lòng chọn bệnh viện',
  refused: (n: number) => `Có ${thousands(n)} dòng không hợp lệ; chưa lưu dòng nào. Vui lòng sửa rồi nhập lại`,
} as const;
