import { i18n } from '@hm/platform';
import { DASHBOARD_NS } from '../i18n';

/** Texts of the composite panel's position among the federated benchmark (issue 30 item 3), under `federatedPosition` of the dashboard namespace. */
export const federatedPositionVi = {
  column: 'Vị trí (điểm chuẩn liên kết)',
  caption: 'Vị trí giữa {{n}} bệnh viện của điểm chuẩn liên kết năm {{year}}',
  note: 'Điểm chuẩn liên kết {{code}}: bách phân vị 10, 25, 50, 75, 90 của {{n}} bệnh viện, mỗi bệnh viện một giá trị.',
  failed: 'Không tải được vị trí so với điểm chuẩn liên kết.',
  retry: 'Thử lại',
};

export const federatedPositionEn: typeof federatedPositionVi = {
  column: 'Position (federated benchmark)',
  caption: 'Position among the {{n}} hospitals of the {{year}} federated benchmark',
  note: 'Federated benchmark {{code}}: 10th, 25th, 50th, 75th and 90th percentiles of {{n}} hospitals, one value per hospital.',
  failed: 'Could not load the position against the federated benchmark.',
  retry: 'Retry',
};

// Loaded with the position's table (a lazy component), not with the remote's first route:
// mf-dashboard's first route is at its size budget (e2e/tests/size-budgets.spec.ts).
if (!i18n.exists('federatedPosition.column', { ns: DASHBOARD_NS, lng: 'vi' })) {
  i18n.addResourceBundle('vi', DASHBOARD_NS, { federatedPosition: federatedPositionVi }, true, true);
  i18n.addResourceBundle('en', DASHBOARD_NS, { federatedPosition: federatedPositionEn }, true, true);
}
