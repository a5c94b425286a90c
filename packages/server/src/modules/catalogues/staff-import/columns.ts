/** The columns of the staff import file, in the template's order; the reader finds them by header. */
export const STAFF_COLUMNS = [
  { key: 'ma_nhan_vien', header: 'Mã nhân viên*', width: 16 },
  { key: 'ten_nhan_vien', header: 'Họ và tên*', width: 30 },
  { key: 'ma_phong_ban', header: 'Mã phòng ban', width: 32 },
  { key: 'ma_chuc_danh', header: 'Mã chức danh', width: 28 },
  { key: 'ma_chuc_vu', header: 'Mã chức vụ', width: 28 },
  { key: 'email', header: 'E-mail', width: 30 },
  { key: 'so_dien_thoai', header: 'Số điện thoại', width: 16 },
  { key: 'nhan_su_ngoai', header: 'Nhân sự ngoài (Có/Không)', width: 22 },
] as const;

export type StaffColumnKey = (typeof STAFF_COLUMNS)[number]['key'];
/** One data row as the cells' text (trimmed later by the field schemas); '' for an empty cell. */
export type RawStaffRow = Record<StaffColumnKey, string>;

/**
 * A header as compared: NFC, lower case, without the required mark, the "(Có/Không)" hint or
 * spaces, so `E-mail`, `Email` and ` Mã nhân viên *` all match.
 * @example headerKey('Nhân sự ngoài (Có/Không)') // 'nhânsựngoài'
 */
export const headerKey = (h: string): string =>
  h
    .normalize('NFC')
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[\s*_-]/g, '');

/** The words of "Nhân sự ngoài" (the template's dropdown offers Có / Không). */
export const YES = 'Có';
export const NO = 'Không';
