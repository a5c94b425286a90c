import { z } from 'zod';
import { ZId, ZLanguage, ZWireDateTime, zText } from '../common.js';
import { ZVoterSession } from './survey/vote.js';

/** Cards one print of one department may hold (a department of a large hospital fits). */
export const BALLOT_CARD_MAX = 500;

/**
 * A batch's kind: printed ballot cards (`card`, voted online) or paper questionnaires (`paper`,
 * keyed in twice: docs/decisions/paper-entry.md). Both carry single-use codes of the same kind.
 */
export const ZBatchKind = z.enum(['card', 'paper'], { message: 'Loại lô phải là "card" (thẻ) hoặc "paper" (phiếu giấy)' });
export type TBatchKind = z.infer<typeof ZBatchKind>;
/** Paper questionnaires one print of one department may hold (each is several pages). */
export const PAPER_BATCH_MAX = 200;

/** The version and hospital whose cards (or paper questionnaires) are listed. */
export const ZBallotCardQuery = z.object({ phien_ban_id: ZId, hospital_id: ZId, loai: ZBatchKind.default('card') });
export type TBallotCardQuery = z.infer<typeof ZBallotCardQuery>;

/** A department's cards: issued (not void), used, void; `goi_y`: its invited staff without e-mail. */
export const ZBallotCardDepartment = z.object({
  phong_ban_id: z.number().int(),
  ten_phong_ban: z.string(),
  goi_y: z.number().int(),
  lo_id: z.number().int().nullable(),
  lan_in: z.number().int(),
  printed_at: ZWireDateTime.nullable(),
  da_phat: z.number().int(),
  da_dung: z.number().int(),
  da_huy: z.number().int(),
});
export type TBallotCardDepartment = z.infer<typeof ZBallotCardDepartment>;

export const ZBallotCardOverview = z.object({
  phien_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  time_end: ZWireDateTime,
  /** Whether the version still takes votes (cards of a closed version are refused). */
  mo: z.boolean(),
  departments: z.array(ZBallotCardDepartment),
});
export type TBallotCardOverview = z.infer<typeof ZBallotCardOverview>;

const zCount = z.coerce
  .number({ message: 'Số thẻ phải là số' })
  .int('Số thẻ phải là số nguyên')
  .min(1, 'Số thẻ phải từ 1 trở lên')
  .max(BALLOT_CARD_MAX, `Mỗi lần in tối đa ${BALLOT_CARD_MAX} thẻ cho một khoa/phòng`);

/**
 * A print of one department's cards: the first one, or a reprint that voids the cards not used
 * yet and issues `so_the` new ones (default: as many as it voided).
 */
export const ZBallotCardPrint = z.object({
  phien_ban_id: ZId,
  hospital_id: ZId,
  phong_ban_id: ZId,
  so_the: zCount.optional(),
  /** `paper`: paper questionnaires (at most PAPER_BATCH_MAX), each with its code. */
  loai: ZBatchKind.default('card'),
});
export type TBallotCardPrint = z.infer<typeof ZBallotCardPrint>;

/** A code as typed or scanned (groups, spaces, lower case are accepted). */
export const ZBallotCardOpen = z.object({ ma_the: zText(40, 'Vui lòng nhập mã phiếu'), hospital_id: ZId.optional() });
export type TBallotCardOpen = z.infer<typeof ZBallotCardOpen>;

/** A card session: as an invitation's, naming the card's department instead of a person. */
export const ZBallotCardSession = ZVoterSession.omit({ ten_nhan_vien: true, status_khao_sat: true }).extend({ ten_phong_ban: z.string() });
export type TBallotCardSession = z.infer<typeof ZBallotCardSession>;

export const ZBallotCardLanguageParams = z.object({ language: ZLanguage });
