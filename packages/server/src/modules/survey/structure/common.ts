import type { TQuestion, TAnswer } from '@hm/contract';
import { registerConstraintMessages } from '../../../errors/db-errors.js';
import { NotFoundError } from '../../../errors/app-errors.js';
import { REORDER_MISMATCH } from '../../../resources/sibling-order.js';
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
  reorderMismatch: REORDER_MISMATCH,
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

/** The part's row (404 when unknown); its version tells who may read or change it. */
export async function loadPart(db: Db, id: number) {
  const part = await db.selectFrom('phan_cau_hoi').select(['phan_cauhoi_id', 'phien_ban_id', 'la_thong_tin_chung']).where('phan_cauhoi_id', '=', id).executeTakeFirst();
  if (!part) throw new NotFoundError(STRUCTURE_MSG.partNotFound);
  return part;
}

/** The question's part and version (404 when unknown): its version tells who may read or change it. */
export async function loadQuestion(db: Db, id: number) {
  const q = await db.selectFrom('cau_hoi').select(['cauhoi_id', 'phancauhoi_id', 'phien_ban_id']).where('cauhoi_id', '=', id).executeTakeFirst();
  if (!q) throw new NotFoundError(STRUCTURE_MSG.questionNotFound);
  return q;
}

// Database rows → wire types (the columns' CHECK constraints guarantee the literal unions).
type Row<T, K extends keyof T> = Omit<T, K> & { [P in K]: unknown };

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
