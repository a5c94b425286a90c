import type { TextsOf } from '@hm/platform';
import { staffImportTexts } from '../staff/import/import-texts';
import { reportTexts } from '../reports/report-texts';

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
  pages: {
    all: 'Tất cả',
    status: 'Trạng thái',
    hospitals: { title: 'Bệnh viện', add: 'Thêm bệnh viện', code: 'Mã bệnh viện', name: 'Tên bệnh viện', address: 'Địa chỉ (số nhà, đường)', province: 'Tỉnh/thành phố', commune: 'Xã/phường', provinceFirst: 'Chọn tỉnh/thành phố trước', phone: 'Điện thoại', email: 'E-mail', contact: 'Người liên hệ', beds: 'Số giường kế hoạch', ownership: 'Hình thức sở hữu', teaching: 'Bệnh viện giảng dạy', modules: 'Phân hệ được cấp phép', ahrq: 'Đặc điểm cơ sở theo AHRQ', own: { cong_lap: 'Công lập', tu_nhan: 'Tư nhân', khac: 'Khác' } },
    departments: { title: 'Phòng ban', add: 'Thêm phòng ban', code: 'Mã phòng ban', name: 'Tên phòng ban' },
    jobTitles: { title: 'Chức danh', add: 'Thêm chức danh', code: 'Mã chức danh', name: 'Tên chức danh', doctor: 'Chức danh bác sĩ', doctorHint: 'Nhân viên có chức danh này có trong danh sách bác sĩ' },
    positions: { title: 'Chức vụ', add: 'Thêm chức vụ', code: 'Mã chức vụ', name: 'Tên chức vụ' },
    staff: { title: 'Nhân viên', add: 'Thêm nhân viên', code: 'Mã nhân viên', name: 'Họ và tên', department: 'Phòng ban', jobTitle: 'Chức danh', position: 'Chức vụ', email: 'E-mail', phone: 'Điện thoại', external: 'Nhân sự ngoài', account: 'Tài khoản', import: 'Nhập từ Excel' },
    projects: { title: 'Dự án', add: 'Thêm dự án', code: 'Mã dự án', name: 'Tên dự án', description: 'Mô tả' },
    menus: { title: 'Menu', add: 'Thêm menu', code: 'Mã menu', name: 'Tên menu', nameEn: 'Tên tiếng Anh', path: 'Đường dẫn', icon: 'Biểu tượng', order: 'Thứ tự', level: 'Cấp', parent: 'Menu cha', module: 'Phân hệ', project: 'Dự án', clone: 'Nhân bản', cloneCode: 'Mã của bản sao' },
    groups: { title: 'Nhóm quyền', add: 'Thêm nhóm quyền', code: 'Mã nhóm', name: 'Tên nhóm quyền', level: 'Cấp', description: 'Mô tả', notice: 'Menu và chức năng của một nhóm được gán trên trang của nhóm (Hệ thống › Phân quyền).' },
    functions: { title: 'Chức năng', add: 'Thêm chức năng', code: 'Mã chức năng', name: 'Tên chức năng', nameEn: 'Tên tiếng Anh', module: 'Phân hệ', project: 'Dự án', clone: 'Nhân bản' },
    ahrqUnits: { title: 'Khoa/đơn vị AHRQ', add: 'Thêm khoa/đơn vị AHRQ' },
    ahrqPositions: { title: 'Vị trí công tác AHRQ', add: 'Thêm vị trí công tác AHRQ' },
    ahrq: { code: 'Mã', nameVi: 'Tên tiếng Việt', nameEn: 'Tên tiếng Anh', groupVi: 'Nhóm (tiếng Việt)', groupEn: 'Nhóm (tiếng Anh)', order: 'Thứ tự', systemOnly: 'Danh mục dùng chung cho mọi bệnh viện: chỉ quản trị hệ thống được sửa.' },
    modules: { survey: 'Khảo sát', dashboard: 'Thống kê', reports: 'Báo cáo', system: 'Hệ thống', catalogues: 'Danh mục', core: 'Chung' },
  },
  staffImport: staffImportTexts.vi,
  reports: reportTexts.vi,
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
