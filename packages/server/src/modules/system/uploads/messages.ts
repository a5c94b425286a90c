import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@hm/contract';

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/** The largest total of one `upload-data/files` request. */
export const UPLOAD_MAX_TOTAL_BYTES = 20 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  chooseFile: 'Vui lòng chọn tệp để tải lên',
  oneFile: 'Chỉ tải lên một tệp mỗi lần; để tải nhiều tệp hãy dùng upload-data/files',
  tooMany: `Chỉ tải lên tối đa ${UPLOAD_MAX_FILES} tệp mỗi lần`,
  empty: 'Tệp rỗng',
  tooLarge: `Tệp vượt quá dung lượng cho phép (tối đa ${mb(UPLOAD_MAX_BYTES)})`,
  totalTooLarge: `Tổng dung lượng các tệp vượt quá ${mb(UPLOAD_MAX_TOTAL_BYTES)} mỗi lần tải`,
  unsupported:
    'Loại tệp không được hỗ trợ. Chỉ nhận ảnh (PNG, JPEG, WebP, GIF), PDF, Excel (.xlsx), Word (.docx), CSV và văn bản (.txt); loại tệp được xác định theo nội dung, không theo tên tệp',
  markup: 'Không nhận tệp SVG hoặc HTML vì chúng có thể chứa mã chạy trong trình duyệt; hãy dùng ảnh PNG hoặc JPEG',
  macros: 'Không nhận tệp Office có macro; hãy lưu lại thành .xlsx hoặc .docx thường',
  badZip: 'Tệp Office bị hỏng hoặc không an toàn',
  productWide: 'Chỉ quản trị hệ thống được tải lên tệp dùng chung cho mọi bệnh viện; hãy chọn bệnh viện',
  extension: (exts: readonly string[]) => `Tên tệp phải có đuôi ${exts.map((e) => `.${e}`).join(' hoặc ')} (đúng với nội dung tệp)`,
  notFound: 'Không tìm thấy tệp tải lên',
  badField: 'Mô tả không hợp lệ',
} as const;
