/** mf-system texts (Vietnamese). */
export const systemVi = {
  modules: { survey: 'Khảo sát', dashboard: 'Dashboard', reports: 'Báo cáo', system: 'Hệ thống', catalogues: 'Danh mục' },
  accounts: {
    title: 'Tài khoản', hospitalTitle: 'Tài khoản bệnh viện', add: 'Thêm tài khoản', edit: 'Sửa tài khoản {{name}}',
    username: 'Tên tài khoản', displayName: 'Tên hiển thị', group: 'Nhóm quyền', hospital: 'Bệnh viện', staff: 'Nhân viên sử dụng', status: 'Trạng thái',
    active: 'Đang hoạt động', password: 'Mật khẩu', confirm: 'Nhập lại mật khẩu', all: 'Tất cả', on: 'Hoạt động', off: 'Đã khóa',
    mustChange: 'Phải đổi mật khẩu', noHospital: '(mọi bệnh viện)', noStaff: '(không gán)', otherHospitals: 'Bệnh viện khác', setPassword: 'Đặt mật khẩu',
    usernameHint: 'Chữ không dấu, chữ số và . _ - @; không phân biệt hoa thường',
    hospitalHint: 'Để trống chỉ với tài khoản quản trị hệ thống',
    passwordHint: 'Mật khẩu ban đầu, ít nhất 8 ký tự: người dùng phải đổi khi đăng nhập lần đầu. Khi sửa, để trống nếu không đổi.',
    passwordNotice: 'Người dùng phải đổi mật khẩu này khi đăng nhập lần sau; mọi phiên đăng nhập hiện có của tài khoản kết thúc ngay.',
    staffHint: 'Nhân viên của bệnh viện của tài khoản; mỗi nhân viên chỉ một tài khoản.',
    groupHint: 'Chỉ các nhóm không cao hơn nhóm quyền của bạn.',
    hospitalsHint: 'Tài khoản được làm việc với các bệnh viện này ngoài bệnh viện của mình.',
    notice: 'Khóa một tài khoản kết thúc mọi phiên đăng nhập của nó ngay. Tài khoản đã từng sử dụng không bị xóa mà bị khóa, để giữ lịch sử.',
    saved: 'Cập nhật thành công', ownPassword: 'Đổi mật khẩu của tôi', ownSave: 'Đổi mật khẩu',
    own: { mat_khau_cu: 'Mật khẩu hiện tại', mat_khau: 'Mật khẩu mới', confirm: 'Nhập lại mật khẩu mới' },
    dialogs: { password: 'Đặt mật khẩu cho {{name}}', staff: 'Nhân viên sử dụng {{name}}', group: 'Nhóm quyền của {{name}}', hospitals: 'Bệnh viện khác của {{name}}' },
  },
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
  audit: {
    title: 'Nhật ký thay đổi', time: 'Thời gian', account: 'Tài khoản', hospital: 'Bệnh viện', action: 'Hành động', entity: 'Đối tượng', entityId: 'Mã đối tượng',
    changes: 'Thay đổi', request: 'Mã yêu cầu', address: 'Địa chỉ', from: 'Từ ngày', to: 'Đến ngày', csv: 'Xuất CSV', empty: 'Không có dòng nhật ký nào',
    notice: 'Nhật ký chỉ đọc: không ai sửa hoặc xóa được dòng nhật ký.',
    actions: { create: 'Thêm', update: 'Sửa', delete: 'Xóa', refused: 'Bị từ chối', export: 'Xuất dữ liệu' },
  },
};
