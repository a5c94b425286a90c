import { randomUUID } from 'node:crypto';
import {
  PARAM,
  type TPaperAnswer,
  type TPaperCode,
  type TPaperEntry,
  type TPaperEntryResult,
  type TPaperMismatch,
  type TPaperSheet,
  type TPartTree,
  type TVoteAnswer,
  VERSION_STATUS,
} from '@hm/contract';
import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { ConflictError, ForbiddenError, GoneError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import { opsRecorder } from '../../ops/recorder.js';
import { BATCH_KIND, CARD_STATE } from '../ballot-cards/card-batches.js';
import { CardCodes, normalizeCode } from '../ballot-cards/card-codes.js';
import { paperParts } from '../ballot-cards/paper-parts.js';
import { parameterValue } from '../system-parameters/values.js';
import { holdShuffles } from '../survey-core/vote-hold.js';
import { checkAnswers, loadBallot } from '../voting/ballot.js';
import { assertVersionOpen } from '../voting/eligibility.js';
import { heldResponse } from '../voting/submit.js';
import { assessResponse } from '../voting/validity.js';
import { PAPER_MSG } from './paper-messages.js';

/** A paper (a card of a paper batch) with its batch and version, as every keying call reads it. */
const selectPaper = (db: Db) =>
  db
    .selectFrom('ballot_card as c')
    .innerJoin('ballot_card_batch as b', 'b.lo_id', 'c.lo_id')
    .innerJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'b.phien_ban_id')
    .innerJoin('phong_ban as d', 'd.phong_ban_id', 'b.phong_ban_id')
    .select([
      'c.the_id',
      'c.state',
      'b.phien_ban_id',
      'b.hospital_id',
      'd.ten_phong_ban',
      'v.tieu_de_khao_sat',
      'v.tieu_de_khao_sat_en',
      'v.status_khao_sat',
      'v.tam_ngung',
      'v.started_at',
      'v.time_start',
      'v.time_end',
    ])
    .where('b.loai', '=', BATCH_KIND.paper);
type Paper = Awaited<ReturnType<ReturnType<typeof selectPaper>['executeTakeFirstOrThrow']>>;
type Entry = { lan: number; keyer_id: number; answers: TPaperAnswer[] };

/** The items of the paper's parts by id, with their code and the values they take. */
const itemsOf = (parts: TPartTree[]) =>
  new Map(parts.flatMap((p) => p.questions.map((q) => [q.cauhoi_id, { code: q.ma_cauhoi || String(q.cauhoi_id), values: q.answers.map((a) => a.gia_tri!) }] as const)));

/** The two entries' differences, item by item. */
function mismatches(a: readonly TPaperAnswer[], b: readonly TPaperAnswer[]): TPaperMismatch[] {
  const second = new Map(b.map((x) => [x.cauhoi_id, x.gia_tri]));
  return a.filter((x) => (second.get(x.cauhoi_id) ?? null) !== x.gia_tri).map((x) => ({ cauhoi_id: x.cauhoi_id, lan_1: x.gia_tri, lan_2: second.get(x.cauhoi_id) ?? null }));
}

/**
 * Paper questionnaires keyed in twice (docs/decisions/paper-entry.md). A paper's code (of a
 * `paper` batch, stored as an HMAC like a card's) opens it; two different accounts key every
 * item; equal keyings, or a third account's reading of the items they disagree on, make it a
 * vote through the held-and-shuffled path of every vote, in the transaction that deletes its
 * keyings and marks the code used. Nothing kept then names the code's response or its keyers.
 */
export function paperEntry(db: Kysely<DB>, codes: CardCodes) {
  /** The paper of a code for the body's hospital: refused when malformed, unknown, of another hospital, void or verified. */
  async function paperOf(trx: Db, hospitalId: number, typed: string, lock: boolean): Promise<Paper> {
    const code = normalizeCode(typed);
    if (code === null) throw new ValidationError(PAPER_MSG.format);
    const q = selectPaper(trx).where('c.code_hash', '=', codes.hash(code));
    const p = await (lock ? q.forUpdate('c') : q).executeTakeFirst();
    if (!p) throw new NotFoundError(PAPER_MSG.unknown);
    if (p.hospital_id !== hospitalId) throw new ForbiddenError(PAPER_MSG.otherHospital);
    if (p.state === CARD_STATE.void) throw new GoneError(PAPER_MSG.void);
    if (p.state === CARD_STATE.used) throw new ConflictError(PAPER_MSG.verified);
    const now = new Date();
    if (p.status_khao_sat === VERSION_STATUS.closed || now >= new Date(p.time_end)) throw new GoneError(PAPER_MSG.expired(new Date(p.time_end)));
    assertVersionOpen(p, now);
    return p;
  }

  const entriesOf = async (trx: Db, theId: number): Promise<Entry[]> =>
    (await trx.selectFrom('paper_entry').select(['lan', 'keyer_id', 'answers']).where('the_id', '=', theId).orderBy('lan').execute()) as Entry[];

  /** A full keying checked against the paper's items: each once, every one present, each value on its scale or blank. */
  function checkEntry(parts: TPartTree[], answers: readonly TPaperAnswer[]): TPaperAnswer[] {
    const items = itemsOf(parts);
    const seen = new Map<number, number | null>();
    answers.forEach((a, i) => {
      const item = items.get(a.cauhoi_id);
      const fail = (field: string, message: string) => {
        throw new ValidationError(message, { errors: [{ path: `answers.${i}.${field}`, message }] });
      };
      if (!item) fail('cauhoi_id', PAPER_MSG.notOnPaper);
      if (seen.has(a.cauhoi_id)) fail('cauhoi_id', PAPER_MSG.twice);
      if (a.gia_tri !== null && !item!.values.includes(a.gia_tri)) fail('gia_tri', PAPER_MSG.outOfRange(item!.code, item!.values));
      seen.set(a.cauhoi_id, a.gia_tri);
    });
    for (const [id, item] of items) if (!seen.has(id)) throw new ValidationError(PAPER_MSG.missing(item.code));
    return [...items.keys()].map((id) => ({ cauhoi_id: id, gia_tri: seen.get(id)! }));
  }

  /** The verified paper becomes a vote: held like every vote; its keyings deleted; its code used. */
  async function verify(trx: Kysely<DB>, p: Paper, keyed: readonly TPaperAnswer[], now: Date): Promise<void> {
    const ballot = await loadBallot(trx, p.phien_ban_id);
    const votes: TVoteAnswer[] = keyed.filter((a) => a.gia_tri !== null).map((a) => ({ cauhoi_id: a.cauhoi_id, gia_tri: [a.gia_tri!] }));
    const answers = checkAnswers(ballot, votes);
    const rule = (await parameterValue(trx, p.hospital_id, PARAM.straightLining)) === '1';
    const v = assessResponse(ballot, answers, { straightLiningRule: rule });
    const response = heldResponse(ballot, answers, p.hospital_id, { language: 'vi' }, now, v);
    await trx
      .insertInto('vote_hold')
      .values({ hold_id: randomUUID(), phien_ban_id: p.phien_ban_id, response: JSON.stringify(response) })
      .execute();
    await trx.deleteFrom('paper_entry').where('the_id', '=', p.the_id).execute();
    await trx
      .updateTable('ballot_card')
      .set({ state: CARD_STATE.used, hop_le: v.hop_le, hoan_thanh: v.hoan_thanh, submit_key: randomUUID() })
      .where('the_id', '=', p.the_id)
      .execute();
  }

  /** Runs a keying or a resolution in one transaction (the paper locked); after a verification, the held responses are shuffled. */
  async function write(body: TPaperEntry, step: (trx: Kysely<DB>, p: Paper, parts: TPartTree[], entries: Entry[]) => Promise<TPaperEntryResult>): Promise<TPaperEntryResult> {
    const result = await db.transaction().execute(async (trx) => {
      const p = await paperOf(trx, body.hospital_id, body.ma_phieu, true);
      if (p.phien_ban_id !== body.phien_ban_id) throw new ConflictError(PAPER_MSG.otherVersion);
      return step(trx, p, await paperParts(trx, p.phien_ban_id, null), await entriesOf(trx, p.the_id));
    });
    if (result.trang_thai === 'verified') {
      opsRecorder(db).voteAccepted();
      holdShuffles(db).afterVote(body.phien_ban_id);
    }
    return result;
  }

  return {
    /** Opens a paper for keying (nothing written): refused to the first keyer a second time, and to either keyer while it waits for a third person. */
    async open(caller: Caller, body: TPaperCode): Promise<TPaperSheet> {
      const p = await paperOf(db, body.hospital_id, body.ma_phieu, false);
      const entries = await entriesOf(db, p.the_id);
      if (entries.length === 1 && entries[0]!.keyer_id === caller.accountId) throw new ConflictError(PAPER_MSG.sameKeyer);
      if (entries.length === 2 && entries.some((e) => e.keyer_id === caller.accountId)) throw new ConflictError(PAPER_MSG.waitingResolve);
      return {
        phien_ban_id: p.phien_ban_id,
        tieu_de_khao_sat: body.language === 'en' && p.tieu_de_khao_sat_en ? p.tieu_de_khao_sat_en : p.tieu_de_khao_sat,
        ten_phong_ban: p.ten_phong_ban,
        trang_thai: entries.length === 0 ? 'new' : entries.length === 1 ? 'second' : 'mismatch',
        parts: await paperParts(db, p.phien_ban_id, body.language),
        lech: entries.length === 2 ? mismatches(entries[0]!.answers, entries[1]!.answers) : [],
      };
    },

    /** One keying: the first is kept; the second (by another account) verifies the paper when equal, or waits for a third person. */
    key(caller: Caller, body: TPaperEntry): Promise<TPaperEntryResult> {
      return write(body, async (trx, p, parts, entries) => {
        if (entries.length === 2) throw new ConflictError(PAPER_MSG.waitingResolve);
        if (entries[0]?.keyer_id === caller.accountId) throw new ConflictError(PAPER_MSG.sameKeyer);
        const answers = checkEntry(parts, body.answers);
        const row = (lan: number) => ({ the_id: p.the_id, lan, keyer_id: caller.accountId, answers: JSON.stringify(answers) });
        if (entries.length === 0) {
          await trx.insertInto('paper_entry').values(row(1)).execute();
          return { trang_thai: 'second', so_lech: 0 };
        }
        const diff = mismatches(entries[0]!.answers, answers);
        if (diff.length === 0) {
          await verify(trx, p, answers, new Date());
          return { trang_thai: 'verified', so_lech: 0 };
        }
        await trx.insertInto('paper_entry').values(row(2)).execute();
        return { trang_thai: 'mismatch', so_lech: diff.length };
      });
    },

    /** A third account reads the mismatched items on the paper: the first keying with those values is the vote. */
    resolve(caller: Caller, body: TPaperEntry): Promise<TPaperEntryResult> {
      return write(body, async (trx, p, parts, entries) => {
        if (entries.length !== 2) throw new ConflictError(PAPER_MSG.nothingToResolve);
        if (entries.some((e) => e.keyer_id === caller.accountId)) throw new ForbiddenError(PAPER_MSG.keyerResolves);
        const items = itemsOf(parts);
        const diff = new Set(mismatches(entries[0]!.answers, entries[1]!.answers).map((m) => m.cauhoi_id));
        const read = new Map<number, number | null>();
        body.answers.forEach((a, i) => {
          const item = items.get(a.cauhoi_id);
          const fail = (field: string, message: string) => {
            throw new ValidationError(message, { errors: [{ path: `answers.${i}.${field}`, message }] });
          };
          if (!item) fail('cauhoi_id', PAPER_MSG.notOnPaper);
          if (!diff.has(a.cauhoi_id)) fail('cauhoi_id', PAPER_MSG.notMismatched(item!.code));
          if (read.has(a.cauhoi_id)) fail('cauhoi_id', PAPER_MSG.twice);
          if (a.gia_tri !== null && !item!.values.includes(a.gia_tri)) fail('gia_tri', PAPER_MSG.outOfRange(item!.code, item!.values));
          read.set(a.cauhoi_id, a.gia_tri);
        });
        for (const id of diff) if (!read.has(id)) throw new ValidationError(PAPER_MSG.resolveAll(items.get(id)?.code ?? String(id)));
        const final = entries[0]!.answers.map((a) => (read.has(a.cauhoi_id) ? { cauhoi_id: a.cauhoi_id, gia_tri: read.get(a.cauhoi_id)! } : a));
        await verify(trx, p, final, new Date());
        return { trang_thai: 'verified', so_lech: diff.size };
      });
    },
  };
}
