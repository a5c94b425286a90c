import { ep } from '../endpoint.js';
import { ZMailPreview, ZMailPreviewBody, ZMailTextsQuery, ZMailTextsSave, ZMailTextsTestResult, ZMailTextsView, ZVotePrivacyNotice } from '../entities/mail-texts.js';
import { ZVersionIdParams } from '../entities/survey/index.js';
import { FN } from '../functions.js';

const V = '/votesafety/v1';
const mail = { module: 'survey', fn: FN.surveyMail } as const;

/** The invitation and reminder texts a hospital writes for a version, their preview and test mail, and the staff's privacy notice (issue 26). */
export const mailTextEndpoints = {
  mailTextsGet: ep({
    method: 'GET',
    path: `${V}/email/noi-dung-thu`,
    ...mail,
    hospital: 'query',
    summary: 'Nội dung thư mời, thư nhắc và ghi chú quyền riêng tư của một phiên bản cho một bệnh viện (mặc định nếu bệnh viện chưa viết)',
    query: ZMailTextsQuery,
    response: ZMailTextsView,
  }),
  mailTextsSave: ep({
    method: 'PUT',
    path: `${V}/email/noi-dung-thu`,
    ...mail,
    hospital: 'body',
    audit: { entity: 'mailTexts', action: 'update', id: 'phien_ban_id' },
    summary: 'Lưu nội dung thư mời, thư nhắc (tiếng Việt, tiếng Anh), chữ ký và ghi chú quyền riêng tư',
    body: ZMailTextsSave,
    response: ZMailTextsView,
  }),
  mailTextsPreview: ep({
    method: 'POST',
    path: `${V}/email/noi-dung-thu/xem-truoc`,
    ...mail,
    hospital: 'body',
    summary: 'Xem trước một thư với thông tin của một người tham gia thật (liên kết cá nhân được che)',
    body: ZMailPreviewBody,
    response: ZMailPreview,
  }),
  mailTextsTestSend: ep({
    method: 'POST',
    path: `${V}/email/noi-dung-thu/gui-thu`,
    ...mail,
    hospital: 'body',
    audit: { entity: 'surveyMail', action: 'send-test', id: 'phien_ban_id' },
    summary: 'Gửi thư thử (qua hộp thư gửi đi) đến e-mail của chính người dùng',
    body: ZMailPreviewBody,
    response: ZMailTextsTestResult,
  }),
  votePrivacyNotice: ep({
    method: 'GET',
    path: `${V}/phien-ban-khao-sat/{id}/thong-bao-rieng-tu`,
    module: 'survey',
    fn: 'voter',
    summary: 'Điều nhân viên cần biết trước khi trả lời: ngưỡng nhóm tối thiểu, hạn và ghi chú của bệnh viện',
    params: ZVersionIdParams,
    response: ZVotePrivacyNotice,
  }),
};
