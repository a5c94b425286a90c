import { CHANNEL_NAMES } from '@hm/contract';
import { i18n } from '@hm/platform';
import { DASHBOARD_NS } from '../i18n';

/** Texts of the response rate's split by channel (issue 26 item 6), under `channels` of the dashboard namespace. */
export const channelsVi = {
  caption: 'Tỷ lệ phản hồi theo kênh',
  hint: 'Mỗi người được mời qua đúng một kênh: liên kết cá nhân (thư mời, tài khoản), thẻ bình chọn đã phát, hoặc phiếu giấy đã in. Phiếu giấy chỉ được tính khi đã nhập hai lần và đối chiếu.',
  channel: 'Kênh',
  invited: 'Được mời',
  complete: 'Phiếu hoàn chỉnh',
  rate: 'Tỷ lệ',
  link: CHANNEL_NAMES.link.vi,
  card: CHANNEL_NAMES.card.vi,
  paper: CHANNEL_NAMES.paper.vi,
  summary: '{{channel}}: {{complete}} / {{invited}} ({{rate}})',
  byDepartment: 'Tỷ lệ phản hồi theo khoa/phòng và kênh',
  cell: '{{complete}} / {{invited}} ({{rate}})',
  cellHint: 'Mỗi ô: số phiếu hoàn chỉnh / số được mời qua kênh đó (tỷ lệ); “—”: khoa/phòng không được mời qua kênh đó.',
} as const;

export const channelsEn: Record<keyof typeof channelsVi, string> = {
  caption: 'Response rate by channel',
  hint: 'Each person is invited through exactly one channel: a personal link (invitation mail, staff account), a ballot card handed out, or a printed paper questionnaire. A paper counts once it has been keyed twice and verified.',
  channel: 'Channel',
  invited: 'Invited',
  complete: 'Complete responses',
  rate: 'Rate',
  link: CHANNEL_NAMES.link.en,
  card: CHANNEL_NAMES.card.en,
  paper: CHANNEL_NAMES.paper.en,
  summary: '{{channel}}: {{complete}} / {{invited}} ({{rate}})',
  byDepartment: 'Response rate by department and channel',
  cell: '{{complete}} / {{invited}} ({{rate}})',
  cellHint: 'Each cell: complete responses / staff invited through that channel (rate); “—”: the department was not invited through it.',
};

// Loaded with the split (a lazy component), not with the remote's first route: mf-dashboard's
// first route is at its size budget (e2e/tests/size-budgets.spec.ts).
if (!i18n.exists('channels.caption', { ns: DASHBOARD_NS, lng: 'vi' })) {
  i18n.addResourceBundle('vi', DASHBOARD_NS, { channels: channelsVi }, true, true);
  i18n.addResourceBundle('en', DASHBOARD_NS, { channels: channelsEn }, true, true);
}
