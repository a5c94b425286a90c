import type { hospital, TModuleId } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ValidationError } from '../../../errors/app-errors.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';

const field = (path: string, message: string) => new ValidationError(message, { errors: [{ path, message }] });

/** The province and commune are real units, the commune inside the province (the catalogue form and the hospital's own information). */
export async function assertAddress(trx: Kysely<DB>, input: { ma_tinh: string | null; ma_xa: string | null }): Promise<void> {
  if (input.ma_tinh) {
    const p = await trx.selectFrom('don_vi_hanh_chinh').select('ma').where('ma', '=', input.ma_tinh).where('cap', '=', 1).executeTakeFirst();
    if (!p) throw field('ma_tinh', 'Không tìm thấy tỉnh/thành phố');
  }
  if (input.ma_xa) {
    const c = await trx.selectFrom('don_vi_hanh_chinh').select('ma_cha').where('ma', '=', input.ma_xa).where('cap', '=', 2).executeTakeFirst();
    if (!c) throw field('ma_xa', 'Không tìm thấy xã/phường');
    if (c.ma_cha !== input.ma_tinh) throw field('ma_xa', 'Xã/phường không thuộc tỉnh/thành phố đã chọn');
  }
}

/** The address is real; licences follow the form. */
export const hospitalRules: ResourceRules<typeof hospital> = {
  async beforeWrite(trx, _ctx, input) {
    await assertAddress(trx, input);
  },
  async afterWrite(trx, _ctx, id, input) {
    await replaceModules(trx, id, input.modules);
  },
};

/** The hospital's licensed modules become exactly `modules`; a licence kept keeps its validity period (set on the licence screen). */
export async function replaceModules(trx: Kysely<DB>, hospitalId: number, modules: readonly TModuleId[]): Promise<void> {
  const keep = [...new Set(modules)];
  let gone = trx.deleteFrom('hospital_module').where('hospital_id', '=', hospitalId);
  if (keep.length) gone = gone.where('module', 'not in', keep);
  await gone.execute();
  if (keep.length)
    await trx
      .insertInto('hospital_module')
      .values(keep.map((module) => ({ hospital_id: hospitalId, module })))
      .onConflict((oc) => oc.columns(['hospital_id', 'module']).doNothing())
      .execute();
}
