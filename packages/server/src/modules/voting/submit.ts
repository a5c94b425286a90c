import { randomUUID } from 'node:crypto';
import { PARAM, toWireTime, type TVoteAnswer, type TVoteSubmit, type TVoteSubmitResult } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { opsRecorder } from '../../ops/recorder.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors/app-errors.js';
import type { VoteCaller } from '../../access/caller.js';
import type { Db } from '../../db/database.js';
import { type Ballot, checkAnswers, roleAnswer } from './ballot.js';
import { type RevisedBallot, voteCache } from './ballot-cache.js';
import { assertCanVote, assertVersionOpen, ownRecord, VOTE_MSG } from './eligibility.js';
import { assessResponse } from './validity.js';
import { type HeldResponse, holdShuffles } from '../survey-core/vote-hold.js';

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

/** What vote_submit (migration 020) answers. */
interface WriteOutcome {
  outcome: 'not_invited' | 'replay' | 'key_used' | 'refused' | 'open' | 'stale' | 'stored';
  hospital: number | null;
  result_status: number | null;
  result_hop_le: number | null;
  result_hoan_thanh: boolean | null;
  record_status: number | null;
  record_ineligible: boolean | null;
  window_status: number | null;
  window_hidden: boolean | null;
  window_started: Date | null;
  window_start: Date | null;
  window_end: Date | null;
  revision: number | null;
  rule: boolean | null;
}

/** A checked vote, ready for the write. */
interface CheckedVote {
  response: HeldResponse;
  hop_le: 0 | 1;
  hoan_thanh: boolean;
}

/** The arguments of vote_submit: the record, the version, the submit key, the time, the ballot's revision, the rule, the vote. */
export interface VoteWriteArgs {
  recordId: number;
  versionId: number;
  key: string;
  now: Date;
  /** The ballot's revision the answers were checked against; null = not known yet. */
  revision: number | null;
  /** The hospital's straight-lining rule; null = not known yet. */
  rule: boolean | null;
  /** The held response (JSON of a HeldResponse); null = nothing to store yet. */
  response: string | null;
  hop_le: number;
  hoan_thanh: boolean;
}

/**
 * The one statement that records a vote (vote_submit, migration 020). Exported for the bare-SQL
 * limit of scripts/bench-vote-load.mjs, which compiles it rather than copying it.
 */
export const voteWrite = (a: VoteWriteArgs) => sql<WriteOutcome>`
  SELECT * FROM vote_submit(${a.recordId}::int, ${a.versionId}::int, ${a.key}::uuid, ${a.now}::timestamptz, ${a.revision}::int,
    ${PARAM.straightLining}::text, ${a.rule}::boolean, ${a.response}::jsonb, ${a.hop_le}::smallint, ${a.hoan_thanh}::boolean)`;

/** A ballot or a rule that keeps changing under the vote (edits in a loop): the voter tries again. */
const MAX_STALE = 5;
export const SUBMIT_MSG = {
  changing: 'Bộ câu hỏi vừa được chỉnh sửa; vui lòng tải lại trang rồi gửi lại phiếu',
} as const;

/** The response a vote holds: a random id, the hospital and the day only, one row per value (a card's vote too). */
export function heldResponse(
  ballot: Ballot,
  answers: readonly TVoteAnswer[],
  hospitalId: number,
  input: Pick<VoteInput, 'language'>,
  now: Date,
  v: { hop_le: 0 | 1; hoan_thanh: boolean },
): HeldResponse {
  // One answer row per value (a text given with a choice, "Other, please specify", rides on the first value's row).
  const rows: [number, number | null, string | null][] = [];
  for (const a of answers) (a.gia_tri?.length ? a.gia_tri : [null]).forEach((value, i) => rows.push([a.cauhoi_id, value, i === 0 ? (a.noi_dung ?? null) : null]));
  return {
    ket_qua_id: randomUUID(),
    hospital_id: hospitalId,
    ngay: responseDay(now),
    language: input.language,
    hop_le: v.hop_le,
    hoan_thanh: v.hoan_thanh,
    don_vi: roleAnswer(ballot, answers, 'unit'),
    vi_tri: roleAnswer(ballot, answers, 'position'),
    answers: rows,
  };
}

/**
 * Records one vote in one statement (vote_submit, migration 020), checked first against the
 * ballot this process keeps (ballot-cache.ts): the write locks the staff record with its
 * version's window (a second submit waits there), answers a retry of the same key with the first
 * result, refuses a record that voted or is ineligible and a version that takes no vote now,
 * and refuses answers checked against an older ballot or validity computed under another
 * straight-lining rule, which are then checked again. It holds the response with a random id,
 * the record's hospital and the day only — nothing that leads back to the record (vote-hold.ts
 * moves it to ket_qua later) — marks the record voted with its validity, deletes the draft and
 * keeps the key with the result, all or nothing. Answers that do not fit are refused (400) only
 * once the write has said that no retry, earlier vote or closed version comes first.
 * `hospitalId`, when known (a voter session), saves a look-up of the hospital's rule.
 */
export async function submitVote(db: Db, recordId: number, input: VoteInput, ctx: SubmitContext, hospitalId?: number): Promise<TVoteSubmitResult> {
  const cache = voteCache(db);
  let revised: RevisedBallot = ctx.ballot ? { revision: null, ballot: ctx.ballot } : await cache.ballot(input.versionId);
  let hospital = hospitalId ?? null;
  for (let attempt = 0; attempt < MAX_STALE; attempt++) {
    const rule = hospital === null ? null : cache.rule(hospital);
    let refused: ValidationError | null = null;
    let vote: CheckedVote | null = null;
    try {
      const answers = checkAnswers(revised.ballot, input.answers);
      // Validity needs the hospital's rule; unknown yet, the write tells it ('stale') and nothing is stored.
      const v = assessResponse(revised.ballot, answers, { straightLiningRule: rule ?? false });
      vote = { ...v, response: heldResponse(revised.ballot, answers, hospital ?? 0, input, ctx.now, v) };
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      refused = e;
    }
    const { rows } = await voteWrite({
      recordId,
      versionId: input.versionId,
      key: input.key,
      now: ctx.now,
      revision: revised.revision,
      rule,
      response: vote && hospital !== null ? JSON.stringify(vote.response) : null,
      hop_le: vote?.hop_le ?? 0,
      hoan_thanh: vote?.hoan_thanh ?? false,
    }).execute(db);
    const w = rows[0]!;
    switch (w.outcome) {
      case 'not_invited':
        throw new ForbiddenError(VOTE_MSG.notInvited);
      case 'key_used':
        throw new ConflictError(VOTE_MSG.keyUsed);
      case 'replay':
        return toResult({ status_khao_sat: w.result_status!, hop_le: w.result_hop_le!, hoan_thanh: w.result_hoan_thanh! });
      case 'refused':
        assertCanVote({ status_khao_sat: w.record_status!, ineligible: w.record_ineligible! });
        assertVersionOpen(
          { status_khao_sat: w.window_status!, tam_ngung: w.window_hidden!, started_at: w.window_started, time_start: w.window_start!, time_end: w.window_end! },
          ctx.now,
        );
        throw new Error('vote_submit refused a vote that eligibility.ts accepts');
      case 'stored':
        ctx.onStored?.();
        return toResult({ status_khao_sat: w.result_status!, hop_le: w.result_hop_le!, hoan_thanh: w.result_hoan_thanh! });
      case 'open':
      case 'stale': {
        // Past the record and window checks: learn the hospital, its rule and the ballot's revision, then check again.
        hospital = w.hospital!;
        cache.setRule(hospital, w.rule!);
        const sameBallot = revised.revision === null || revised.revision === w.revision;
        if (!sameBallot) revised = await cache.refresh(input.versionId, w.revision!);
        // The answers were refused against the ballot the write stands on: that is the answer.
        if (w.outcome === 'open' && sameBallot && refused) throw refused;
        break;
      }
    }
  }
  throw new ConflictError(SUBMIT_MSG.changing);
}

/** POST ket-qua: the caller's record for the version, voted in one statement. */
export function voteSubmissions(db: Kysely<DB>) {
  return {
    async submit(caller: VoteCaller, body: TVoteSubmit): Promise<TVoteSubmitResult> {
      const record = await ownRecord(db, caller, body.phien_ban_id);
      const input: VoteInput = { versionId: body.phien_ban_id, key: body.idempotency_key, language: body.language, answers: body.answers };
      let stored = false;
      const result = await submitVote(db, record.id, input, { now: new Date(), onStored: () => (stored = true) }, record.hospitalId);
      if (stored) {
        opsRecorder(db).voteAccepted();
        // After the commit, in the background: the held responses lose this vote's transaction id.
        holdShuffles(db).afterVote(body.phien_ban_id);
      }
      return result;
    },
  };
}
