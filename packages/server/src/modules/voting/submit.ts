import { randomUUID } from 'node:crypto';
import { PARAM, toWireTime, type TVoteAnswer, type TVoteSubmit, type TVoteSubmitResult } from '@hm/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { opsRecorder } from '../../ops/recorder.js';
import { ConflictError, ForbiddenError } from '../../http/errors.js';
import type { VoteCaller } from '../auth/caller.js';
import { parameterValue } from '../system-parameters/values.js';
import { type Ballot, checkAnswers, loadBallot, roleAnswer } from './ballot.js';
import { assertCanVote, assertVersionOpen, ownRecordId, VOTE_MSG } from './eligibility.js';
import { assessResponse } from './validity.js';
import { holdResponse, holdShuffles } from './vote-hold.js';

export interface VoteInput {
  versionId: number;
  /** Made by the client once per submit attempt: a retry with it answers like the first. */
  key: string;
  language: 'vi' | 'en';
  answers: readonly TVoteAnswer[];
}

export interface SubmitContext {
  now: Date;
  /** A ballot already loaded for the version (the demo seed votes hundreds of times). */
  ballot?: Ballot;
  /** Told when this call wrote a new vote (not when it answered a retry from the stored key). */
  onStored?: () => void;
}

const toResult = (r: { status_khao_sat: number; hop_le: number; hoan_thanh: boolean }): TVoteSubmitResult => ({
  status_khao_sat: r.status_khao_sat as 1 | 2,
  hop_le: r.hop_le as -1 | 0 | 1,
  hoan_thanh: r.hoan_thanh,
});

/** The day only, in Asia/Ho_Chi_Minh: a response keeps no finer time. */
export const responseDay = (now: Date): string => toWireTime(now).slice(0, 10);

/**
 * Records one vote, in the caller's transaction: locks the staff record and reads its version's
 * window in one statement (a second submit waits here), answers a retry of the same key with the first result, refuses a record that voted or
 * is ineligible and a version that takes no vote now, checks the answers against the version,
 * then holds the response with a random id, the record's hospital and the day only — nothing
 * that leads back to the record (vote-hold.ts moves it to ket_qua later) — marks the record voted
 * with its validity, deletes the draft and keeps the key with the result. Any refusal throws, so the transaction stores nothing.
 */
export async function submitVote(trx: Transaction<DB>, recordId: number, input: VoteInput, ctx: SubmitContext): Promise<TVoteSubmitResult> {
  const record = await trx
    .selectFrom('nhan_vien_khao_sat as r')
    .innerJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'r.phien_ban_id')
    .select(['r.phien_ban_id', 'r.hospital_id', 'r.status_khao_sat', 'r.ineligible', 'v.status_khao_sat as version_status', 'v.tam_ngung', 'v.started_at', 'v.time_start', 'v.time_end'])
    .where('r.nhan_vien_khao_sat_id', '=', recordId)
    .forUpdate('r')
    .executeTakeFirst();
  if (!record || record.phien_ban_id !== input.versionId) throw new ForbiddenError(VOTE_MSG.notInvited);

  const first = await trx.selectFrom('vote_submit_key').selectAll().where('idempotency_key', '=', input.key).executeTakeFirst();
  if (first) {
    if (first.nhan_vien_khao_sat_id !== recordId) throw new ConflictError(VOTE_MSG.keyUsed);
    return toResult(first);
  }
  assertCanVote(record);
  assertVersionOpen({ ...record, status_khao_sat: record.version_status }, ctx.now);

  const ballot = ctx.ballot ?? (await loadBallot(trx, record.phien_ban_id));
  const answers = checkAnswers(ballot, input.answers);
  const straightLiningRule = (await parameterValue(trx, record.hospital_id, PARAM.straightLining)) === '1';
  const { hoan_thanh, hop_le } = assessResponse(ballot, answers, { straightLiningRule });

  // The response waits in the hold (vote-hold.ts): written here, in the vote's transaction, it
  // would share the transaction id of the record marked voted. One answer row per value (a text
  // given with a choice, "Other, please specify", rides on the first value's row).
  const rows: [number, number | null, string | null][] = [];
  for (const a of answers) (a.gia_tri?.length ? a.gia_tri : [null]).forEach((v, i) => rows.push([a.cauhoi_id, v, i === 0 ? (a.noi_dung ?? null) : null]));
  await holdResponse(trx, record.phien_ban_id, {
    ket_qua_id: randomUUID(),
    hospital_id: record.hospital_id,
    ngay: responseDay(ctx.now),
    language: input.language,
    hop_le,
    hoan_thanh,
    don_vi: roleAnswer(ballot, answers, 'unit'),
    vi_tri: roleAnswer(ballot, answers, 'position'),
    answers: rows,
  });
  await sql`
    WITH draft AS (DELETE FROM vote_draft WHERE nhan_vien_khao_sat_id = ${recordId})
    UPDATE nhan_vien_khao_sat SET status_khao_sat = 2, hop_le = ${hop_le} WHERE nhan_vien_khao_sat_id = ${recordId}`.execute(trx);
  const result = { status_khao_sat: 2, hop_le, hoan_thanh };
  const kept = await trx
    .insertInto('vote_submit_key')
    .values({ idempotency_key: input.key, nhan_vien_khao_sat_id: recordId, ...result })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  // Another record took this key between our check and now: refuse (the transaction rolls back).
  if (Number(kept.numInsertedOrUpdatedRows ?? 0n) !== 1) throw new ConflictError(VOTE_MSG.keyUsed);
  ctx.onStored?.();
  return toResult(result);
}

/** POST ket-qua: the caller's record for the version, voted in one transaction. */
export function voteSubmissions(db: Kysely<DB>) {
  return {
    async submit(caller: VoteCaller, body: TVoteSubmit): Promise<TVoteSubmitResult> {
      const recordId = await ownRecordId(db, caller, body.phien_ban_id);
      const input: VoteInput = { versionId: body.phien_ban_id, key: body.idempotency_key, language: body.language, answers: body.answers };
      let stored = false;
      const result = await db.transaction().execute((trx) => submitVote(trx, recordId, input, { now: new Date(), onStored: () => (stored = true) }));
      if (stored) opsRecorder(db).voteAccepted();
      // After the commit, in the background: the held responses lose this transaction's id.
      holdShuffles(db).afterVote(body.phien_ban_id);
      return result;
    },
  };
}
