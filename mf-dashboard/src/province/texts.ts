import { i18n } from '@hm/platform';
import { DASHBOARD_NS } from '../i18n';

/** Texts of the hospital comparison page (issue 30 item 1), under `province` of the dashboard namespace. */
export const provinceVi = {
  title: 'So sánh bệnh viện',
  subtitle:
    'Kết quả cấp bệnh viện của các bệnh viện trong nhóm của bạn: mỗi bệnh viện với số liệu của chính nó, xếp hạng theo một lĩnh vực, kèm khoảng tin cậy 95%. Không có số liệu theo khoa/đơn vị, vị trí công tác hay ý kiến góp ý.',
  group: 'Nhóm bệnh viện: {{name}} ({{n}} bệnh viện)',
  noGroup: 'Tài khoản của bạn chưa được gán vào nhóm bệnh viện nào.',
  noVersion: 'Các bệnh viện trong nhóm chưa có đợt khảo sát nào.',
  filters: 'Chọn đợt khảo sát và lĩnh vực',
  version: 'Đợt khảo sát',
  composite: 'Xếp hạng theo lĩnh vực',
  average: 'Trung bình các lĩnh vực',
  noSnapshot: 'Đợt khảo sát chưa có số liệu công bố (số liệu có khi đợt khảo sát đóng).',
  caption: 'Các bệnh viện xếp hạng theo {{composite}}',
  rank: 'Hạng',
  hospital: 'Bệnh viện',
  score: '% tích cực',
  interval: 'Khoảng tin cậy 95%',
  rate: 'Tỷ lệ phản hồi',
  n: 'Số người trả lời',
  fewer: 'Dưới {{min}} người trả lời: không hiển thị số liệu',
  minNote:
    'Mỗi bệnh viện cần ít nhất {{min}} người trả lời (quy tắc của AHRQ) mới có số liệu; bệnh viện ít hơn được liệt kê ở cuối, không có số liệu. Không có tổng gộp các bệnh viện, để không suy ra được số liệu của bệnh viện bị ẩn.',
  intervalNote: 'Hai bệnh viện có khoảng tin cậy chồng lên nhau thì chưa chắc khác nhau thật.',
  progressTitle: 'Tiến độ các đợt khảo sát đang mở',
  progressNote:
    'Số nhân viên được mời, không đủ điều kiện và đã trả lời của cả bệnh viện, cập nhật liên tục. Không có điểm số khi đợt khảo sát chưa đóng, không có số liệu theo khoa/đơn vị.',
  progressCaption: '{{title}}: đang mở ({{start}} – {{end}})',
  progressCaptionPaused: '{{title}}: tạm dừng ({{start}} – {{end}})',
  progressPush: 'Triển khai cho {{count}} bệnh viện',
  hospitalPaused: '{{name}} (tạm dừng)',
  invited: 'Được mời',
  ineligible: 'Không đủ điều kiện',
  responded: 'Đã trả lời',
} as const;

export const provinceEn: Record<keyof typeof provinceVi, string> = {
  title: 'Hospital comparison',
  subtitle:
    'Hospital-level results of the hospitals in your group: each hospital with its own figures, ranked on one composite with its 95% confidence interval. No figures by unit, staff position or comment.',
  group: 'Hospital group: {{name}} ({{n}} hospitals)',
  noGroup: 'Your account is not assigned to a hospital group.',
  noVersion: 'The hospitals of your group have no survey yet.',
  filters: 'Choose a survey and a composite',
  version: 'Survey',
  composite: 'Rank on composite',
  average: 'Average of the composites',
  noSnapshot: 'This survey has no published figures yet (figures come when the survey closes).',
  caption: 'Hospitals ranked on {{composite}}',
  rank: 'Rank',
  hospital: 'Hospital',
  score: '% positive',
  interval: '95% confidence interval',
  rate: 'Response rate',
  n: 'Respondents',
  fewer: 'Fewer than {{min}} respondents: no figures shown',
  minNote:
    'A hospital needs at least {{min}} respondents (AHRQ’s rule) to show figures; hospitals with fewer are listed at the bottom without figures. There is no total over the hospitals, so that a hidden hospital cannot be worked out.',
  intervalNote: 'Two hospitals whose intervals overlap may not really differ.',
  progressTitle: 'Progress of the open surveys',
  progressNote: 'Staff invited, ineligible and responded for the whole hospital, updated live. No scores until the survey closes, no figures by unit.',
  progressCaption: '{{title}}: open ({{start}} – {{end}})',
  progressCaptionPaused: '{{title}}: paused ({{start}} – {{end}})',
  progressPush: 'Pushed to {{count}} hospitals',
  hospitalPaused: '{{name}} (paused)',
  invited: 'Invited',
  ineligible: 'Ineligible',
  responded: 'Responded',
};

// Loaded with the page (a lazy route), not with the remote's first route: mf-dashboard's first
// route is near its size budget (e2e/tests/size-budgets.spec.ts).
if (!i18n.exists('province.title', { ns: DASHBOARD_NS, lng: 'vi' })) {
  i18n.addResourceBundle('vi', DASHBOARD_NS, { province: provinceVi }, true, true);
  i18n.addResourceBundle('en', DASHBOARD_NS, { province: provinceEn }, true, true);
}
