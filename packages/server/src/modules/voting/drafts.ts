import { toWireTime, type TVoteDraft, type TVoteDraftSave } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { VoteCaller } from '../../access/caller.js';
import { checkAnswers, loadBallot } from './ballot.js';
import { ForbiddenError } from '../../errors/app-errors.js';
import { assertCanVote, assertVersionOpen, loadVoteWindow, ownRecordId, VOTE_MSG } from './eligibility.js';

/**
 * The autosaved draft of a voter: linked to the staff record until the submit deletes it (in the
 * submit's transaction). Saving is refused once voted, when ineligible or when the version takes
 * no vote now; its answers are checked like a submit's.
 */
export function voteDrafts(db: Kysely<DB>) {
  return {
    async get(caller: VoteCaller, versionId: number): Promise<TVoteDraft | null> {
      const recordId = await ownRecordId(db, caller, versionId);
      const d = await db.selectFrom('vote_draft').select(['step', 'language', 'answers', 'updated_at']).where('nhan_vien_khao_sat_id', '=', recordId).executeTakeFirst();
      if (!d) return null;
      return { phien_ban_id: versionId, step: d.step, language: d.language as 'vi' | 'en', answers: d.answers, updated_at: toWireTime(d.updated_at) };
    },

    async save(caller: VoteCaller, body: TVoteDraftSave): Promise<{ updated_at: string }> {
      const nhan_vien_khao_sat_id = await ownRecordId(db, caller, body.phien_ban_id);
      return db.transaction().execute(async (trx) => {
        // FOR SHARE waits for a running submit's FOR UPDATE: a save racing the submit then sees the
        // vote and is refused, so it cannot bring the draft back.
        const record = await trx
          .selectFrom('nhan_vien_khao_sat')
          .select(['status_khao_sat', 'ineligible'])
          .where('nhan_vien_khao_sat_id', '=', nhan_vien_khao_sat_id)
          .forShare()
          .executeTakeFirst();
        if (!record) throw new ForbiddenError(VOTE_MSG.notInvited);
        assertCanVote(record);
        const now = new Date();
        assertVersionOpen(await loadVoteWindow(trx, body.phien_ban_id), now);
        const answers = JSON.stringify(checkAnswers(await loadBallot(trx, body.phien_ban_id), body.answers));
        const row = { step: body.step, language: body.language, answers, updated_at: now };
        await trx
          .insertInto('vote_draft')
          .values({ nhan_vien_khao_sat_id, ...row })
          .onConflict((oc) => oc.column('nhan_vien_khao_sat_id').doUpdateSet(row))
          .execute();
        return { updated_at: toWireTime(now) };
      });
    },
  };
}
