import { Tag } from 'primereact/tag';
import { useSurveyTranslation } from '../i18n';
import './vote.css';

export type MyVoteState = 'none' | 'todo' | 'draft' | 'done';

/**
 * The caller's own state in a version: not invited, to do, started (a draft exists), done.
 * @example myVoteState(1, true) // 'draft'
 */
export function myVoteState(status: 1 | 2 | null, hasDraft: boolean): MyVoteState {
  if (status === null) return 'none';
  if (status === 2) return 'done';
  return hasDraft ? 'draft' : 'todo';
}

/** The caller's own state, as a tag with AA contrast. */
export function MyVoteTag({ state }: { state: MyVoteState }) {
  const { t } = useSurveyTranslation();
  return <Tag className={`hm-vote-tag hm-vote-tag--${state}`} value={t(`vote.list.mine.${state}`)} />;
}

/** Validity of the caller's response: -1 not yet voted, 1 valid, 0 invalid. */
export function MyValidityTag({ value }: { value: -1 | 0 | 1 }) {
  const { t } = useSurveyTranslation();
  const tone = value === 1 ? 'done' : value === 0 ? 'bad' : 'muted';
  return <Tag className={`hm-vote-tag hm-vote-tag--${tone}`} value={t(`status.validity.${value}`)} />;
}

/** A version's status for a voter: open, closed, temporarily closed. */
export function VersionStateTag({ status }: { status: 1 | 2 | 3 }) {
  const { t } = useSurveyTranslation();
  const tone = status === 1 ? 'done' : status === 3 ? 'todo' : 'muted';
  return <Tag className={`hm-vote-tag hm-vote-tag--${tone}`} value={t(`status.version.${status}`)} />;
}
