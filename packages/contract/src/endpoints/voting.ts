import { z } from 'zod';
import { ep } from '../endpoint.js';
import {
  ZMyStaffInfo,
  ZVoteCheck,
  ZVoteCheckQuery,
  ZVoteDraft,
  ZVoteDraftQuery,
  ZVoteDraftSave,
  ZVoterAuthBody,
  ZVoterCheck,
  ZVoterSession,
  ZVoteSubmit,
  ZVoteSubmitResult,
} from '../entities/survey/index.js';

const V = '/votesafety/v1';
/** A logged-in user with KHAO_SAT_BINH_CHON, or a voter session from an invitation link. */
const vote = { module: 'survey', fn: 'voter' } as const;

/** Staff voting (issue 5): drafts, the submit, checks, invitation links, own participation. */
export const votingEndpoints = {
  voteDraftGet: ep({
    method: 'GET',
    path: `${V}/ket-qua/nhap`,
    ...vote,
    summary: 'Phiếu nháp (tự lưu) của người bình chọn',
    query: ZVoteDraftQuery,
    response: ZVoteDraft.nullable(),
  }),
  voteDraftSave: ep({ method: 'PUT', path: `${V}/ket-qua/nhap`, ...vote, summary: 'Tự lưu phiếu nháp', body: ZVoteDraftSave, response: z.object({ updated_at: z.string() }) }),
  voteSubmit: ep({
    method: 'POST',
    path: `${V}/ket-qua`,
    ...vote,
    summary: 'Gửi phiếu bình chọn (một lần; gửi lại cùng mã trả lời như lần đầu)',
    body: ZVoteSubmit,
    response: ZVoteSubmitResult,
  }),
  voteCheck: ep({
    method: 'GET',
    path: `${V}/ket-qua/check-ket-qua-khao-sat`,
    ...vote,
    summary: 'Người dùng đã bình chọn phiên bản này chưa',
    query: ZVoteCheckQuery,
    response: ZVoteCheck,
  }),
  voterAuth: ep({
    method: 'PUT',
    path: `${V}/authentication`,
    module: 'survey',
    fn: 'public',
    summary: 'Mở liên kết mời: đổi mã mời lấy phiên bình chọn (không tiêu mã)',
    body: ZVoterAuthBody,
    response: ZVoterSession,
  }),
  voterCheck: ep({ method: 'GET', path: `${V}/authentication/check`, ...vote, summary: 'Phiên bình chọn từ liên kết mời còn dùng được không', response: ZVoterCheck }),
  myStaffInfo: ep({
    method: 'GET',
    path: `${V}/nhan-vien/thong-tin-nhan-vien`,
    module: 'survey',
    fn: null,
    summary: 'Thông tin nhân viên và tình trạng tham gia khảo sát của chính người dùng',
    response: ZMyStaffInfo,
  }),
};
