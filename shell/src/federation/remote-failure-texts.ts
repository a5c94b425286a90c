import { i18n } from '@hm/platform';

/** The shell's words for a remote that cannot be shown (namespace `remote`). */
export const REMOTE_NS = 'remote';

const vi = {
  title: 'Không mở được phân hệ {{module}}',
  'not-configured': 'Phân hệ này chưa được cài đặt trên máy chủ. Vui lòng báo quản trị viên.',
  unavailable: 'Trang này tạm thời không tải được. Vui lòng kiểm tra kết nối mạng rồi thử lại; nếu vẫn lỗi, hãy báo quản trị viên.',
  incompatible: 'Phân hệ này đang được cập nhật và chưa dùng được với phiên bản hiện tại của ứng dụng. Vui lòng thử lại sau ít phút.',
  render: 'Trang này gặp lỗi khi hiển thị. Vui lòng thử lại; nếu vẫn lỗi, hãy báo quản trị viên.',
};

const en: typeof vi = {
  title: 'Could not open the {{module}} module',
  'not-configured': 'This module is not installed on the server. Please tell your administrator.',
  unavailable: 'This page could not be loaded right now. Check your network connection and try again; if it keeps failing, tell your administrator.',
  incompatible: 'This module is being updated and does not work with this version of the application yet. Please try again in a few minutes.',
  render: 'This page ran into an error while showing. Please try again; if it keeps failing, tell your administrator.',
};

i18n.addResourceBundle('vi', REMOTE_NS, vi);
i18n.addResourceBundle('en', REMOTE_NS, en);

export type RemoteFailureText = keyof typeof vi;
