/** mf-system texts (Vietnamese). */
export const systemVi = {
  modules: { core: 'Chung', survey: 'Khảo sát', dashboard: 'Dashboard', reports: 'Báo cáo', system: 'Hệ thống', catalogues: 'Danh mục' },
  groups: {
    title: 'Phân quyền', add: 'Thêm nhóm quyền', view: 'Xem', code: 'Mã nhóm', name: 'Tên nhóm quyền', level: 'Cấp', description: 'Mô tả',
    newTitle: 'Thêm nhóm quyền', editTitle: 'Nhóm quyền: {{name}}', info: 'Thông tin nhóm', project: 'Dự án',
    menus: 'Menu được thấy', menusHint: 'Chọn một menu con thì menu cha của nó được chọn theo. Phím mũi tên để di chuyển, phím cách để chọn.',
    functions: 'Chức năng được dùng', selected: 'Đã chọn {{count}}/{{total}}',
    notHeld: 'bạn không có quyền này', back: 'Quay lại', save: 'Lưu', saved: 'Đã lưu nhóm quyền',
    discardConfirm: 'Các thay đổi chưa lưu sẽ bị mất. Quay lại mà không lưu?', discardAccept: 'Bỏ thay đổi',
    afterCreate: 'Lưu nhóm trước, sau đó gán menu và chức năng cho nhóm.',
    readOnly: 'Bạn chỉ được xem nhóm quyền này.',
    kept: 'Nhóm quản trị hệ thống luôn giữ mọi menu và chức năng đã có: chỉ có thể thêm, không thể bỏ bớt.',
    notice: 'Không ai có thể tạo, sửa hoặc gán nhóm quyền có chức năng mà chính mình không có, hay nhóm cao cấp hơn mình.',
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
