import type { actionPlan } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ValidationError } from '../../errors/app-errors.js';
import type { ResourceRules } from '../../resources/resource-routes.js';
import { runBy } from '../survey-core/run-by.js';

const field = (path: string, message: string) => new ValidationError(message, { errors: [{ path, message }] });

/** The plan's wave is a survey (not a template) the hospital runs. */
async function assertWave(trx: Kysely<DB>, hospitalId: number, versionId: number): Promise<void> {
  const v = await trx
    .selectFrom('phien_ban_khao_sat as v')
    .select('v.phien_ban_id')
    .where('v.phien_ban_id', '=', versionId)
    .where('v.is_template', '=', false)
    .where(runBy(hospitalId))
    .executeTakeFirst();
  if (!v) throw field('phien_ban_id', 'Bệnh viện không tham gia phiên bản khảo sát này');
}

/** Every focus composite is an active composite of the wave. */
async function assertComposites(trx: Kysely<DB>, versionId: number, codes: readonly string[]): Promise<void> {
  const known = new Set(
    (await trx.selectFrom('composite').select('ma_composite').where('phien_ban_id', '=', versionId).where('status_composite', '=', 0).execute()).map((c) => c.ma_composite),
  );
  codes.forEach((code, i) => {
    if (!known.has(code)) throw field(`linh_vuc.${i}`, `Phiên bản khảo sát không có lĩnh vực mã ${code}`);
  });
}

/** The unit is an answer value of the wave's unit question. */
async function assertUnit(trx: Kysely<DB>, versionId: number, unit: number | null): Promise<void> {
  if (unit === null) return;
  const row = await trx
    .selectFrom('cau_hoi as q')
    .innerJoin('dap_an as a', 'a.cauhoi_id', 'q.cauhoi_id')
    .select('a.gia_tri')
    .where('q.phien_ban_id', '=', versionId)
    .where('q.vai_tro', '=', 'unit')
    .where('a.gia_tri', '=', unit)
    .executeTakeFirst();
  if (!row) throw field('don_vi', 'Không tìm thấy đơn vị này trong câu hỏi về khoa/đơn vị của phiên bản khảo sát');
}

/** Attachments are files of the plan's hospital. */
async function assertUploads(trx: Kysely<DB>, hospitalId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const found = new Set(
    (
      await trx
        .selectFrom('upload')
        .select('upload_id')
        .where('upload_id', 'in', [...ids])
        .where('hospital_id', '=', hospitalId)
        .execute()
    ).map((u) => u.upload_id),
  );
  ids.forEach((id, i) => {
    if (!found.has(id)) throw field(`tep_dinh_kem.${i}`, `Không tìm thấy tệp (id ${id}) của bệnh viện này`);
  });
}

/**
 * A plan's rules: its wave is one the hospital runs, its composites and unit are the wave's, its
 * attachments the hospital's files; who changed it last is kept.
 */
export const actionPlanRules: ResourceRules<typeof actionPlan> = {
  async beforeWrite(trx, _ctx, input) {
    await assertWave(trx, input.hospital_id, input.phien_ban_id);
    await assertComposites(trx, input.phien_ban_id, input.linh_vuc);
    await assertUnit(trx, input.phien_ban_id, input.don_vi);
    await assertUploads(trx, input.hospital_id, input.tep_dinh_kem);
  },
  async afterWrite(trx, { caller }, id) {
    await trx
      .updateTable('ke_hoach_hanh_dong')
      .set({ updated_by: caller.accountId, updated_at: sql`now()`, created_by: sql`coalesce(created_by, ${caller.accountId})` })
      .where('ke_hoach_id', '=', id)
      .execute();
  },
};
