import type { TVoteCheck } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { VoteCaller } from '../../access/caller.js';
import { findOwnRecord } from '../survey-core/own-record.js';
import { closedReason, loadVoteWindow } from './eligibility.js';

/** ket-qua/check-ket-qua-khao-sat: whether the caller voted in a version (hop_le null when not invited) and whether it takes votes now. */
export async function voteCheck(db: Kysely<DB>, caller: VoteCaller, versionId: number): Promise<TVoteCheck> {
  const r = await findOwnRecord(db, caller, versionId);
  // Not invited: nothing about the version (it may be another hospital's).
  if (!r) return { da_binh_chon: false, hop_le: null };
  // Said before anyone answers: the form is not offered while the version takes no votes.
  const reason = closedReason(await loadVoteWindow(db, versionId), new Date());
  return { da_binh_chon: r.status_khao_sat === 2, hop_le: r.hop_le, mo: reason === null, ly_do: reason };
}
