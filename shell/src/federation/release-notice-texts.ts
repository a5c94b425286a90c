import { i18n } from '@hm/platform';

/** The shell's words for the release notices (namespace `release`): a new version, a QA override. */
export const RELEASE_NS = 'release';

const vi = {
  stale: 'Đã có phiên bản mới',
  reload: 'Tải lại',
  later: 'Để sau',
  staleHint: 'Trang này vẫn chạy phiên bản đã tải cho đến khi bạn tải lại; việc đang làm dở (như phiếu đang bình chọn) không bị gián đoạn.',
  qa: 'Bạn đang chạy bản kiểm thử (chỉ tài khoản của bạn): {{list}}',
  qaManage: 'Đổi hoặc bỏ',
};

const en: typeof vi = {
  stale: 'A new version is available',
  reload: 'Reload',
  later: 'Later',
  staleHint: 'This page keeps running the version it loaded until you reload; work in progress (such as a vote) is not interrupted.',
  qa: 'You are running a QA release (your account only): {{list}}',
  qaManage: 'Change or clear',
};

i18n.addResourceBundle('vi', RELEASE_NS, vi);
i18n.addResourceBundle('en', RELEASE_NS, en);
