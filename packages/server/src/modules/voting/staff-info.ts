import { toWireTime, type TMyStaffInfo } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';

/**
 * nhan-vien/thong-tin-nhan-vien: the caller's own staff information (through the staff member
 * linked to the account) and participation in every survey version they were invited to.
 */
export async function myStaffInfo(db: Kysely<DB>, caller: Caller): Promise<TMyStaffInfo> {
  const me = await db
    .selectFrom('tai_khoan as tk')
    .leftJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'tk.nhan_vien_id')
    .leftJoin('hospital as h', 'h.hospital_id', 'nv.hospital_id')
    .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'nv.phong_ban_id')
    .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'nv.chuc_danh_id')
    .select(['tk.display_name', 'nv.nhan_vien_id', 'nv.ma_nhan_vien', 'nv.ten_nhan_vien', 'nv.email', 'h.name as hospital_name', 'pb.ten_phong_ban', 'cd.ten_chuc_danh'])
    .where('tk.tai_khoan_id', '=', caller.accountId)
    .executeTakeFirstOrThrow();
  const records =
    me.nhan_vien_id === null
      ? []
      : await db
          .selectFrom('nhan_vien_khao_sat as r')
          .innerJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'r.phien_ban_id')
          .innerJoin('hospital as h', 'h.hospital_id', 'r.hospital_id')
          .select([
            'r.phien_ban_id',
            'v.tieu_de_khao_sat',
            'v.tieu_de_khao_sat_en',
            'h.name as hospital_name',
            'v.time_start',
            'v.time_end',
            'v.status_khao_sat as status_version',
            'r.status_khao_sat',
            'r.hop_le',
            'r.ineligible',
          ])
          .where('r.nhan_vien_id', '=', me.nhan_vien_id)
          .where('v.tam_ngung', '=', false)
          .orderBy('v.time_start', 'desc')
          .orderBy('r.phien_ban_id', 'desc')
          .execute();
  return {
    nhan_vien_id: me.nhan_vien_id,
    ma_nhan_vien: me.ma_nhan_vien,
    ten_nhan_vien: me.ten_nhan_vien ?? me.display_name,
    email: me.email,
    hospital_name: me.hospital_name,
    ten_phong_ban: me.ten_phong_ban,
    ten_chuc_danh: me.ten_chuc_danh,
    tham_gia: records.map((r) => ({
      ...r,
      time_start: toWireTime(r.time_start),
      time_end: toWireTime(r.time_end),
      status_version: r.status_version as 1 | 2 | 3,
      status_khao_sat: r.status_khao_sat as 1 | 2,
      hop_le: r.hop_le as -1 | 0 | 1,
    })),
  };
}
