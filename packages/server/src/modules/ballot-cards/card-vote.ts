import { randomUUID } from 'node:crypto';
import {
  PARAM,
  toWireTime,
  type TBallotCardOpen,
  type TBallotCardSession,
  type TSurveyDetail,
  type TVoteCheck,
  type TVoteDraft,
  type TVoteDraftSave,
  type TVotePrivacyNotice,
  type TVoteSubmit,
  type TVoteSubmitResult,
  VERSION_STATUS,
} from '@hm/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { NOT_LICENSED } from '../../access/access.js';
import { licensedColumn } from '../../access/licences.js';
import { ConflictError, ForbiddenError, GoneError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors/app-errors.js';
import { opsRecorder } from '../../ops/recorder.js';
import { privacyNoticeOf } from '../mail/privacy-notice.js';
import { parameterValue } from '../system-parameters/values.js';
import { holdShuffles } from '../survey-core/vote-hold.js';
import { localizeVersion } from '../survey-core/version-view.js';
import { loadQuestionnaire } from '../survey/structure/questionnaire.js';
import { surveyVersions } from '../survey/versions.js';
import { checkAnswers, loadBallot } from '../voting/ballot.js';
import { assertVersionOpen, closedReason, VOTE_MSG } from '../voting/eligibility.js';
import { heldResponse } from '../voting/submit.js';
import { assessResponse } from '../voting/validity.js';
import { BATCH_KIND, CARD_STATE } from './card-batches.js';
import { CardCodes, normalizeCode } from './card-codes.js';
import { CARD_MSG } from './card-messages.js';

/** A card with its batch, version and hospital, as every card call reads it. */
const selectCard = (db: Db) =>
  db
    .selectFrom('ballot_card as c')
    .innerJoin('ballot_card_batch as b', 'b.lo_id', 'c.lo_id')
    .innerJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'b.phien_ban_id')
    .innerJoin('hospital as h', 'h.hospital_id', 'b.hospital_id')
    .innerJoin('phong_ban as d', 'd.phong_ban_id', 'b.phong_ban_id')
    .select([
      'c.the_id',
      'c.state',
      'c.hop_le',
      'c.hoan_thanh',
      'c.submit_key',
      'b.phien_ban_id',
      'b.hospital_id',
      'h.name as hospital_name',
      'd.ten_phong_ban',
      'v.tieu_de_khao_sat',
      'v.tieu_de_khao_sat_en',
      'v.language',
      'v.status_khao_sat',
      'v.tam_ngung',
      'v.started_at',
      'v.time_start',
      'v.time_end',
      licensedColumn('b.hospital_id', 'survey').as('licensed'),
    ])
    // A paper questionnaire's code is keyed in by the hospital, never voted with online.
    .where('b.loai', '=', BATCH_KIND.card);
type Card = Awaited<ReturnType<ReturnType<typeof selectCard>['executeTakeFirstOrThrow']>>;

/** A void card, a licence gone, a version ended (expired) or not taking votes now. */
function assertCardOpen(c: Card, now: Date): void {
  if (c.state === CARD_STATE.void) throw new GoneError(CARD_MSG.void);
  if (!c.licensed) throw new ForbiddenError(NOT_LICENSED);
  if (c.status_khao_sat === VERSION_STATUS.closed || now >= new Date(c.time_end)) throw new GoneError(CARD_MSG.expired(new Date(c.time_end)));
  assertVersionOpen(c, now);
}

/** …and not used yet. */
function assertUnused(c: Card, now: Date): void {
  if (c.state === CARD_STATE.used) throw new GoneError(CARD_MSG.used);
  assertCardOpen(c, now);
}

function bearer(req: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m ? m[1]! : null;
}

/**
 * The vote of a ballot card: the code is traded for a card session (`open`, spending nothing),
 * then the same calls as an invitation link's (check, questionnaire, notice, draft, submit) on
 * that session. The submit holds the response as a personal link's does (random id, hospital,
 * day: vote-hold.ts), marks the card used with its validity and deletes its draft, all in one
 * transaction that locks the card; nothing written names the card in the response or the
 * response in the card.
 */
export function cardVotes(db: Kysely<DB>, codes: CardCodes) {
  const versions = surveyVersions(db);

  /** The card of the request's session; 401 when there is none or it was forged or expired. */
  async function sessionCard(req: FastifyRequest, versionId?: number): Promise<Card> {
    const token = bearer(req);
    const id = token ? codes.verifySession(token) : null;
    const c = id === null ? undefined : await selectCard(db).where('c.the_id', '=', id).executeTakeFirst();
    if (!c) throw new UnauthorizedError(CARD_MSG.session);
    if (versionId !== undefined && versionId !== c.phien_ban_id) throw new ForbiddenError(CARD_MSG.otherVersion);
    return c;
  }

  return {
    async open(body: TBallotCardOpen): Promise<TBallotCardSession> {
      const code = normalizeCode(body.ma_the);
      if (code === null) throw new ValidationError(CARD_MSG.format);
      const c = await selectCard(db).where('c.code_hash', '=', codes.hash(code)).executeTakeFirst();
      if (!c) throw new NotFoundError(CARD_MSG.unknown);
      if (body.hospital_id !== undefined && body.hospital_id !== c.hospital_id) throw new ForbiddenError(CARD_MSG.otherHospital);
      assertUnused(c, new Date());
      const expiresAt = new Date(c.time_end);
      return {
        access_token: codes.sessionToken(c.the_id, expiresAt),
        expires_at: toWireTime(expiresAt),
        phien_ban_id: c.phien_ban_id,
        hospital_id: c.hospital_id,
        hospital_name: c.hospital_name,
        tieu_de_khao_sat: c.tieu_de_khao_sat,
        tieu_de_khao_sat_en: c.tieu_de_khao_sat_en,
        language: c.language as 'vi' | 'en',
        ten_phong_ban: c.ten_phong_ban,
      };
    },

    /** As ket-qua/check-ket-qua-khao-sat: used or not, and whether the version takes votes now. */
    async check(req: FastifyRequest, versionId: number): Promise<TVoteCheck> {
      const c = await sessionCard(req, versionId);
      if (c.state === CARD_STATE.void) throw new GoneError(CARD_MSG.void);
      if (!c.licensed) throw new ForbiddenError(NOT_LICENSED);
      const used = c.state === CARD_STATE.used;
      const reason = closedReason(c, new Date());
      return { da_binh_chon: used, hop_le: used ? (c.hop_le as -1 | 0 | 1) : null, mo: reason === null, ly_do: reason };
    },

    async questionnaire(req: FastifyRequest, language: 'vi' | 'en'): Promise<TSurveyDetail> {
      const c = await sessionCard(req);
      assertCardOpen(c, new Date());
      const v = await versions.one(c.phien_ban_id);
      return { ...localizeVersion(v, language), ...(await loadQuestionnaire(db, c.phien_ban_id, language)) };
    },

    async privacy(req: FastifyRequest): Promise<TVotePrivacyNotice> {
      const c = await sessionCard(req);
      assertCardOpen(c, new Date());
      return privacyNoticeOf(db, c.phien_ban_id, c.hospital_id, new Date(c.time_end));
    },

    async draft(req: FastifyRequest, versionId: number): Promise<TVoteDraft | null> {
      const c = await sessionCard(req, versionId);
      assertCardOpen(c, new Date());
      const d = await db.selectFrom('ballot_card_draft').select(['step', 'language', 'answers', 'updated_at']).where('the_id', '=', c.the_id).executeTakeFirst();
      if (!d) return null;
      return { phien_ban_id: versionId, step: d.step, language: d.language as 'vi' | 'en', answers: d.answers, updated_at: toWireTime(d.updated_at) };
    },

    async saveDraft(req: FastifyRequest, body: TVoteDraftSave): Promise<{ updated_at: string }> {
      const { the_id } = await sessionCard(req, body.phien_ban_id);
      return db.transaction().execute(async (trx) => {
        // FOR SHARE waits for a running submit (FOR UPDATE): a save racing it then sees the card used.
        const c = await selectCard(trx).where('c.the_id', '=', the_id).forShare('c').executeTakeFirstOrThrow();
        const now = new Date();
        assertUnused(c, now);
        const answers = JSON.stringify(checkAnswers(await loadBallot(trx, c.phien_ban_id), body.answers));
        const row = { step: body.step, language: body.language, answers, updated_at: now };
        await trx
          .insertInto('ballot_card_draft')
          .values({ the_id, ...row })
          .onConflict((oc) => oc.column('the_id').doUpdateSet(row))
          .execute();
        return { updated_at: toWireTime(now) };
      });
    },

    async submit(req: FastifyRequest, body: TVoteSubmit): Promise<TVoteSubmitResult> {
      const { the_id } = await sessionCard(req, body.phien_ban_id);
      const now = new Date();
      let stored = false;
      const result = await db.transaction().execute(async (trx) => {
        const c = await selectCard(trx).where('c.the_id', '=', the_id).forUpdate('c').executeTakeFirstOrThrow();
        // A retry of the submit that used the card answers like the first one.
        if (c.state === CARD_STATE.used && c.submit_key === body.idempotency_key) {
          return { status_khao_sat: 2 as const, hop_le: c.hop_le as -1 | 0 | 1, hoan_thanh: c.hoan_thanh ?? false };
        }
        assertUnused(c, now);
        const keyTaken = await trx.selectFrom('ballot_card').select('the_id').where('submit_key', '=', body.idempotency_key).executeTakeFirst();
        if (keyTaken) throw new ConflictError(VOTE_MSG.keyUsed);
        const ballot = await loadBallot(trx, c.phien_ban_id);
        const answers = checkAnswers(ballot, body.answers);
        const rule = (await parameterValue(trx, c.hospital_id, PARAM.straightLining)) === '1';
        const v = assessResponse(ballot, answers, { straightLiningRule: rule });
        const response = heldResponse(ballot, answers, c.hospital_id, body, now, v);
        await trx
          .insertInto('vote_hold')
          .values({ hold_id: randomUUID(), phien_ban_id: c.phien_ban_id, response: JSON.stringify(response) })
          .execute();
        await trx.deleteFrom('ballot_card_draft').where('the_id', '=', the_id).execute();
        await trx
          .updateTable('ballot_card')
          .set({ state: CARD_STATE.used, hop_le: v.hop_le, hoan_thanh: v.hoan_thanh, submit_key: body.idempotency_key })
          .where('the_id', '=', the_id)
          .execute();
        stored = true;
        return { status_khao_sat: 2 as const, hop_le: v.hop_le, hoan_thanh: v.hoan_thanh };
      });
      if (stored) {
        opsRecorder(db).voteAccepted();
        // After the commit, in the background: the held responses lose this vote's transaction id.
        holdShuffles(db).afterVote(body.phien_ban_id);
      }
      return result;
    },
  };
}
