import type { TPart, TQuestion, TAnswer, TComposite } from '@hm/contract';
import { sql } from 'kysely';
import { registerConstraintMessages } from '../../../errors/db-errors.js';
import { ValidationError } from '../../../errors/app-errors.js';
import type { Db } from '../../../db/database.js';
import type { VersionRef } from '../../survey-core/version-access.js';

export const STRUCTURE_MSG = {
  partNotFound: 'Không tìm thấy phần câu hỏi',
  questionNotFound: 'Không tìm thấy câu hỏi',
  answerNotFound: 'Không tìm thấy đáp án',
  compositeNotFound: 'Không tìm thấy composite',
  duplicateCode: 'Mã câu hỏi đã tồn tại trong phiên bản',
  duplicatePartCode: 'Mã phần đã tồn tại trong phiên bản',
  duplicateRole: 'Phiên bản đã có câu hỏi giữ vai trò này (vị trí công tác / khoa phòng)',
  duplicateValue: 'Giá trị đáp án đã tồn tại',
  questionOutsideVersion: 'Câu hỏi không thuộc phiên bản khảo sát',
  reorderMismatch: 'Danh sách sắp xếp không khớp',
  moveOutsideVersion: 'Chỉ được chuyển câu hỏi sang một phần của cùng phiên bản khảo sát',
} as const;

// What the unique indexes of 002_survey.sql mean to the user (see errors/db-errors.ts).
registerConstraintMessages({
  cau_hoi_code_idx: STRUCTURE_MSG.duplicateCode,
  cau_hoi_role_idx: STRUCTURE_MSG.duplicateRole,
  dap_an_value_idx: STRUCTURE_MSG.duplicateValue,
});

/** The hospital and version an authoring change's audit row names. */
export const onVersion = (v: VersionRef) => ({ hospitalId: v.hospital_id, phienBanId: v.phien_ban_id });

/** The next `stt` among siblings: max + 1 (1 for the first). */
export async function nextOrder(db: Db, table: 'phan_cau_hoi' | 'cau_hoi' | 'dap_an' | 'composite', parent: { column: string; id: number }): Promise<number> {
  const column = table === 'cau_hoi' ? 'stt_cauhoi' : 'stt';
  const { rows } = await sql<{
    next: number;
  }>`SELECT (coalesce(max(${sql.ref(column)}), 0) + 1)::int AS next FROM ${sql.table(table)} WHERE ${sql.ref(parent.column)} = ${parent.id}`.execute(db);
  return rows[0]!.next;
}

/** The ordered children of the structure: each table's id and order columns, and its parent's column. */
const ORDERED = {
  phan_cau_hoi: { id: 'phan_cauhoi_id', order: 'stt', parent: 'phien_ban_id' },
  cau_hoi: { id: 'cauhoi_id', order: 'stt_cauhoi', parent: 'phancauhoi_id' },
} as const;

/**
 * Puts a parent's children (a version's parts, a part's questions) in the order of `ids`, which
 * must name every child once (else a Vietnamese refusal, nothing changed), in the caller's
 * transaction; answers the two orders for the audit row.
 * @example const order = await reorderChildren(trx, 'cau_hoi', partId, [12, 10, 11]); await audit(trx, { id: partId, ...order });
 */
export async function reorderChildren(
  trx: Db,
  table: keyof typeof ORDERED,
  parentId: number,
  ids: number[],
): Promise<{ before: { thu_tu: number[] }; after: { thu_tu: number[] } }> {
  const c = ORDERED[table];
  const { rows } = await sql<{
    id: number;
  }>`SELECT ${sql.ref(c.id)} AS id FROM ${sql.table(table)} WHERE ${sql.ref(c.parent)} = ${parentId} ORDER BY ${sql.ref(c.order)}, ${sql.ref(c.id)}`.execute(trx);
  const current = rows.map((r) => r.id);
  const wanted = new Set(ids);
  if (wanted.size !== ids.length || wanted.size !== current.length || current.some((id) => !wanted.has(id))) throw new ValidationError(STRUCTURE_MSG.reorderMismatch);
  await sql`UPDATE ${sql.table(table)} SET ${sql.ref(c.order)} = o.n FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, n) WHERE ${sql.ref(c.id)} = o.id`.execute(trx);
  return { before: { thu_tu: current }, after: { thu_tu: ids } };
}

// Database rows → wire types (the columns' CHECK constraints guarantee the literal unions).
type Row<T, K extends keyof T> = Omit<T, K> & { [P in K]: unknown };

export const toPart = (r: Row<TPart, 'type' | 'status'>): TPart => ({ ...r, type: r.type as TPart['type'], status: r.status as TPart['status'] });

export const toQuestion = (r: Row<TQuestion, 'tamngung' | 'thuan_nghich' | 'vai_tro'>): TQuestion => ({
  cauhoi_id: r.cauhoi_id,
  phancauhoi_id: r.phancauhoi_id,
  phien_ban_id: r.phien_ban_id,
  ma_cauhoi: r.ma_cauhoi,
  stt_cauhoi: r.stt_cauhoi,
  ten_cauhoi: r.ten_cauhoi,
  ten_cauhoi_en: r.ten_cauhoi_en,
  scale: r.scale,
  tamngung: r.tamngung as TQuestion['tamngung'],
  thuan_nghich: r.thuan_nghich as TQuestion['thuan_nghich'],
  vai_tro: r.vai_tro as TQuestion['vai_tro'],
  ma_cauhoi_qhlq: r.ma_cauhoi_qhlq,
  ten_cauhoi_qh_lq: r.ten_cauhoi_qh_lq,
});

export const toAnswer = (r: Row<TAnswer, 'type'>): TAnswer => ({ ...r, type: r.type as TAnswer['type'] });

export const toComposite = (r: Row<TComposite, 'language' | 'status_composite'>): TComposite => ({
  ...r,
  language: r.language as TComposite['language'],
  status_composite: r.status_composite as TComposite['status_composite'],
});
