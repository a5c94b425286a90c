import type { TCampaignChannel } from '@hm/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { cardChannelTally } from '../dashboard/card-participation.js';
import { completeRecord } from '../dashboard/participation.js';

/** Invited (eligible) and voted (complete responses) through one channel, for one hospital's version. */
export interface ChannelTally {
  invited: number;
  voted: number;
}

/** Counts one channel; `departments` narrows to a department head's departments (an SQL condition on `r.phong_ban_id`, or nothing). */
export interface ChannelCounter {
  channel: TCampaignChannel;
  count(db: Db, versionId: number, hospitalId: number, departments: RawBuilder<unknown>): Promise<ChannelTally>;
}

/** The personal link (mailed, or reached through a staff account): the staff records. */
const link: ChannelCounter = {
  channel: 'link',
  async count(db, versionId, hospitalId, departments) {
    const { rows } = await sql<ChannelTally>`
      SELECT (count(*) FILTER (WHERE NOT r.ineligible))::int AS invited, (count(*) FILTER (WHERE ${sql.raw(completeRecord('r'))}))::int AS voted
      FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = ${versionId} AND r.hospital_id = ${hospitalId} ${departments}`.execute(db);
    return rows[0]!;
  },
};

/**
 * Every channel through which staff are invited, each person through exactly one: the one place
 * a channel is added (with its name in `CAMPAIGN_CHANNELS` of @hm/contract). The page's total
 * adds every channel other than `link` to the staff records' figures.
 */
/** Printed ballot cards (docs/decisions/ballot-cards.md): issued and not void, used with a complete response. */
const card: ChannelCounter = { channel: 'card', count: (db, versionId, hospitalId, departments) => cardChannelTally(db, versionId, hospitalId, departments) };

/**
 * Paper questionnaires (docs/decisions/paper-entry.md): printed and not void, verified after
 * double entry with a complete response. Counted from the department's paper batch, never from
 * staff records, so a person is counted through one channel as long as the hospital prints paper
 * only for staff it neither mails nor gives a card.
 */
const paper: ChannelCounter = { channel: 'paper', count: (db, versionId, hospitalId, departments) => cardChannelTally(db, versionId, hospitalId, departments, 1) };

export const CAMPAIGN_CHANNEL_COUNTERS: readonly ChannelCounter[] = [link, card, paper];
