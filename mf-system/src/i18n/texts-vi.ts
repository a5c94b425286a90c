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
  audit: {
    title: 'Nhật ký thay đổi', time: 'Thời gian', account: 'Tài khoản', hospital: 'Bệnh viện', action: 'Hành động', entity: 'Đối tượng', entityId: 'Mã đối tượng',
    changes: 'Thay đổi', request: 'Mã yêu cầu', address: 'Địa chỉ', from: 'Từ ngày', to: 'Đến ngày', csv: 'Xuất CSV', empty: 'Không có dòng nhật ký nào',
    notice: 'Nhật ký chỉ đọc: không ai sửa hoặc xóa được dòng nhật ký.',
    actions: { create: 'Thêm', update: 'Sửa', delete: 'Xóa', refused: 'Bị từ chối', export: 'Xuất dữ liệu' },
  },
  uploads: {
    title: 'Quản lý tệp tải lên', upload: 'Tải lên', name: 'Tên tệp', type: 'Loại', size: 'Dung lượng', hospital: 'Bệnh viện',
    uploadedBy: 'Người tải lên', uploadedAt: 'Thời gian tải lên', description: 'Mô tả', kind: 'Loại tệp', images: 'Ảnh', documents: 'Tài liệu',
    productWide: 'Dùng chung (mọi bệnh viện)', shareAll: 'Dùng chung cho mọi bệnh viện', preview: 'Xem ảnh', download: 'Tải xuống',
    files: 'Tệp', filesHint: 'Tối đa {{mb}} MB mỗi tệp, tối đa {{max}} tệp mỗi lần. Nhận ảnh PNG, JPEG, WebP, GIF, PDF, Excel (.xlsx), Word (.docx), CSV và văn bản (.txt); loại tệp được kiểm tra theo nội dung, không theo tên. Không nhận SVG, HTML hay tệp chạy được.',
    limit: 'Mỗi tệp tối đa {{mb}} MB; loại tệp được kiểm tra theo nội dung.',
    chooseFile: 'Vui lòng chọn tệp để tải lên', tooLarge: '{{name}} vượt quá {{mb}} MB', tooMany: 'Chỉ tải lên tối đa {{max}} tệp mỗi lần',
    chosen: 'Đã chọn {{count}} tệp ({{size}})', progress: 'Đang tải lên', uploaded: 'Đã tải lên {{count}} tệp', editTitle: 'Sửa tệp: {{name}}',
    noPreview: 'Không hiển thị được ảnh', none: 'Không có', empty: 'Chưa có tệp nào',
    types: { png: 'Ảnh PNG', jpeg: 'Ảnh JPEG', webp: 'Ảnh WebP', gif: 'Ảnh GIF', pdf: 'PDF', xlsx: 'Excel', docx: 'Word', csv: 'CSV', txt: 'Văn bản', other: 'Khác' },
  },
  hospitalInfo: {
    title: 'Thông tin bệnh viện', hospital: 'Bệnh viện', name: 'Tên bệnh viện', address: 'Địa chỉ (số nhà, đường)', province: 'Tỉnh/thành phố',
    commune: 'Xã/phường/đặc khu', provinceFirst: 'Chọn tỉnh/thành phố trước', contact: 'Người liên hệ', phone: 'Số điện thoại', email: 'E-mail',
    ahrq: 'Đặc điểm bệnh viện (AHRQ)', beds: 'Số giường bệnh', ownership: 'Hình thức sở hữu', teaching: 'Bệnh viện giảng dạy',
    own: { cong_lap: 'Công lập', tu_nhan: 'Tư nhân', khac: 'Khác' },
    logo: 'Logo', logoNone: 'Chưa có logo', logoPick: 'Chọn ảnh đã tải lên', logoUpload: 'Tải ảnh mới', logoRemove: 'Bỏ logo',
    logoHint: 'Ảnh PNG, JPEG, WebP hoặc GIF, tối đa {{mb}} MB; hiển thị trong menu bên trái.', logoReadOnly: 'Cần quyền quản lý tệp tải lên để đổi logo.',
    saved: 'Đã lưu thông tin bệnh viện', noHospital: 'Chưa chọn bệnh viện', code: 'Mã bệnh viện: {{code}}',
  },
  mail: {
    title: 'Thư điện tử', configured: 'Đã cấu hình', notConfigured: 'Chưa cấu hình', server: 'Máy chủ thư', from: 'Người gửi',
    pending: 'Thư chờ gửi', failed: 'Thư gửi lỗi', lastError: 'Lỗi gần nhất', at: 'lúc {{at}}', none: 'Không có',
    notConfiguredHelp: 'Máy chủ chưa được cấu hình gửi thư (biến môi trường SMTP_URL, ví dụ smtp://user:mat-khau@mail.benhvien.vn:587). Thư mời và thư nhắc nằm ở trạng thái "Chờ gửi" và sẽ được gửi khi cấu hình xong.',
    testAddress: 'Gửi thư thử đến', testAddressHint: 'Để trống: gửi đến e-mail nhân viên của tài khoản bạn.', test: 'Gửi thư thử',
    sent: 'Đã gửi thư thử đến {{to}}', failedTest: 'Gửi thư thử đến {{to}} không thành công: {{error}}', detail: 'Máy chủ trả lời: {{detail}}',
  },
};
