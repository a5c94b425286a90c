import { toWireTime, type TBallotCardOverview, type TBallotCardPrint, type TBallotCardQuery, VERSION_STATUS } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import { MSG } from '../survey-core/version-access.js';
import { CardCodes } from './card-codes.js';
import { CARD_MSG } from './card-messages.js';

/** Card states (ballot_card.state). */
export const CARD_STATE = { issued: 0, used: 1, void: 2 } as const;

/** The version as cards need it, refused when it is a template, unknown or not of this hospital. */
export async function cardVersion(db: Db, versionId: number, hospitalId: number) {
  const v = await db
    .selectFrom('phien_ban_khao_sat as v')
    .select([
      'v.phien_ban_id',
      'v.is_template',
      'v.status_khao_sat',
      'v.time_end',
      'v.tieu_de_khao_sat',
      'v.tieu_de_khao_sat_en',
      sql<boolean>`EXISTS (SELECT 1 FROM phien_ban_benh_vien b WHERE b.phien_ban_id = v.phien_ban_id AND b.hospital_id = ${hospitalId})`.as('takes_part'),
    ])
    .where('v.phien_ban_id', '=', versionId)
    .executeTakeFirst();
  if (!v) throw new NotFoundError(MSG.versionNotFound);
  if (v.is_template) throw new ConflictError(CARD_MSG.template);
  if (!v.takes_part) throw new NotFoundError(CARD_MSG.notParticipating);
  return v;
}

const ended = (v: { status_khao_sat: number; time_end: Date }, now: Date) => v.status_khao_sat === VERSION_STATUS.closed || now >= new Date(v.time_end);

/**
 * GET the-binh-chon: the hospital's departments with their cards (issued = not void, used,
 * void) and the suggested number: invited staff of the department without an e-mail address.
 */
export async function cardOverview(db: Kysely<DB>, q: TBallotCardQuery): Promise<TBallotCardOverview> {
  const v = await cardVersion(db, q.phien_ban_id, q.hospital_id);
  const { rows } = await sql<{
    phong_ban_id: number;
    ten_phong_ban: string;
    goi_y: number;
    lo_id: number | null;
    lan_in: number | null;
    printed_at: Date | null;
    da_phat: number;
    da_dung: number;
    da_huy: number;
  }>`
    SELECT d.phong_ban_id, d.ten_phong_ban, b.lo_id, b.lan_in, b.printed_at,
      (SELECT count(*) FROM nhan_vien_khao_sat r JOIN nhan_vien nv ON nv.nhan_vien_id = r.nhan_vien_id
        WHERE r.phien_ban_id = ${q.phien_ban_id} AND r.hospital_id = ${q.hospital_id} AND r.phong_ban_id = d.phong_ban_id
          AND NOT r.ineligible AND coalesce(btrim(nv.email), '') = '')::int AS goi_y,
      (SELECT count(*) FROM ballot_card c WHERE c.lo_id = b.lo_id AND c.state <> ${CARD_STATE.void})::int AS da_phat,
      (SELECT count(*) FROM ballot_card c WHERE c.lo_id = b.lo_id AND c.state = ${CARD_STATE.used})::int AS da_dung,
      (SELECT count(*) FROM ballot_card c WHERE c.lo_id = b.lo_id AND c.state = ${CARD_STATE.void})::int AS da_huy
    FROM phong_ban d
    LEFT JOIN ballot_card_batch b ON b.phong_ban_id = d.phong_ban_id AND b.phien_ban_id = ${q.phien_ban_id} AND b.hospital_id = ${q.hospital_id}
    WHERE d.hospital_id = ${q.hospital_id} AND (NOT d.tam_ngung OR b.lo_id IS NOT NULL)
    ORDER BY d.ten_phong_ban, d.phong_ban_id`.execute(db);
  return {
    phien_ban_id: v.phien_ban_id,
    hospital_id: q.hospital_id,
    time_end: toWireTime(v.time_end),
    mo: !ended(v, new Date()),
    departments: rows.map((r) => ({ ...r, lan_in: r.lan_in ?? 0, printed_at: r.printed_at ? toWireTime(r.printed_at) : null })),
  };
}

/** What a print needs to lay out its cards (the codes exist here and in the PDF only). */
export interface PrintedBatch {
  loId: number;
  lanIn: number;
  codes: string[];
  hospitalName: string;
  departmentName: string;
  title: string;
  titleEn: string;
  timeEnd: Date;
  /** Cards voided by this print (a reprint). */
  voided: number;
}

/**
 * Issues a batch's cards in one transaction: the first print of a department (refused when it
 * has one), or a reprint (the batch locked; its unused cards void; `so_the` new ones, by default
 * as many as were voided). Fresh codes are drawn here; only their hashes are written. `finish`
 * (the audit row, the PDF) runs inside the transaction.
 */
export async function issueCards<T>(
  db: Kysely<DB>,
  codes: CardCodes,
  accountId: number,
  body: TBallotCardPrint,
  reprint: boolean,
  finish: (trx: Kysely<DB>, b: PrintedBatch) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const v = await cardVersion(trx, body.phien_ban_id, body.hospital_id);
    if (ended(v, new Date())) throw new ConflictError(CARD_MSG.versionEnded);
    const dept = await trx
      .selectFrom('phong_ban as d')
      .innerJoin('hospital as h', 'h.hospital_id', 'd.hospital_id')
      .select(['d.ten_phong_ban', 'h.name'])
      .where('d.phong_ban_id', '=', body.phong_ban_id)
      .where('d.hospital_id', '=', body.hospital_id)
      .executeTakeFirst();
    if (!dept) throw new ValidationError(CARD_MSG.department);
    const existing = await trx
      .selectFrom('ballot_card_batch')
      .select(['lo_id', 'lan_in'])
      .where('phien_ban_id', '=', body.phien_ban_id)
      .where('hospital_id', '=', body.hospital_id)
      .where('phong_ban_id', '=', body.phong_ban_id)
      .forUpdate()
      .executeTakeFirst();
    let loId: number;
    let lanIn = 1;
    let voided = 0;
    if (!reprint) {
      if (existing) throw new ConflictError(CARD_MSG.hasBatch);
      if (body.so_the === undefined) throw new ValidationError('Vui lòng nhập số thẻ cần in');
      loId = (
        await trx
          .insertInto('ballot_card_batch')
          .values({ phien_ban_id: body.phien_ban_id, hospital_id: body.hospital_id, phong_ban_id: body.phong_ban_id, created_by: accountId })
          .returning('lo_id')
          .executeTakeFirstOrThrow()
      ).lo_id;
    } else {
      if (!existing) throw new NotFoundError(CARD_MSG.noBatch);
      loId = existing.lo_id;
      lanIn = existing.lan_in + 1;
      const r = await trx.updateTable('ballot_card').set({ state: CARD_STATE.void }).where('lo_id', '=', loId).where('state', '=', CARD_STATE.issued).executeTakeFirst();
      voided = Number(r.numUpdatedRows);
      // A card being filled in loses its draft with its validity.
      await trx
        .deleteFrom('ballot_card_draft')
        .where('the_id', 'in', (eb) => eb.selectFrom('ballot_card').select('the_id').where('lo_id', '=', loId).where('state', '=', CARD_STATE.void))
        .execute();
      await trx.updateTable('ballot_card_batch').set({ lan_in: lanIn, printed_at: new Date(), created_by: accountId }).where('lo_id', '=', loId).execute();
    }
    const count = body.so_the ?? voided;
    if (count < 1) throw new ValidationError(CARD_MSG.nothingToReprint);
    const fresh = Array.from({ length: count }, () => CardCodes.fresh());
    await trx
      .insertInto('ballot_card')
      .values(fresh.map((c) => ({ lo_id: loId, code_hash: codes.hash(c) })))
      .execute();
    const batch: PrintedBatch = {
      loId,
      lanIn,
      codes: fresh,
      hospitalName: dept.name,
      departmentName: dept.ten_phong_ban,
      title: v.tieu_de_khao_sat,
      titleEn: v.tieu_de_khao_sat_en,
      timeEnd: new Date(v.time_end),
      voided,
    };
    // The audit row and the PDF, before the commit: a print that fails issues no card.
    return finish(trx, batch);
  });
}
