import { z } from 'zod';
import { ep } from '../endpoint.js';
import { FN } from '../functions.js';
import { ZBallotCardLanguageParams, ZBallotCardOpen, ZBallotCardOverview, ZBallotCardPrint, ZBallotCardQuery, ZBallotCardSession } from '../entities/ballot-cards.js';
import { ZVotePrivacyNotice } from '../entities/mail-texts.js';
import { ZSurveyDetail, ZVoteDraft, ZVoteDraftQuery, ZVoteDraftSave, ZVoteCheck, ZVoteCheckQuery, ZVoteSubmit, ZVoteSubmitResult } from '../entities/survey/index.js';

const C = '/votesafety/v1/the-binh-chon';
const manage = { module: 'survey', fn: FN.ballotCards } as const;
/**
 * The card's own calls: no login. `mo` trades a code for a card session; the others carry that
 * session as `Authorization: Bearer …` (`cardSession`), checked by the module (the card, its
 * batch and version on every call, like a voter session's record).
 */
const card = { module: 'survey', fn: 'public', cardSession: true } as const;

/** Printed ballot cards for staff without e-mail (issue 26 item 4, docs/decisions/ballot-cards.md). */
export const ballotCardEndpoints = {
  ballotCardOverview: ep({ method: 'GET', path: C, ...manage, summary: 'Thẻ bình chọn của một phiên bản theo khoa/phòng', query: ZBallotCardQuery, response: ZBallotCardOverview }),
  ballotCardPrint: ep({
    method: 'POST',
    path: `${C}/in`,
    ...manage,
    hospital: 'body',
    file: true,
    audit: { entity: 'ballotCardBatch', action: 'create' },
    summary: 'Tạo lô thẻ bình chọn của một khoa/phòng và tải tệp PDF để in (mã chỉ có trong tệp này)',
    body: ZBallotCardPrint,
  }),
  ballotCardReprint: ep({
    method: 'POST',
    path: `${C}/in-lai`,
    ...manage,
    hospital: 'body',
    file: true,
    audit: { entity: 'ballotCardBatch', action: 'reprint' },
    summary: 'In lại lô thẻ: hủy các thẻ chưa dùng, phát thẻ mới và tải tệp PDF',
    body: ZBallotCardPrint,
  }),
  ballotCardOpen: ep({
    method: 'POST',
    path: `${C}/mo`,
    module: 'survey',
    fn: 'public',
    summary: 'Nhập mã trên thẻ: đổi mã lấy phiên bình chọn (không tiêu mã)',
    body: ZBallotCardOpen,
    response: ZBallotCardSession,
  }),
  ballotCardCheck: ep({
    method: 'GET',
    path: `${C}/kiem-tra`,
    ...card,
    summary: 'Thẻ đã được dùng chưa, và phiên bản có nhận phiếu lúc này không',
    query: ZVoteCheckQuery,
    response: ZVoteCheck,
  }),
  ballotCardQuestionnaire: ep({
    method: 'GET',
    path: `${C}/phieu/{language}`,
    ...card,
    summary: 'Bộ câu hỏi của phiên bản mà thẻ dành cho',
    params: ZBallotCardLanguageParams,
    response: ZSurveyDetail,
  }),
  ballotCardPrivacy: ep({
    method: 'GET',
    path: `${C}/thong-bao-rieng-tu`,
    ...card,
    summary: 'Thông báo quyền riêng tư cho người bình chọn bằng thẻ',
    response: ZVotePrivacyNotice,
  }),
  ballotCardDraftGet: ep({ method: 'GET', path: `${C}/nhap`, ...card, summary: 'Phiếu nháp của thẻ', query: ZVoteDraftQuery, response: ZVoteDraft.nullable() }),
  ballotCardDraftSave: ep({
    method: 'PUT',
    path: `${C}/nhap`,
    ...card,
    summary: 'Tự lưu phiếu nháp của thẻ',
    body: ZVoteDraftSave,
    response: z.object({ updated_at: z.string() }),
  }),
  ballotCardSubmit: ep({
    method: 'POST',
    path: `${C}/gui`,
    ...card,
    summary: 'Gửi phiếu bằng thẻ (một lần; gửi lại cùng mã trả lời như lần đầu)',
    body: ZVoteSubmit,
    response: ZVoteSubmitResult,
  }),
};
