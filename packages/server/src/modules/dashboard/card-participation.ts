import type { TChannelRate, TChannelSplit } from '@hm/contract';
import { responseRate, round1 } from '@hm/scoring';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { andInDepartments } from '../../access/department-scope.js';

/** A tally of one channel: invited (for cards: issued and not void), submitted (used), complete, valid. */
export interface ChannelTally {
  invited: number;
  submitted: number;
  complete: number;
  valid: number;
}

/** The ballot cards of a version per hospital and department (docs/decisions/ballot-cards.md). */
export interface CardTally extends ChannelTally {
  hospital_id: number;
  phong_ban_id: number;
  /** The batch's kind: 0 ballot cards, 1 paper questionnaires (used = verified after double entry). */
  kind: number;
}

/**
 * The card channel of participation: per hospital and department, the cards issued (a void card
 * was never handed out, or was replaced by a reprint), used, used with a complete response and
 * with a valid one. A card counts once, in its batch's department; it has no job title and no
 * staff record, so a person given a card is not also counted through a link unless the hospital
 * invited them both ways (the doc says how to avoid it).
 */
export async function cardTallies(db: Db, versionId: number, hospitalIds: readonly number[], departments: readonly number[] | null): Promise<CardTally[]> {
  if (hospitalIds.length === 0) return [];
  const { rows } = await sql<CardTally>`
    SELECT b.hospital_id, b.phong_ban_id, b.loai::int AS kind,
      (count(*) FILTER (WHERE c.state <> 2))::int AS invited,
      (count(*) FILTER (WHERE c.state = 1))::int AS submitted,
      (count(*) FILTER (WHERE c.state = 1 AND c.hoan_thanh))::int AS complete,
      (count(*) FILTER (WHERE c.state = 1 AND c.hop_le = 1))::int AS valid
    FROM ballot_card c JOIN ballot_card_batch b ON b.lo_id = c.lo_id
    WHERE b.phien_ban_id = ${versionId} AND b.hospital_id IN (${sql.join(hospitalIds)}) ${andInDepartments('b.phong_ban_id', departments)}
    GROUP BY 1, 2, 3`.execute(db);
  return rows;
}

export const noCards: ChannelTally = { invited: 0, submitted: 0, complete: 0, valid: 0 };

/** The sum of card tallies (of a hospital, of a department). */
export const sumCards = (rows: readonly ChannelTally[]): ChannelTally =>
  rows.reduce((s, r) => ({ invited: s.invited + r.invited, submitted: s.submitted + r.submitted, complete: s.complete + r.complete, valid: s.valid + r.valid }), noCards);

const channel = (t: ChannelTally, ineligible: number): TChannelRate => ({
  invited: t.invited,
  submitted: t.submitted,
  complete: t.complete,
  rate: round1(responseRate({ invited: t.invited, ineligible, complete: t.complete })),
});

/** The split of a rate into its link (staff records, with their ineligible), card and paper channels (from the batches' tallies). */
export const channelSplit = (link: ChannelTally & { ineligible: number }, batches: readonly CardTally[]): TChannelSplit => ({
  link: channel(link, link.ineligible),
  card: channel(sumCards(batches.filter((b) => b.kind === 0)), 0),
  paper: channel(sumCards(batches.filter((b) => b.kind === 1)), 0),
});

/** A link tally with its cards added: the figures a rate is computed from. */
export const withCards = <T extends ChannelTally>(link: T, card: ChannelTally): T => ({
  ...link,
  invited: link.invited + card.invited,
  submitted: link.submitted + card.submitted,
  complete: link.complete + card.complete,
  valid: link.valid + card.valid,
});
