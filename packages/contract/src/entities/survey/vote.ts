import { z } from 'zod';
import { ZId, ZLanguage, ZWireDateTime, zText } from '../../common.js';
import { ZStaffSurveyStatus, ZValidity } from './staff-survey.js';

/**
 * One answer of a voter: coded values (one for a radio part, several for a checkbox part;
 * 9 = does not apply / don't know) or a text. A question left out is missing (AHRQ).
 */
export const ZVoteAnswer = z
  .object({
    cauhoi_id: ZId,
    gia_tri: z.array(z.number().int().min(0).max(999)).max(50).optional(),
    noi_dung: zText(2000).optional(),
  })
  .refine((a) => (a.gia_tri?.length ?? 0) > 0 || (a.noi_dung ?? '') !== '', { message: 'Câu trả lời trống' });
export type TVoteAnswer = z.infer<typeof ZVoteAnswer>;

const ZAnswers = z.array(ZVoteAnswer).max(500);

/** The autosaved draft of one voter for one version (deleted by the submit). */
export const ZVoteDraft = z.object({
  phien_ban_id: z.number().int(),
  /** The step (question part index) the voter was on. */
  step: z.number().int().min(0),
  language: ZLanguage,
  /** As stored (already checked on the way in): a response schema has no transforms. */
  answers: z.array(z.object({ cauhoi_id: z.number().int(), gia_tri: z.array(z.number().int()).optional(), noi_dung: z.string().optional() })),
  updated_at: ZWireDateTime,
});
export type TVoteDraft = z.infer<typeof ZVoteDraft>;
export const ZVoteDraftQuery = z.object({ phien_ban_id: ZId });
export const ZVoteDraftSave = z.object({
  phien_ban_id: ZId,
  step: z.number().int().min(0).max(1000),
  language: ZLanguage,
  answers: ZAnswers,
});
export type TVoteDraftSave = z.infer<typeof ZVoteDraftSave>;

/**
 * A submit: `idempotency_key` is made by the client once per submit attempt (a UUID), so a
 * retried request answers like the first; the staff record and hospital come from the caller.
 */
export const ZVoteSubmit = z.object({
  phien_ban_id: ZId,
  idempotency_key: z.uuid({ error: 'Mã gửi phiếu không hợp lệ' }),
  language: ZLanguage,
  answers: ZAnswers,
});
export type TVoteSubmit = z.infer<typeof ZVoteSubmit>;
export const ZVoteSubmitResult = z.object({
  status_khao_sat: ZStaffSurveyStatus,
  /** 1 valid, 0 invalid (e.g. no answer outside the background questions). */
  hop_le: ZValidity,
  /** Complete response (AHRQ): at least one answer outside the background questions. */
  hoan_thanh: z.boolean(),
});
export type TVoteSubmitResult = z.infer<typeof ZVoteSubmitResult>;

/** ket-qua/check-ket-qua-khao-sat: whether the caller has voted in a version. */
export const ZVoteCheckQuery = z.object({ phien_ban_id: ZId });
/**
 * Whether the caller voted, and whether the version takes votes now: a form is not shown when
 * `mo` is false (`ly_do` says why: not started, opens at …, paused, ended, closed).
 */
export const ZVoteCheck = z.object({ da_binh_chon: z.boolean(), hop_le: ZValidity.nullable(), mo: z.boolean().optional(), ly_do: z.string().nullable().optional() });
export type TVoteCheck = z.infer<typeof ZVoteCheck>;

/**
 * A parameter of a vote link's fragment: `t` the invitation token of `/ChungThuc#t=…`, `c` the code
 * of a ballot card's `/TheBinhChon#c=…`. The fragment is never sent to a server (nor in a Referer).
 * @example fragmentParam('#t=12.abcDEF_-', 't') // '12.abcDEF_-'
 * @example fragmentParam('', 't') // null
 */
export function fragmentParam(hash: string, name: 't' | 'c'): string | null {
  const v = new URLSearchParams(hash.replace(/^#/, '')).get(name)?.trim();
  return v ? v : null;
}

/**
 * Where a vote page without a login keeps its session (`access_token` inside): an invitation's in
 * this tab (sessionStorage), a ballot card's on this phone (localStorage). The shell reads them too,
 * to load the survey module of the session's hospital after a reload.
 */
export const VOTE_SESSION_KEYS = { voter: 'hm_voter_session', card: 'hm_card_session' } as const;

/**
 * A window event the survey module sends when a vote page learns its hospital after it loaded (a
 * ballot card's code typed on the page): the shell asks the release registry again and reloads
 * the page once when that hospital runs another survey module (docs/decisions/module-releases.md).
 */
export const VOTE_LINK_OPENED_EVENT = 'hm:vote-link-opened';

/** PUT authentication: trade an invitation token (from `/ChungThuc#t=…`) for a voter session. */
export const ZVoterAuthBody = z.object({ token: z.string().min(10).max(400) });
/**
 * A voter session: `access_token` is sent as `Authorization: Bearer …` to the vote calls
 * (draft, submit, checks, the questionnaire); it names one staff record and expires with the
 * version. Opening spends nothing; the submit spends the invitation.
 */
export const ZVoterSession = z.object({
  access_token: z.string(),
  expires_at: ZWireDateTime,
  phien_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  hospital_name: z.string(),
  tieu_de_khao_sat: z.string(),
  tieu_de_khao_sat_en: z.string(),
  language: ZLanguage,
  ten_nhan_vien: z.string(),
  status_khao_sat: ZStaffSurveyStatus,
});
export type TVoterSession = z.infer<typeof ZVoterSession>;
/** GET authentication/check (voter bearer): whether the session may still vote. */
export const ZVoterCheck = z.object({
  phien_ban_id: z.number().int(),
  status_khao_sat: ZStaffSurveyStatus,
  con_han: z.boolean(),
  expires_at: ZWireDateTime,
});
export type TVoterCheck = z.infer<typeof ZVoterCheck>;

/** nhan-vien/thong-tin-nhan-vien: the caller's own staff information and participation. */
export const ZMyParticipation = z.object({
  phien_ban_id: z.number().int(),
  tieu_de_khao_sat: z.string(),
  tieu_de_khao_sat_en: z.string(),
  hospital_name: z.string(),
  time_start: ZWireDateTime,
  time_end: ZWireDateTime,
  status_version: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  status_khao_sat: ZStaffSurveyStatus,
  hop_le: ZValidity,
  ineligible: z.boolean(),
});
export const ZMyStaffInfo = z.object({
  nhan_vien_id: z.number().int().nullable(),
  ma_nhan_vien: z.string().nullable(),
  ten_nhan_vien: z.string(),
  email: z.string().nullable(),
  hospital_name: z.string().nullable(),
  ten_phong_ban: z.string().nullable(),
  ten_chuc_danh: z.string().nullable(),
  tham_gia: z.array(ZMyParticipation),
});
export type TMyStaffInfo = z.infer<typeof ZMyStaffInfo>;
