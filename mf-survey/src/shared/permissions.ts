import { FN, ROLE_LEVEL, type TLoggedInUser } from '@hm/contract';
import { useCurrentUser } from '@hm/platform';

/** What the logged-in user may do in this remote (the server checks every call again). */
export interface SurveyPermissions {
  /** KHAO_SAT_XEM: read versions, structure and participation. */
  read: boolean;
  /** KHAO_SAT_SUA: author versions, structure, hospitals and staff lists. */
  write: boolean;
  /** KHAO_SAT_GUI_MAIL: send invitations and reminders. */
  mail: boolean;
  /** HOP_THU_XEM: read the mail outbox. */
  outbox: boolean;
  /** KHAO_SAT_BINH_CHON: vote. */
  vote: boolean;
  /** A system administrator: may create versions shared by several hospitals. */
  systemAdmin: boolean;
}

/**
 * The user's permissions from the session's function codes (`chuc_nang`).
 * @example surveyPermissions(user).write
 */
export function surveyPermissions(user: TLoggedInUser | null): SurveyPermissions {
  const fns = new Set(user?.chuc_nang ?? []);
  return {
    read: fns.has(FN.surveyRead),
    write: fns.has(FN.surveyWrite),
    mail: fns.has(FN.surveyMail),
    outbox: fns.has(FN.outboxRead),
    vote: fns.has(FN.surveyVote),
    systemAdmin: user?.phan_quyen_cap === ROLE_LEVEL.systemAdmin,
  };
}

/** Whether the user authors or reads surveys (sees the version list rather than the vote list). */
export const isAuthor = (p: SurveyPermissions): boolean => p.read || p.write;

/** The logged-in user's permissions in this remote. */
export const useSurveyPermissions = (): SurveyPermissions => surveyPermissions(useCurrentUser());
