import { PAPER_BATCH_MAX, toWireTime, type TBallotCardOverview, type TBallotCardPrint, type TBallotCardQuery, VERSION_STATUS } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import { MSG } from '../survey-core/version-access.js';
import { CardCodes } from './card-codes.js';
import { CARD_MSG } from './card-messages.js';

/** Card states (ballot_card.state). */
export const CARD_STATE = { issued: 0, used: 1, void: 2 } as const;

/** Batch kinds (ballot_card_batch.loai): ballot cards voted online, paper questionnaires keyed in (docs/decisions/paper-entry.md). */
export const BATCH_KIND = { card: 0, paper: 1 } as const;

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
      AND b.loai = ${BATCH_KIND[q.loai]}
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

/** What a print checks: before drawing codes, and again in its transaction (the batch then locked). */
async function printable(db: Db, body: TBallotCardPrint, reprint: boolean, lock: boolean) {
  const v = await cardVersion(db, body.phien_ban_id, body.hospital_id);
  if (ended(v, new Date())) throw new ConflictError(CARD_MSG.versionEnded);
  const dept = await db
    .selectFrom('phong_ban as d')
    .innerJoin('hospital as h', 'h.hospital_id', 'd.hospital_id')
    .select(['d.ten_phong_ban', 'h.name'])
    .where('d.phong_ban_id', '=', body.phong_ban_id)
    .where('d.hospital_id', '=', body.hospital_id)
    .executeTakeFirst();
  if (!dept) throw new ValidationError(CARD_MSG.department);
  const batch = db
    .selectFrom('ballot_card_batch')
    .select(['lo_id', 'lan_in'])
    .where('phien_ban_id', '=', body.phien_ban_id)
    .where('hospital_id', '=', body.hospital_id)
    .where('phong_ban_id', '=', body.phong_ban_id)
    .where('loai', '=', BATCH_KIND[body.loai]);
  const existing = await (lock ? batch.forUpdate() : batch).executeTakeFirst();
  if (!reprint && existing) throw new ConflictError(CARD_MSG.hasBatch);
  if (reprint && !existing) throw new NotFoundError(CARD_MSG.noBatch);
  return { v, dept, existing };
}

/**
 * Issues a batch's cards: the first print of a department (refused when it has one), or a reprint
 * (its unused cards void; `so_the` new ones, by default as many as are unused). Fresh codes are
 * drawn here and `render` lays out the PDF **before** the transaction (an embedded database has
 * one connection, and hundreds of cards take seconds to print); the transaction then checks
 * again with the batch locked (another print of the department in between: 409), writes only
 * the hashes, and `audit` writes its row. A print that fails issues no card.
 */
export async function issueCards(
  db: Kysely<DB>,
  codes: CardCodes,
  accountId: number,
  body: TBallotCardPrint,
  reprint: boolean,
  render: (b: PrintedBatch) => Promise<Buffer>,
  audit: (trx: Kysely<DB>, b: PrintedBatch) => Promise<void>,
): Promise<{ batch: PrintedBatch; pdf: Buffer }> {
  const { v, dept, existing } = await printable(db, body, reprint, false);
  let count = body.so_the;
  if (count === undefined && existing) {
    const unused = await db
      .selectFrom('ballot_card')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lo_id', '=', existing.lo_id)
      .where('state', '=', CARD_STATE.issued)
      .executeTakeFirstOrThrow();
    count = Number(unused.n);
  }
  if (count === undefined) throw new ValidationError(CARD_MSG.noCount);
  if (count < 1) throw new ValidationError(CARD_MSG.nothingToReprint);
  if (body.loai === 'paper' && count > PAPER_BATCH_MAX) throw new ValidationError(CARD_MSG.paperMax);
  const batch: PrintedBatch = {
    loId: existing?.lo_id ?? 0,
    lanIn: (existing?.lan_in ?? 0) + 1,
    codes: Array.from({ length: count }, () => CardCodes.fresh()),
    hospitalName: dept.name,
    departmentName: dept.ten_phong_ban,
    title: v.tieu_de_khao_sat,
    titleEn: v.tieu_de_khao_sat_en,
    timeEnd: new Date(v.time_end),
    voided: 0,
  };
  const pdf = await render(batch);
  await db.transaction().execute(async (trx) => {
    const now = await printable(trx, body, reprint, true);
    if ((now.existing?.lan_in ?? 0) !== batch.lanIn - 1) throw new ConflictError(CARD_MSG.printedMeanwhile);
    if (!now.existing) {
      const created = await trx
        .insertInto('ballot_card_batch')
        .values({ phien_ban_id: body.phien_ban_id, hospital_id: body.hospital_id, phong_ban_id: body.phong_ban_id, created_by: accountId, loai: BATCH_KIND[body.loai] })
        .onConflict((oc) => oc.columns(['phien_ban_id', 'hospital_id', 'phong_ban_id', 'loai']).doNothing())
        .returning('lo_id')
        .executeTakeFirst();
      // A first print of the same department committed meanwhile.
      if (!created) throw new ConflictError(CARD_MSG.printedMeanwhile);
      batch.loId = created.lo_id;
    } else {
      const r = await trx.updateTable('ballot_card').set({ state: CARD_STATE.void }).where('lo_id', '=', batch.loId).where('state', '=', CARD_STATE.issued).executeTakeFirst();
      batch.voided = Number(r.numUpdatedRows);
      // A paper being keyed loses its keyings with its code.
      await trx
        .deleteFrom('paper_entry')
        .where('the_id', 'in', (eb) => eb.selectFrom('ballot_card').select('the_id').where('lo_id', '=', batch.loId).where('state', '=', CARD_STATE.void))
        .execute();
      // A card being filled in loses its draft with its validity.
      await trx
        .deleteFrom('ballot_card_draft')
        .where('the_id', 'in', (eb) => eb.selectFrom('ballot_card').select('the_id').where('lo_id', '=', batch.loId).where('state', '=', CARD_STATE.void))
        .execute();
      await trx.updateTable('ballot_card_batch').set({ lan_in: batch.lanIn, printed_at: new Date(), created_by: accountId }).where('lo_id', '=', batch.loId).execute();
    }
    await trx
      .insertInto('ballot_card')
      .values(batch.codes.map((c) => ({ lo_id: batch.loId, code_hash: codes.hash(c) })))
      .execute();
    await audit(trx, batch);
  });
  return { batch, pdf };
}
