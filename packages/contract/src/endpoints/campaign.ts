import { ep } from '../endpoint.js';
import { ZCampaignQuery, ZCampaignRetryResult, ZCampaignStartResult, ZCampaignTarget, ZCampaignTargetSave, ZCampaignVersionBody, ZCampaignView } from '../entities/survey/index.js';
import { FN } from '../functions.js';

const V = '/votesafety/v1';

/** The campaign page of a version (issue 26 item 1, docs/decisions/campaign-page.md). */
export const campaignEndpoints = {
  campaignView: ep({
    method: 'GET',
    path: `${V}/chien-dich`,
    module: 'survey',
    fn: FN.surveyRead,
    hospital: 'row',
    summary: 'Chiến dịch của một phiên bản: các bước và việc tiếp theo, tỷ lệ phản hồi (toàn viện, theo khoa, theo kênh) so với mục tiêu, thư lỗi',
    query: ZCampaignQuery,
    response: ZCampaignView,
  }),
  campaignStartAndSend: ep({
    method: 'POST',
    path: `${V}/chien-dich/bat-dau-va-gui`,
    module: 'survey',
    // Also needs the mail function (checked with the version, in the same transaction).
    fn: FN.surveyWrite,
    hospital: 'row',
    audit: { entity: 'surveyVersion', action: 'start', id: 'phien_ban_id' },
    summary: 'Bắt đầu khảo sát và gửi thư mời cho người tham gia chưa nhận thư, trong một giao dịch',
    body: ZCampaignVersionBody,
    response: ZCampaignStartResult,
  }),
  campaignTargetSave: ep({
    method: 'PUT',
    path: `${V}/chien-dich/muc-tieu`,
    module: 'survey',
    fn: FN.surveyWrite,
    hospital: 'body',
    audit: { entity: 'campaignTarget', action: 'update', id: 'phien_ban_id' },
    summary: 'Đặt mục tiêu tỷ lệ phản hồi (%) của bệnh viện cho một phiên bản',
    body: ZCampaignTargetSave,
    response: ZCampaignTarget,
  }),
  campaignMailRetry: ep({
    method: 'POST',
    path: `${V}/chien-dich/gui-lai`,
    module: 'survey',
    fn: FN.surveyMail,
    hospital: 'row',
    audit: { entity: 'surveyMail', action: 'retry-failed', id: 'phien_ban_id' },
    summary: 'Gửi lại các thư lỗi của một phiên bản',
    body: ZCampaignVersionBody,
    response: ZCampaignRetryResult,
  }),
};
