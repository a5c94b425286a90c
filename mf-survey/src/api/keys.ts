/**
 * Query keys of this remote. Everything the survey calls change lives under `SURVEY_ROOT`, and
 * every survey mutation invalidates that root: only the queries on screen refetch, and no
 * screen can show a list that is stale after a create, update or delete (spec §4). Reference
 * data that survey calls never change (hospitals) lives under `REFERENCE_ROOT`.
 */
export const SURVEY_ROOT = ['survey'] as const;
export const REFERENCE_ROOT = ['survey-ref'] as const;
/** Invitation-link sessions: never reloaded by survey calls (a submit must not replace the thank-you screen). */
export const VOTER_ROOT = ['survey-voter'] as const;

export const surveyKeys = {
  versions: [...SURVEY_ROOT, 'versions'] as const,
  parts: [...SURVEY_ROOT, 'parts'] as const,
  questions: [...SURVEY_ROOT, 'questions'] as const,
  answers: [...SURVEY_ROOT, 'answers'] as const,
  composites: [...SURVEY_ROOT, 'composites'] as const,
  hospitalVersions: [...SURVEY_ROOT, 'hospital-versions'] as const,
  staffSurveys: [...SURVEY_ROOT, 'staff-surveys'] as const,
  /** Staff with their invitation state: reloaded by every survey call (invitations, mails, removals). */
  invitations: [...SURVEY_ROOT, 'invitations'] as const,
  staffGroups: [...SURVEY_ROOT, 'staff-groups'] as const,
  outbox: [...SURVEY_ROOT, 'outbox'] as const,
  /** The caller's own voting: open versions, drafts, checks, own participation. */
  votes: [...SURVEY_ROOT, 'votes'] as const,
  /** A questionnaire as a voter answers it (not reloaded by a submit). */
  questionnaire: [...SURVEY_ROOT, 'questionnaire'] as const,
  hospitals: [...REFERENCE_ROOT, 'hospitals'] as const,
  voter: VOTER_ROOT,
};
