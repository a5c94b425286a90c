import { registerConstraintMessages } from '../../../errors/db-errors.js';

export const AHRQ_MSG = {
  notFound: 'Không tìm thấy danh mục AHRQ',
  duplicateCode: (ma: string) => `Mã danh mục AHRQ "${ma}" đã tồn tại`,
  inUse: (n: number, label: string) => `Danh mục đang được ánh xạ với ${n} ${label}, không thể xóa; hãy tạm ngừng thay vì xóa`,
  noHospital: 'Vui lòng chọn bệnh viện',
  hospitalNotFound: 'Không tìm thấy bệnh viện',
  rowsNotFound: (label: string, ids: number[]) => `Không tìm thấy ${label} (id ${ids.join(', ')})`,
  categoriesNotFound: (ids: number[]) => `Không tìm thấy danh mục AHRQ (id ${ids.join(', ')})`,
  categoriesSuspended: (names: string[]) => `Danh mục AHRQ đang tạm ngừng, không thể dùng để ánh xạ: ${names.join('; ')}`,
} as const;

// What the unique indexes of 006_ahrq_mapping.sql mean to the user (see errors/db-errors.ts).
registerConstraintMessages({
  phong_ban_ahrq_ma_key: 'Mã danh mục AHRQ đã tồn tại',
  chuc_danh_ahrq_ma_key: 'Mã danh mục AHRQ đã tồn tại',
});
