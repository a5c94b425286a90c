import { z } from 'zod';
import { ZId, ZLanguage, zText } from '../common.js';
import { ZPartTree } from './survey/structure.js';

/**
 * Paper questionnaires keyed in twice (issue 26 item 5, docs/decisions/paper-entry.md). A paper
 * carries a single-use code of a `paper` batch; two different accounts key it, the entries are
 * compared item by item, a third account resolves the mismatches against the paper, and only a
 * verified paper becomes a vote.
 */

/** Where a paper stands: `new` none keyed; `second` keyed once (by someone else); `mismatch` keyed twice, waiting for a third person. */
export const ZPaperState = z.enum(['new', 'second', 'mismatch']);
export type TPaperState = z.infer<typeof ZPaperState>;

/** The code typed from the paper, for the hospital whose papers the keyer keys. */
export const ZPaperCode = z.object({
  hospital_id: ZId,
  ma_phieu: zText(40, 'Vui lòng nhập mã phiếu in trên phiếu giấy'),
  language: ZLanguage.default('vi'),
});
export type TPaperCode = z.infer<typeof ZPaperCode>;

/** One keyed item: the answer's value as printed beside its tick box, null when the paper leaves it blank. */
export const ZPaperAnswer = z.object({
  cauhoi_id: ZId,
  gia_tri: z.number({ message: 'Giá trị phải là số' }).int('Giá trị phải là số nguyên').min(0, 'Giá trị không hợp lệ').max(999, 'Giá trị không hợp lệ').nullable(),
});
export type TPaperAnswer = z.infer<typeof ZPaperAnswer>;

/** The two entries' values of an item they disagree on. */
export const ZPaperMismatch = z.object({ cauhoi_id: z.number().int(), lan_1: z.number().int().nullable(), lan_2: z.number().int().nullable() });
export type TPaperMismatch = z.infer<typeof ZPaperMismatch>;

/** A paper as the keying screen opens it: its version's keyable parts and items, its state, and for a resolver the mismatches. */
export const ZPaperSheet = z.object({
  phien_ban_id: z.number().int(),
  tieu_de_khao_sat: z.string(),
  ten_phong_ban: z.string(),
  trang_thai: ZPaperState,
  /** The parts with the items keyed from paper (single-choice items; free text stays on the paper). */
  parts: z.array(ZPartTree),
  /** The items the two entries disagree on (`mismatch` only). */
  lech: z.array(ZPaperMismatch),
});
export type TPaperSheet = z.infer<typeof ZPaperSheet>;

const answers = z.array(ZPaperAnswer).max(500, 'Tối đa 500 câu trả lời');

/** One keying of a paper: every keyable item, blanks as null. */
export const ZPaperEntry = z.object({
  hospital_id: ZId,
  ma_phieu: zText(40, 'Vui lòng nhập mã phiếu in trên phiếu giấy'),
  phien_ban_id: ZId,
  answers,
});
export type TPaperEntry = z.infer<typeof ZPaperEntry>;

/** A third person's reading of the paper: a value (or null) for each mismatched item. */
export const ZPaperResolve = ZPaperEntry;
export type TPaperResolve = z.infer<typeof ZPaperResolve>;

/** After a keying or a resolution: `second` waits for a second keyer, `mismatch` for a third person, `verified` counted as a vote. */
export const ZPaperEntryResult = z.object({
  trang_thai: z.enum(['second', 'mismatch', 'verified']),
  /** Mismatched items (`mismatch`). */
  so_lech: z.number().int(),
});
export type TPaperEntryResult = z.infer<typeof ZPaperEntryResult>;
