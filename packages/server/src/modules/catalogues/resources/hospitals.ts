import { hospital, type THospital } from '@hm/contract';
import { sql } from 'kysely';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';

/** Hospitals with their licensed modules and the names of their province and commune. */
export const hospitalSelect = (db: AnyDb): AnySelect =>
  db
    .selectFrom('hospital as t')
    .select([
      't.hospital_id',
      't.ma_benh_vien',
      't.name',
      't.dia_chi',
      't.ma_tinh',
      't.ma_xa',
      't.so_dien_thoai',
      't.email',
      't.nguoi_lien_he',
      't.so_giuong',
      't.so_huu',
      't.giang_day',
      't.tam_ngung',
      't.logo_upload_id',
      sql<string | null>`(SELECT d.ten FROM don_vi_hanh_chinh d WHERE d.ma = t.ma_tinh)`.as('ten_tinh'),
      sql<string | null>`(SELECT d.ten FROM don_vi_hanh_chinh d WHERE d.ma = t.ma_xa)`.as('ten_xa'),
      sql<THospital['modules']>`ARRAY(SELECT hm.module FROM hospital_module hm WHERE hm.hospital_id = t.hospital_id ORDER BY hm.module)`.as('modules'),
    ]);

export const hospitalStore: ResourceStore<typeof hospital> = {
  def: hospital,
  table: 'hospital',
  select: hospitalSelect,
  hospitalColumn: 't.hospital_id',
  search: ['t.name', 't.ma_benh_vien'],
  orderBy: ['t.name'],
  // Licences are their own table (written by the rules); the rest are columns.
  toValues: ({ modules: _modules, ...columns }) => columns,
  usedBy: [
    { table: 'nhan_vien', column: 'hospital_id', label: 'nhân viên' },
    { table: 'phong_ban', column: 'hospital_id', label: 'phòng ban' },
    { table: 'tai_khoan', column: 'hospital_id', label: 'tài khoản' },
    { table: 'phien_ban_khao_sat', column: 'hospital_id', label: 'phiên bản khảo sát' },
    { table: 'upload', column: 'hospital_id', label: 'tệp tải lên' },
  ],
};
