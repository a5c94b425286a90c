import type { hospitalGroup } from '@hm/contract';
import { sql } from 'kysely';
import { ValidationError } from '../../../errors/app-errors.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';

export const GROUP_MSG = {
  provinceNotFound: 'Không tìm thấy tỉnh/thành phố',
  hospitalNotFound: 'Có bệnh viện không tồn tại trong danh sách',
  groupNotFound: 'Không tìm thấy nhóm bệnh viện',
  accountNotFound: 'Không tìm thấy tài khoản',
  notOfficer: 'Tài khoản này không thuộc nhóm quyền được xem kết quả nhóm bệnh viện; hãy đổi nhóm quyền của tài khoản trước',
  notAssigned: 'Tài khoản này không được gán vào nhóm bệnh viện này',
} as const;

const field = (path: string, message: string) => new ValidationError(message, { errors: [{ path, message }] });

/**
 * A group's rules: its province exists (level 1), its listed hospitals exist; the members are
 * written with the group (replaced as a whole; none for a province's group), with who created it.
 */
export const hospitalGroupRules: ResourceRules<typeof hospitalGroup> = {
  async beforeWrite(trx, _ctx, input) {
    if (input.ma_tinh !== null) {
      const p = await trx.selectFrom('don_vi_hanh_chinh').select('ma').where('ma', '=', input.ma_tinh).where('cap', '=', 1).executeTakeFirst();
      if (!p) throw field('ma_tinh', GROUP_MSG.provinceNotFound);
    }
    const ids = [...new Set(input.hospital_ids ?? [])];
    if (ids.length) {
      const found = await trx.selectFrom('hospital').select('hospital_id').where('hospital_id', 'in', ids).execute();
      if (found.length !== ids.length) throw field('hospital_ids', GROUP_MSG.hospitalNotFound);
    }
  },
  async afterWrite(trx, { caller }, id, input) {
    await trx.deleteFrom('nhom_benh_vien_thanh_vien').where('nhom_id', '=', id).execute();
    const ids = input.ma_tinh === null ? [...new Set(input.hospital_ids ?? [])] : [];
    if (ids.length)
      await trx
        .insertInto('nhom_benh_vien_thanh_vien')
        .values(ids.map((hospital_id) => ({ nhom_id: id, hospital_id })))
        .execute();
    await trx
      .updateTable('nhom_benh_vien')
      .set({ created_by: sql`coalesce(created_by, ${caller.accountId})` })
      .where('nhom_id', '=', id)
      .execute();
  },
};
