import type { TCampaignChannel } from '@hm/contract';
import { sql } from 'kysely';
import { andInDepartments } from '../../access/department-scope.js';
import type { Db } from '../../db/database.js';
import { cardTallies, sumCards } from '../dashboard/card-participation.js';
import { completeRecord } from '../dashboard/participation.js';

/** Invited (eligible) and voted (complete responses) through one channel, for one hospital's version. */
export interface ChannelTally {
  invited: number;
  voted: number;
}

/** Counts one channel; `departments` narrows to a department head's departments (null: the whole hospital). */
export interface ChannelCounter {
  channel: TCampaignChannel;
  count(db: Db, versionId: number, hospitalId: number, departments: readonly number[] | null): Promise<ChannelTally>;
}

/** The personal link (mailed, or reached through a staff account): the staff records. */
const link: ChannelCounter = {
  channel: 'link',
  async count(db, versionId, hospitalId, departments) {
    const { rows } = await sql<ChannelTally>`
      SELECT (count(*) FILTER (WHERE NOT r.ineligible))::int AS invited, (count(*) FILTER (WHERE ${sql.raw(completeRecord('r'))}))::int AS voted
      FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = ${versionId} AND r.hospital_id = ${hospitalId} ${andInDepartments('r.phong_ban_id', departments)}`.execute(db);
    return rows[0]!;
  },
};

/** A batch channel (kind 0 ballot cards, 1 paper) from the dashboard's card tallies: issued and not void, used with a complete response. */
const batches = (channel: TCampaignChannel, kind: 0 | 1): ChannelCounter => ({
  channel,
  async count(db, versionId, hospitalId, departments) {
    const t = sumCards((await cardTallies(db, versionId, [hospitalId], departments)).filter((b) => b.kind === kind));
    return { invited: t.invited, voted: t.complete };
  },
});

/** Printed ballot cards (docs/decisions/ballot-cards.md). */
const card = batches('card', 0);

/**
 * Paper questionnaires (docs/decisions/paper-entry.md): printed and not void, verified after
 * double entry with a complete response. Counted from the department's paper batch, never from
 * staff records, so a person is counted through one channel as long as the hospital prints paper
 * only for staff it neither mails nor gives a card.
 */
const paper = batches('paper', 1);

/**
 * Every channel through which staff are invited, each person through exactly one: the one place
 * a channel is added (with its name in `CAMPAIGN_CHANNELS` of @hm/contract). The page's total
 * adds every channel other than `link` to the staff records' figures.
 */
export const CAMPAIGN_CHANNEL_COUNTERS: readonly ChannelCounter[] = [link, card, paper];
