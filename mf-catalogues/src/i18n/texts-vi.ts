import type { TextsOf } from '@hm/platform';

/** Texts of the catalogues remote (namespace `catalogues`), Vietnamese. English in texts-en.ts, same shape. */
export const cataloguesVi = {
  common: {
    cancel: 'Hủy',
  },
  hospital: {
    label: 'Bệnh viện',
    placeholder: 'Chọn bệnh viện',
    none: 'Tài khoản của bạn chưa được gắn với bệnh viện nào',
    noneDetail: 'Vui lòng liên hệ quản trị viên để được cấp quyền theo bệnh viện.',
  },
  mapping: {
    indexTitle: 'Ánh xạ danh mục AHRQ',
    indexIntro:
      'Gắn phòng ban và chức danh của bệnh viện với danh mục của bộ câu hỏi AHRQ, để số liệu theo khoa/đơn vị và vị trí công tác so sánh được giữa các bệnh viện.',
    progress: 'Đã ánh xạ {{mapped}}/{{total}}',
    remaining: 'Còn {{count}} dòng chưa ánh xạ',
    allDone: 'Đã ánh xạ hết',
    subtitle: '{{hospital}} · đã ánh xạ {{mapped}}/{{total}}',
    search: 'Tìm theo mã hoặc tên',
    unmappedOnly: 'Chỉ hiện dòng chưa ánh xạ',
    colCode: 'Mã',
    colStaff: 'Số nhân viên',
    suspended: 'Tạm ngưng',
    none: '— chưa ánh xạ —',
    notMapped: 'Chưa ánh xạ',
    categorySuspended: '{{name}} (đã tạm ngưng)',
    ungrouped: 'Khác',
    pickLabel: '{{category}} của {{name}}',
    changed: 'Chưa lưu',
    filterPlaceholder: 'Tìm danh mục',
    emptyFilter: 'Không tìm thấy danh mục',
    save: 'Lưu thay đổi',
    saveCount: 'Lưu thay đổi ({{count}})',
    revert: 'Hủy thay đổi',
    unsaved: 'Số dòng đã sửa, chưa lưu: {{count}}',
    discardConfirm: 'Các thay đổi chưa lưu ({{count}} dòng) sẽ bị bỏ. Tiếp tục?',
    discardAccept: 'Bỏ thay đổi',
    saved: 'Cập nhật thành công',
    savedDetail: 'Đã lưu ánh xạ của {{count}} dòng',
    readOnly: 'Bạn chỉ được xem. Cần chức năng sửa danh mục (DANH_MUC_SUA) để thay đổi ánh xạ.',
    emptyUnmapped: 'Không còn dòng nào chưa ánh xạ',
  },
  kinds: {
    phong_ban: {
      title: 'Ánh xạ phòng ban',
      short: 'Phòng ban',
      intro: 'Mỗi phòng ban của bệnh viện được gắn với một khoa/đơn vị công tác trong bộ câu hỏi AHRQ.',
      colName: 'Phòng ban',
      category: 'Khoa/đơn vị AHRQ',
      empty: 'Không có phòng ban nào',
      noneYet: 'Bệnh viện chưa có phòng ban nào',
      open: 'Ánh xạ phòng ban',
    },
    chuc_danh: {
      title: 'Ánh xạ chức danh',
      short: 'Chức danh',
      intro: 'Mỗi chức danh của bệnh viện được gắn với một vị trí công tác trong bộ câu hỏi AHRQ.',
      colName: 'Chức danh',
      category: 'Vị trí công tác AHRQ',
      empty: 'Không có chức danh nào',
      noneYet: 'Bệnh viện chưa có chức danh nào',
      open: 'Ánh xạ chức danh',
    },
  },
};

/** The shape every language's texts follow. */
export type CataloguesTexts = TextsOf<typeof cataloguesVi>;
