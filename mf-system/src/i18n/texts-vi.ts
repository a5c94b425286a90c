/** mf-system texts (Vietnamese). */
export const systemVi = {
  modules: { survey: 'Khảo sát', dashboard: 'Dashboard', reports: 'Báo cáo', system: 'Hệ thống', catalogues: 'Danh mục' },
  params: {
    title: 'Tham số hệ thống', add: 'Thêm tham số', code: 'Mã tham số', name: 'Tên tham số', value: 'Giá trị', description: 'Mô tả',
    scope: 'Phạm vi', productDefault: 'Mặc định (mọi bệnh viện)', hospital: 'Bệnh viện',
    notice: 'Giá trị riêng của một bệnh viện thay cho giá trị mặc định. Số người trả lời tối thiểu không bao giờ dưới 3.',
  },
  licences: {
    title: 'Bản quyền phân hệ theo bệnh viện', code: 'Mã bệnh viện', name: 'Bệnh viện', edit: 'Bản quyền', on: 'Bật', off: 'Tắt', expired: 'Hết hiệu lực',
    from: 'Từ ngày', to: 'Đến ngày', noLimit: 'không giới hạn', saved: 'Đã cập nhật bản quyền', dialog: 'Bản quyền của {{name}}',
    hint: 'Tắt một phân hệ thì menu, trang và các lệnh gọi của phân hệ đó bị từ chối ngay ở lần tải tiếp theo.',
  },
  accountDepts: {
    title: 'Tài khoản phòng ban', add: 'Gán phòng ban', account: 'Tài khoản', displayName: 'Tên hiển thị', department: 'Phòng ban', departments: 'Phòng ban',
    hospital: 'Bệnh viện', group: 'Nhóm quyền', linked: 'Đang gán: {{names}}', noneLinked: 'Chưa gán phòng ban nào',
    accountSearch: 'Gõ tên tài khoản để tìm', accountHint: 'Chỉ tài khoản cấp nhân viên (ví dụ nhóm Trưởng khoa/phòng) của bệnh viện đang chọn',
    openAccounts: 'Hiện danh sách tài khoản', noAccount: 'Không tìm thấy tài khoản', departmentCount: '{{count}} phòng ban',
    chooseAccount: 'Vui lòng chọn tài khoản', chooseDepartments: 'Vui lòng chọn ít nhất một phòng ban', allLinked: 'Tài khoản đã được gán mọi phòng ban',
    editTitle: 'Sửa gán phòng ban: {{name}}', saved: 'Đã gán phòng ban', updated: 'Đã cập nhật gán phòng ban',
    removeAll: 'Xóa mọi phòng ban của tài khoản', removeAllConfirm: 'Xóa mọi phòng ban đã gán cho tài khoản {{name}}? Tài khoản sẽ không còn xem được tình trạng tham gia của nhân viên nào.',
    removedAll: 'Đã xóa mọi phòng ban của tài khoản', empty: 'Chưa có tài khoản nào được gán phòng ban',
    notice: 'Trưởng khoa/phòng (tài khoản cấp nhân viên) chỉ xem được danh sách nhân viên và tình trạng tham gia khảo sát của các phòng ban được gán; chưa gán phòng ban nào thì không xem được của ai. Điểm số vẫn là số liệu chung của bệnh viện, đã ẩn các nhóm dưới số người tối thiểu. Tài khoản quản trị không bị giới hạn theo phòng ban.',
  },
  audit: {
    title: 'Nhật ký thay đổi', time: 'Thời gian', account: 'Tài khoản', hospital: 'Bệnh viện', action: 'Hành động', entity: 'Đối tượng', entityId: 'Mã đối tượng',
    changes: 'Thay đổi', request: 'Mã yêu cầu', address: 'Địa chỉ', from: 'Từ ngày', to: 'Đến ngày', csv: 'Xuất CSV', empty: 'Không có dòng nhật ký nào',
    notice: 'Nhật ký chỉ đọc: không ai sửa hoặc xóa được dòng nhật ký.',
    actions: { create: 'Thêm', update: 'Sửa', delete: 'Xóa', refused: 'Bị từ chối', export: 'Xuất dữ liệu' },
  },
};
