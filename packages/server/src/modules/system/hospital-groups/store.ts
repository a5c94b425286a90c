import { hospitalGroup, type THospitalGroupRow } from '@hm/contract';
import { sql } from 'kysely';
import { keywordMatches } from '../../../db/search.js';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';

/** The hospitals of group `t`: a province's by their address (live), else its listed members. */
const MEMBERS = sql`FROM hospital h
  WHERE (t.ma_tinh IS NOT NULL AND h.ma_tinh = t.ma_tinh)
     OR (t.ma_tinh IS NULL AND h.hospital_id IN (SELECT m.hospital_id FROM nhom_benh_vien_thanh_vien m WHERE m.nhom_id = t.nhom_id))`;

/** A group with its province's name, its hospitals (by name) and its assigned accounts. */
export const hospitalGroupSelect = (db: AnyDb): AnySelect =>
  db
    .selectFrom('nhom_benh_vien as t')
    .leftJoin('don_vi_hanh_chinh as p', 'p.ma', 't.ma_tinh')
    .select([
      't.nhom_id',
      't.ten',
      't.ma_tinh',
      'p.ten as ten_tinh',
      sql<THospitalGroupRow['hospitals']>`coalesce((
        SELECT json_agg(json_build_object('hospital_id', h.hospital_id, 'name', h.name) ORDER BY h.name, h.hospital_id) ${MEMBERS}), '[]')`.as('hospitals'),
      sql<THospitalGroupRow['tai_khoan']>`coalesce((
        SELECT json_agg(json_build_object('tai_khoan_id', a.tai_khoan_id, 'ten_tai_khoan', a.ten_tai_khoan, 'display_name', a.display_name) ORDER BY a.ten_tai_khoan)
        FROM tai_khoan_nhom_benh_vien x JOIN tai_khoan a ON a.tai_khoan_id = x.tai_khoan_id WHERE x.nhom_id = t.nhom_id), '[]')`.as('tai_khoan'),
    ]);

export const hospitalGroupStore: ResourceStore<typeof hospitalGroup> = {
  def: hospitalGroup,
  table: 'nhom_benh_vien',
  select: hospitalGroupSelect,
  // The keyword is matched in `filters`: beside the name and the province, the group's hospitals and accounts.
  search: [],
  orderBy: ['t.ten'],
  filters: (q, query) =>
    typeof query.keyword === 'string' && query.keyword
      ? q.where(
          keywordMatches(
            [
              't.ten',
              'p.ten',
              sql`(SELECT string_agg(h.name || ' ' || h.ma_benh_vien, ' ') ${MEMBERS})`,
              sql`(SELECT string_agg(a.ten_tai_khoan || ' ' || coalesce(a.display_name, ''), ' ') FROM tai_khoan_nhom_benh_vien x JOIN tai_khoan a ON a.tai_khoan_id = x.tai_khoan_id WHERE x.nhom_id = t.nhom_id)`,
            ],
            query.keyword,
          ),
        )
      : q,
  // The members are a table of their own (written by the rules); the rest are columns.
  toValues: ({ hospital_ids: _members, ...columns }) => columns,
  // An assigned officer reads the group: unassign first (the accounts dialog), then delete.
  usedBy: [{ table: 'tai_khoan_nhom_benh_vien', column: 'nhom_id', label: 'tài khoản được gán' }],
};
