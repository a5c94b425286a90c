import type { THospitalVersion } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ConflictError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import type { Caller } from '../../access/caller.js';
import type { Db } from '../../db/database.js';
import { assertSurveyHospital, editableVersion, readableVersion } from '../survey-core/version-access.js';
import { scopeIds } from '../../access/scope.js';
import { andInDepartments, participationDepartments } from '../../access/department-scope.js';

export const HV_MSG = {
  ownHospitalOnly: 'Phiên bản của một bệnh viện chỉ dành cho chính bệnh viện đó',
  hasRecords: 'Không thể bỏ bệnh viện đã có danh sách nhân viên tham gia',
  unknownHospital: 'Bệnh viện không tồn tại',
} as const;

/** Hospitals running a version (`phien-ban-benh-vien`), with their participation counts. */
export function hospitalVersions(db: Kysely<DB>) {
  async function rows(trx: Db, caller: Caller, versionId: number): Promise<THospitalVersion[]> {
    const ids = scopeIds(caller, undefined);
    const mine = andInDepartments('r.phong_ban_id', participationDepartments(caller));
    let q = trx
      .selectFrom('phien_ban_benh_vien as pbv')
      .innerJoin('hospital as h', 'h.hospital_id', 'pbv.hospital_id')
      .select([
        'pbv.phien_ban_id',
        'h.hospital_id',
        'h.name',
        sql<number>`(SELECT count(*) FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = pbv.phien_ban_id AND r.hospital_id = pbv.hospital_id AND NOT r.ineligible ${mine})::int`.as(
          'tong_so',
        ),
        sql<number>`(SELECT count(*) FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = pbv.phien_ban_id AND r.hospital_id = pbv.hospital_id AND r.status_khao_sat = 2 ${mine})::int`.as(
          'da_binh_chon',
        ),
      ])
      .where('pbv.phien_ban_id', '=', versionId)
      .orderBy('h.name');
    if (ids) q = q.where('pbv.hospital_id', 'in', ids);
    return q.execute();
  }

  return {
    async list(caller: Caller, versionId: number): Promise<THospitalVersion[]> {
      await readableVersion(db, caller, versionId);
      return rows(db, caller, versionId);
    },

    /** Sets the hospitals of a version: adds the new ones, removes the others unless they have staff records. */
    async set(caller: Caller, versionId: number, hospitalIds: number[], audit: RouteAudit): Promise<THospitalVersion[]> {
      const wanted = [...new Set(hospitalIds)];
      return db.transaction().execute(async (trx) => {
        const v = await editableVersion(trx, caller, versionId);
        if (v.hospital_id !== null && (wanted.length !== 1 || wanted[0] !== v.hospital_id)) throw new ValidationError(HV_MSG.ownHospitalOnly);
        const known = await trx.selectFrom('hospital').select('hospital_id').where('hospital_id', 'in', wanted).execute();
        if (known.length !== wanted.length) throw new ValidationError(HV_MSG.unknownHospital);
        for (const h of wanted) await assertSurveyHospital(trx, caller, h);
        const current = (await trx.selectFrom('phien_ban_benh_vien').select('hospital_id').where('phien_ban_id', '=', versionId).execute()).map((r) => r.hospital_id);
        const removed = current.filter((h) => !wanted.includes(h));
        if (removed.length) {
          const withRecords = await trx
            .selectFrom('nhan_vien_khao_sat')
            .select('hospital_id')
            .where('phien_ban_id', '=', versionId)
            .where('hospital_id', 'in', removed)
            .limit(1)
            .executeTakeFirst();
          if (withRecords) throw new ConflictError(HV_MSG.hasRecords);
          await trx.deleteFrom('phien_ban_benh_vien').where('phien_ban_id', '=', versionId).where('hospital_id', 'in', removed).execute();
        }
        const added = wanted.filter((h) => !current.includes(h));
        if (added.length)
          await trx
            .insertInto('phien_ban_benh_vien')
            .values(added.map((hospital_id) => ({ phien_ban_id: versionId, hospital_id })))
            .execute();
        if (added.length || removed.length) {
          await audit(trx, {
            id: versionId,
            hospitalId: v.hospital_id,
            phienBanId: versionId,
            before: { benh_vien: [...current].sort((a, b) => a - b) },
            after: { benh_vien: [...wanted].sort((a, b) => a - b) },
          });
        } else audit.skip();
        return rows(trx, caller, versionId);
      });
    },
  };
}
