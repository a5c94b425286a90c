import { z } from 'zod';
import { ZPage } from '../common.js';
import { ep } from '../endpoint.js';
import {
  ZAnswer, ZAnswerCreate, ZAnswerListQuery, ZAnswerSetBody, ZAnswerUpdate, ZComposite, ZCompositeCreate, ZCompositeListQuery,
  ZCompositeUpdate, ZHospitalVersion, ZHospitalVersionQuery, ZHospitalVersionSet, ZOpenVersion, ZOpenVersionQuery, ZOutboxMail, ZMailServerStatus,
  ZOutboxQuery, ZPart, ZPartCreate, ZPartListQuery, ZPartUpdate, ZQuestion, ZQuestionCreate, ZQuestionListQuery, ZQuestionUpdate,
  ZReorderBody, ZSendMailBody, ZSendMailResult, ZStaffSurvey, ZStaffSurveyCheck, ZStaffSurveyCheckQuery, ZStaffSurveyCreate,
  ZStaffInvitation, ZStaffInvitationQuery, ZStaffInviteByFilter, ZStaffSurveyGroup, ZStaffSurveyGroupQuery, ZStaffSurveyIneligible, ZStaffSurveyListQuery, ZStaffSurveySync, ZStaffSurveySyncResult,
  ZStructureIdParams, ZSurveyDetail, ZSurveyVersion, ZSurveyVersionCreate, ZSurveyVersionListQuery, ZSurveyVersionRow,
  ZSurveyVersionUpdate, ZVersionCloseBody, ZVersionCopyBody, ZVersionIdBody, ZVersionIdParams, ZVersionLanguageParams, ZVersionStartBody, ZVersionStartPreview, ZVersionStartResult,
} from '../entities/survey/index.js';
import { FN } from '../functions.js';

const V = '/votesafety/v1';
const read = { module: 'survey', fn: FN.surveyRead } as const;
const write = { module: 'survey', fn: FN.surveyWrite } as const;
const mail = { module: 'survey', fn: FN.surveyMail } as const;
const ZOk = z.object({ message: z.string() });

/** Survey authoring (issue 4): versions, structure, hospitals, staff records, mails. */
export const surveyEndpoints = {
  versionList: ep({ method: 'GET', path: `${V}/phien-ban-khao-sat`, ...read, summary: 'Danh sách phiên bản khảo sát (kèm số đã bình chọn / tổng)', query: ZSurveyVersionListQuery, response: ZPage(ZSurveyVersionRow) }),
  versionNew: ep({ method: 'GET', path: `${V}/phien-ban-khao-sat-new`, module: 'survey', fn: 'voter', summary: 'Phiên bản đang mở cho người dùng (số đã bình chọn / tổng của bệnh viện và trạng thái của chính người dùng)', query: ZOpenVersionQuery, response: z.array(ZOpenVersion) }),
  versionStaffGroups: ep({ method: 'GET', path: `${V}/phien-ban-khao-sat/nhan-vien-khao-sat`, ...read, summary: 'Tình hình tham gia theo bệnh viện (GroupUserByBV)', query: ZStaffSurveyGroupQuery, response: z.array(ZStaffSurveyGroup) }),
  versionById: ep({ method: 'GET', path: `${V}/phien-ban-khao-sat/{id}`, ...read, summary: 'Phiên bản khảo sát với toàn bộ câu hỏi', params: ZVersionIdParams, response: ZSurveyDetail }),
  versionByLanguage: ep({ method: 'GET', path: `${V}/phien-ban-khao-sat/{id}/{language}`, module: 'survey', fn: null, voterSession: true, summary: 'Phiên bản khảo sát bằng một ngôn ngữ (người được mời hoặc người xem khảo sát)', params: ZVersionLanguageParams, response: ZSurveyDetail }),
  versionCreate: ep({ method: 'POST', path: `${V}/phien-ban-khao-sat`, ...write, hospital: 'body', audit: { entity: 'surveyVersion', action: 'create', id: 'phien_ban_id' }, summary: 'Thêm phiên bản khảo sát', body: ZSurveyVersionCreate, response: ZSurveyVersion }),
  versionUpdate: ep({ method: 'PUT', path: `${V}/phien-ban-khao-sat`, ...write, hospital: 'row', audit: { entity: 'surveyVersion', action: 'update', id: 'phien_ban_id' }, summary: 'Sửa phiên bản khảo sát (khôi phục nếu đã ẩn)', body: ZSurveyVersionUpdate, response: ZSurveyVersion }),
  versionSoftDelete: ep({ method: 'PUT', path: `${V}/phien-ban-khao-sat/delete`, ...write, hospital: 'row', audit: { entity: 'surveyVersion', action: 'an', id: 'phien_ban_id' }, summary: 'Ẩn phiên bản khảo sát (giữ dữ liệu)', body: ZVersionIdBody, response: ZSurveyVersion }),
  versionDelete: ep({ method: 'DELETE', path: `${V}/phien-ban-khao-sat/{id}`, ...write, hospital: 'row', audit: { entity: 'surveyVersion', action: 'delete' }, summary: 'Xóa hẳn phiên bản chưa có kết quả', params: ZVersionIdParams, response: ZOk }),
  versionClose: ep({ method: 'POST', path: `${V}/phien-ban-khao-sat/{id}/close`, ...write, hospital: 'row', audit: { entity: 'surveyVersion', action: 'close' }, summary: 'Đóng phiên bản (2 đóng hẳn, 3 tạm đóng)', params: ZVersionIdParams, body: ZVersionCloseBody, response: ZSurveyVersion }),
  versionStart: ep({ method: 'POST', path: `${V}/phien-ban-khao-sat/{id}/start`, ...write, hospital: 'row', audit: { entity: 'surveyVersion', action: 'start' }, summary: 'Bắt đầu (mở lại) khảo sát: bệnh viện đã chọn nhân viên giữ nguyên, bệnh viện chưa chọn mời toàn bộ (moi_toan_bo: mời toàn bộ mọi nơi)', params: ZVersionIdParams, body: ZVersionStartBody, response: ZVersionStartResult }),
  versionStartPreview: ep({ method: 'GET', path: `${V}/phien-ban-khao-sat/{id}/start-preview`, ...write, summary: 'Bắt đầu sẽ mời ai: số đã mời và tổng nhân viên của từng bệnh viện', params: ZVersionIdParams, response: ZVersionStartPreview }),
  versionCopy: ep({ method: 'POST', path: `${V}/phien-ban-khao-sat/{id}/copy`, ...write, hospital: 'row', audit: { entity: 'surveyVersion', action: 'copy', id: 'phien_ban_id' }, summary: 'Sao chép mẫu (hoặc phiên bản) thành phiên bản mới của bệnh viện', params: ZVersionIdParams, body: ZVersionCopyBody, response: ZSurveyVersion }),

  partList: ep({ method: 'GET', path: `${V}/phan-cau-hoi`, ...read, summary: 'Danh sách phần câu hỏi', query: ZPartListQuery, response: ZPage(ZPart) }),
  partCreate: ep({ method: 'POST', path: `${V}/phan-cau-hoi`, ...write, hospital: 'row', audit: { entity: 'surveyPart', action: 'create' }, summary: 'Thêm phần câu hỏi', body: ZPartCreate, response: ZPart }),
  partUpdate: ep({ method: 'PUT', path: `${V}/phan-cau-hoi`, ...write, hospital: 'row', audit: { entity: 'surveyPart', action: 'update' }, summary: 'Sửa phần câu hỏi', body: ZPartUpdate, response: ZPart }),
  partReorder: ep({ method: 'PUT', path: `${V}/phan-cau-hoi/sap-xep`, ...write, hospital: 'row', audit: { entity: 'surveyPart', action: 'reorder' }, summary: 'Sắp xếp các phần của phiên bản (parent_id = phien_ban_id)', body: ZReorderBody, response: z.array(ZPart) }),
  partDelete: ep({ method: 'DELETE', path: `${V}/phan-cau-hoi/{id}`, ...write, hospital: 'row', audit: { entity: 'surveyPart', action: 'delete' }, summary: 'Xóa phần câu hỏi', params: ZStructureIdParams, response: ZOk }),

  questionList: ep({ method: 'GET', path: `${V}/cau-hoi`, ...read, summary: 'Danh sách câu hỏi', query: ZQuestionListQuery, response: ZPage(ZQuestion) }),
  questionCreate: ep({ method: 'POST', path: `${V}/cau-hoi`, ...write, hospital: 'row', audit: { entity: 'surveyQuestion', action: 'create' }, summary: 'Thêm câu hỏi', body: ZQuestionCreate, response: ZQuestion }),
  questionUpdate: ep({ method: 'PUT', path: `${V}/cau-hoi`, ...write, hospital: 'row', audit: { entity: 'surveyQuestion', action: 'update' }, summary: 'Sửa câu hỏi', body: ZQuestionUpdate, response: ZQuestion }),
  questionReorder: ep({ method: 'PUT', path: `${V}/cau-hoi/sap-xep`, ...write, hospital: 'row', audit: { entity: 'surveyQuestion', action: 'reorder' }, summary: 'Sắp xếp câu hỏi của một phần (parent_id = phancauhoi_id)', body: ZReorderBody, response: z.array(ZQuestion) }),
  questionDelete: ep({ method: 'DELETE', path: `${V}/cau-hoi/{id}`, ...write, hospital: 'row', audit: { entity: 'surveyQuestion', action: 'delete' }, summary: 'Xóa câu hỏi', params: ZStructureIdParams, response: ZOk }),

  answerList: ep({ method: 'GET', path: `${V}/dap-an`, ...read, summary: 'Đáp án của câu hỏi', query: ZAnswerListQuery, response: z.array(ZAnswer) }),
  answerCreate: ep({ method: 'POST', path: `${V}/dap-an`, ...write, hospital: 'row', audit: { entity: 'surveyAnswer', action: 'create' }, summary: 'Thêm đáp án', body: ZAnswerCreate, response: ZAnswer }),
  answerUpdate: ep({ method: 'PUT', path: `${V}/dap-an`, ...write, hospital: 'row', audit: { entity: 'surveyAnswer', action: 'update' }, summary: 'Sửa đáp án', body: ZAnswerUpdate, response: ZAnswer }),
  answerSet: ep({ method: 'PUT', path: `${V}/dap-an/danh-sach`, ...write, hospital: 'row', audit: { entity: 'surveyAnswer', action: 'replace' }, summary: 'Thay toàn bộ đáp án của câu hỏi (MFormDapAn)', body: ZAnswerSetBody, response: z.array(ZAnswer) }),
  answerDelete: ep({ method: 'DELETE', path: `${V}/dap-an/{id}`, ...write, hospital: 'row', audit: { entity: 'surveyAnswer', action: 'delete' }, summary: 'Xóa đáp án', params: ZStructureIdParams, response: ZOk }),

  compositeList: ep({ method: 'GET', path: `${V}/composite`, ...read, summary: 'Danh sách composite', query: ZCompositeListQuery, response: ZPage(ZComposite) }),
  compositeCreate: ep({ method: 'POST', path: `${V}/composite`, ...write, hospital: 'row', audit: { entity: 'surveyComposite', action: 'create' }, summary: 'Thêm composite', body: ZCompositeCreate, response: ZComposite }),
  compositeUpdate: ep({ method: 'PUT', path: `${V}/composite`, ...write, hospital: 'row', audit: { entity: 'surveyComposite', action: 'update' }, summary: 'Sửa composite', body: ZCompositeUpdate, response: ZComposite }),
  compositeDelete: ep({ method: 'DELETE', path: `${V}/composite/{id}`, ...write, hospital: 'row', audit: { entity: 'surveyComposite', action: 'delete' }, summary: 'Xóa composite', params: ZStructureIdParams, response: ZOk }),

  hospitalVersionSet: ep({ method: 'POST', path: `${V}/phien-ban-benh-vien`, ...write, hospital: 'row', audit: { entity: 'versionHospital', action: 'update', id: 'phien_ban_id' }, summary: 'Chọn các bệnh viện tham gia phiên bản', body: ZHospitalVersionSet, response: z.array(ZHospitalVersion) }),
  hospitalVersionList: ep({ method: 'GET', path: `${V}/phien-ban-benh-vien`, ...read, summary: 'Bệnh viện tham gia phiên bản', query: ZHospitalVersionQuery, response: z.array(ZHospitalVersion) }),

  staffSurveyList: ep({ method: 'GET', path: `${V}/nhan-vien-khao-sat`, ...read, summary: 'Nhân viên tham gia khảo sát (TableUser)', query: ZStaffSurveyListQuery, response: ZPage(ZStaffSurvey) }),
  staffSurveyCreate: ep({ method: 'POST', path: `${V}/nhan-vien-khao-sat`, ...write, hospital: 'row', audit: { entity: 'staffSurvey', action: 'invite', id: 'phien_ban_id' }, summary: 'Mời các nhân viên đã chọn', body: ZStaffSurveyCreate, response: ZStaffSurveySyncResult }),
  staffSurveyCheck: ep({ method: 'GET', path: `${V}/nhan-vien-khao-sat/check`, module: 'survey', fn: null, voterSession: true, summary: 'Tình trạng khảo sát của chính người dùng', query: ZStaffSurveyCheckQuery, response: ZStaffSurveyCheck }),
  staffSurveySync: ep({ method: 'POST', path: `${V}/nhan-vien-khao-sat/tao-nhan-vien-khao-sat-benh-vien`, ...write, hospital: 'row', audit: { entity: 'staffSurvey', action: 'sync', id: 'phien_ban_id' }, summary: 'Tạo / đồng bộ danh sách nhân viên của bệnh viện (không trùng, không đặt lại phiếu)', body: ZStaffSurveySync, response: ZStaffSurveySyncResult }),
  staffSurveyIneligible: ep({ method: 'PUT', path: `${V}/nhan-vien-khao-sat/ineligible`, ...write, hospital: 'row', audit: { entity: 'staffSurvey', action: 'ineligible', id: 'nhan_vien_khao_sat_id' }, summary: 'Đánh dấu nhân viên không đủ điều kiện (đã nghỉ trong đợt khảo sát)', body: ZStaffSurveyIneligible, response: ZStaffSurvey }),
  staffInvitationList: ep({ method: 'GET', path: `${V}/nhan-vien-khao-sat/danh-sach-moi`, ...read, summary: 'Nhân viên đang làm việc của bệnh viện và lời mời của họ cho phiên bản (đã mời, đã bình chọn, thư mời, thư nhắc; lọc theo khoa/phòng, chức danh, chưa mời)', query: ZStaffInvitationQuery, response: ZPage(ZStaffInvitation) }),
  staffInviteByFilter: ep({ method: 'POST', path: `${V}/nhan-vien-khao-sat/moi-theo-bo-loc`, ...write, hospital: 'row', audit: { entity: 'staffSurvey', action: 'invite-by-filter', id: 'phien_ban_id' }, summary: 'Mời mọi nhân viên đang làm việc khớp bộ lọc (khoa/phòng, chức danh, từ khóa); nhân viên đã mời được giữ nguyên', body: ZStaffInviteByFilter, response: ZStaffSurveySyncResult }),
  staffSurveyDelete: ep({ method: 'DELETE', path: `${V}/nhan-vien-khao-sat/{id}`, ...write, hospital: 'row', audit: { entity: 'staffSurvey', action: 'delete' }, summary: 'Bỏ một nhân viên chưa bình chọn khỏi danh sách', params: ZStructureIdParams, response: ZOk }),

  mailRemind: ep({ method: 'POST', path: `${V}/email/send-email`, ...mail, hospital: 'row', audit: { entity: 'surveyMail', action: 'send-reminder', id: 'phien_ban_id' }, summary: 'Gửi thư nhắc nhân viên chưa hoàn thành', body: ZSendMailBody, response: ZSendMailResult }),
  mailInvite: ep({ method: 'POST', path: `${V}/email/send-email-moi-khao-sat`, ...mail, hospital: 'row', audit: { entity: 'surveyMail', action: 'send-invitation', id: 'phien_ban_id' }, summary: 'Gửi thư mời khảo sát', body: ZSendMailBody, response: ZSendMailResult }),
  mailServerStatus: ep({ method: 'GET', path: `${V}/email/trang-thai`, module: 'survey', fn: FN.outboxRead, summary: 'Máy chủ thư đã cấu hình chưa, số thư chờ gửi và lỗi gần nhất', response: ZMailServerStatus }),
  mailOutbox: ep({ method: 'GET', path: `${V}/email/hop-thu`, module: 'survey', fn: FN.outboxRead, summary: 'Hộp thư gửi đi (liên kết cá nhân được che)', query: ZOutboxQuery, response: ZPage(ZOutboxMail) }),
};
