import { actionPlan, type TActionPlan } from '@hm/contract';
import { sql } from 'kysely';
import type { AnyDb, AnySelect, ResourceStore } from '../../resources/resource-repository.js';

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A plan with its hospital's and wave's names; attachments only while the upload exists. */
export const actionPlanSelect = (db: AnyDb): AnySelect =>
  db
    .selectFrom('ke_hoach_hanh_dong as t')
    .innerJoin('hospital as h', 'h.hospital_id', 't.hospital_id')
    .innerJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 't.phien_ban_id')
    .select([
      't.ke_hoach_id',
      't.hospital_id',
      'h.name as hospital_name',
      't.phien_ban_id',
      'v.tieu_de_khao_sat',
      't.don_vi',
      't.tieu_de',
      't.linh_vuc',
      't.muc_tieu',
      't.sang_kien',
      't.nguoi_phu_trach',
      't.doi_tuong',
      't.nguon_luc',
      't.tro_ngai',
      't.do_luong_quy_trinh',
      't.do_luong_ket_qua',
      't.truyen_thong',
      day('t.ngay_bat_dau').as('ngay_bat_dau'),
      day('t.ngay_ket_thuc').as('ngay_ket_thuc'),
      't.moc',
      't.tien_do',
      sql<TActionPlan['tep_dinh_kem']>`coalesce((
        SELECT json_agg(u.upload_id ORDER BY u.upload_id) FROM upload u
        WHERE u.upload_id IN (SELECT (e.value)::int FROM jsonb_array_elements_text(t.tep_dinh_kem) AS e (value))), '[]')`.as('tep_dinh_kem'),
      't.trang_thai',
      sql<string>`to_char(t.updated_at AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI:SS')`.as('updated_at'),
    ]);

const json = (v: unknown) => JSON.stringify(v ?? []);

/** Plans of the hospitals in scope, by wave and status; searched by title, goal and lead. */
export const actionPlanStore: ResourceStore<typeof actionPlan> = {
  def: actionPlan,
  table: 'ke_hoach_hanh_dong',
  select: actionPlanSelect,
  search: ['t.tieu_de', 't.muc_tieu', 't.nguoi_phu_trach'],
  orderBy: ['t.phien_ban_id', 't.tieu_de'],
  filters: (q, query) => {
    if (query.phien_ban_id) q = q.where('t.phien_ban_id', '=', query.phien_ban_id);
    if (query.trang_thai) q = q.where('t.trang_thai', '=', query.trang_thai);
    return q;
  },
  // The arrays are jsonb (JSON text on write).
  toValues: ({ linh_vuc, moc, tien_do, tep_dinh_kem, ...columns }) => ({
    ...columns,
    linh_vuc: json(linh_vuc),
    moc: json(moc),
    tien_do: json(tien_do),
    tep_dinh_kem: json(tep_dinh_kem),
  }),
};
