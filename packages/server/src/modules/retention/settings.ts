import { RETENTION_DEFAULT_DAYS, type TRetentionOverview, type TRetentionSetting, toWireTime } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import type { RouteAudit } from '../../resources/route.js';
import { pendingPurges } from './purge.js';

/** A hospital's retention period (the default when it set none). */
export async function retentionSetting(db: Kysely<DB>, hospitalId: number): Promise<TRetentionSetting> {
  const row = await db.selectFrom('retention_setting').select(['so_ngay', 'updated_at']).where('hospital_id', '=', hospitalId).executeTakeFirst();
  return {
    hospital_id: hospitalId,
    so_ngay: row?.so_ngay ?? RETENTION_DEFAULT_DAYS,
    mac_dinh: !row,
    updated_at: row ? toWireTime(new Date(row.updated_at)) : null,
  };
}

/** The settings screen: the period, the purges done (newest first) and those to come. */
export async function retentionOverview(db: Kysely<DB>, hospitalId: number): Promise<TRetentionOverview> {
  const purges = await db
    .selectFrom('retention_purge as p')
    .innerJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'p.phien_ban_id')
    .select(['p.phien_ban_id', 'p.hospital_id', 'v.tieu_de_khao_sat', 'p.so_ngay', 'p.counts', 'p.purged_at'])
    .where('p.hospital_id', '=', hospitalId)
    .orderBy('p.purged_at', 'desc')
    .orderBy('p.phien_ban_id', 'desc')
    .limit(200)
    .execute();
  return {
    setting: await retentionSetting(db, hospitalId),
    purges: purges.map((p) => ({
      ...p,
      counts: (typeof p.counts === 'string' ? JSON.parse(p.counts) : p.counts) as TRetentionOverview['purges'][number]['counts'],
      purged_at: toWireTime(new Date(p.purged_at)),
    })),
    pending: await pendingPurges(db, hospitalId),
  };
}

/** Sets the period (the access hook checked the body's hospital against the caller's scope). */
export async function saveRetention(db: Kysely<DB>, caller: Caller, body: { hospital_id: number; so_ngay: number }, audit: RouteAudit): Promise<TRetentionSetting> {
  return db.transaction().execute(async (trx) => {
    const before = await retentionSetting(trx, body.hospital_id);
    await trx
      .insertInto('retention_setting')
      .values({ hospital_id: body.hospital_id, so_ngay: body.so_ngay, updated_by: caller.accountId })
      .onConflict((oc) => oc.column('hospital_id').doUpdateSet({ so_ngay: body.so_ngay, updated_by: caller.accountId, updated_at: new Date() }))
      .execute();
    await audit(trx, { id: body.hospital_id, hospitalId: body.hospital_id, before: { so_ngay: before.so_ngay }, after: { so_ngay: body.so_ngay } });
    return retentionSetting(trx, body.hospital_id);
  });
}
