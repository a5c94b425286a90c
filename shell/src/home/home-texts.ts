import { i18n } from '@hm/platform';

/** The start page's texts (own namespace: loaded with the page, not with the login form). */
export const HOME_NS = 'home';

const vi = {
  hello: 'Xin chào {{name}}',
  mine: 'Khảo sát của tôi',
  mineEmpty: 'Hiện không có đợt khảo sát nào mời bạn.',
  vote: 'Bình chọn',
  voteAria: 'Bình chọn: {{title}}',
  voted: 'Đã gửi phiếu',
  opensAt: 'Mở lúc {{at}}',
  campaigns: 'Đợt khảo sát đang chạy',
  campaignsEmpty: 'Không có đợt khảo sát nào đang chạy.',
  responses: '{{voted}} / {{total}} đã gửi phiếu ({{rate}})',
  daysLeft_one: 'còn {{count}} ngày',
  daysLeft_other: 'còn {{count}} ngày',
  ended: 'đã hết thời gian',
  scheduled: 'mở lúc {{at}}',
  participation: 'Tình trạng tham gia',
  participationAria: 'Tình trạng tham gia: {{title}}',
  shortcuts: 'Lối tắt',
  go: {
    versions: 'Phiên bản khảo sát',
    dashboard: 'Dashboard bệnh viện',
    accounts: 'Tài khoản bệnh viện',
    staff: 'Nhân viên',
    myInfo: 'Thông tin của tôi',
  },
};
const en: typeof vi = {
  hello: 'Hello {{name}}',
  mine: 'My surveys',
  mineEmpty: 'No survey invites you at the moment.',
  vote: 'Vote',
  voteAria: 'Vote: {{title}}',
  voted: 'Submitted',
  opensAt: 'Opens {{at}}',
  campaigns: 'Running surveys',
  campaignsEmpty: 'No survey is running.',
  responses: '{{voted}} / {{total}} submitted ({{rate}})',
  daysLeft_one: '{{count}} day left',
  daysLeft_other: '{{count}} days left',
  ended: 'time is up',
  scheduled: 'opens {{at}}',
  participation: 'Participation',
  participationAria: 'Participation: {{title}}',
  shortcuts: 'Shortcuts',
  go: { versions: 'Survey versions', dashboard: 'Hospital dashboard', accounts: 'Hospital accounts', staff: 'Staff', myInfo: 'My participation' },
};

if (!i18n.hasResourceBundle('vi', HOME_NS)) {
  i18n.addResourceBundle('vi', HOME_NS, vi, true, true);
  i18n.addResourceBundle('en', HOME_NS, en, true, true);
}
