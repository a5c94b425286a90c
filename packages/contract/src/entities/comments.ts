import { z } from 'zod';
import { ZId, ZPage, ZPageQuery, ZQueryBool, zText } from '../common.js';

/**
 * Staff comments read safely (issue 27 item 4, docs/decisions/comments.md): the free-text answers
 * of a closed version of one hospital, masked on the server (staff names, phone numbers, e-mail
 * addresses), only for groups the dashboards publish, sorted by their masked text.
 */

/** A comment's key: an HMAC of the answer, so that it names neither the response nor its order. */
export const ZCommentKey = z.string({ error: 'Thiếu mã ý kiến' }).regex(/^[A-Za-z0-9_-]{22}$/, 'Mã ý kiến không hợp lệ');

/** A composite code a comment is tagged with (`ma_composite` of the version). */
const ZCompositeCode = zText(50).pipe(z.string().min(1, 'Thiếu mã lĩnh vực'));

/** The filters of the list and the export. `hospital_id` is required: comments are read per hospital. */
export const ZCommentQuery = ZPageQuery.extend({
  phien_ban_id: ZId,
  hospital_id: z.coerce
    .number({ message: 'Thiếu bệnh viện' })
    .int('Mã bệnh viện phải là số nguyên')
    .positive('Mã bệnh viện không hợp lệ')
    .max(2_147_483_647, 'Mã bệnh viện không hợp lệ'),
  /** The respondent's unit answer; 0 = did not answer. */
  don_vi: z.coerce
    .number({ message: 'Khoa/đơn vị phải là số' })
    .int('Khoa/đơn vị phải là số nguyên')
    .min(0, 'Khoa/đơn vị không hợp lệ')
    .max(1000, 'Khoa/đơn vị không hợp lệ')
    .optional(),
  cauhoi_id: ZId.optional(),
  /** A composite code, or `none` for comments without a tag. */
  linh_vuc: ZCompositeCode.optional(),
  flagged: ZQueryBool.optional(),
});
export type TCommentQuery = z.infer<typeof ZCommentQuery>;

/** The export takes the list's filters, without paging. */
export const ZCommentExportQuery = ZCommentQuery.omit({ page: true, size: true });
export type TCommentExportQuery = z.infer<typeof ZCommentExportQuery>;

export const ZComment = z.object({
  key: z.string(),
  cauhoi_id: z.number().int(),
  question: z.string(),
  /** The respondent's unit answer when that unit's figures are published; null otherwise. */
  don_vi: z.number().int().nullable(),
  unit: z.string().nullable(),
  /** The answer's text with names, phone numbers and e-mail addresses masked. */
  text: z.string(),
  /** What was masked, counted (never what it was). */
  masked: z.object({ names: z.number().int(), phones: z.number().int(), emails: z.number().int() }),
  ma_composite: z.string().nullable(),
  flagged: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

/** Why a selection shows no comment: the hospital or the unit is below the minimum group size (or hidden with one). */
export const COMMENT_WITHHELD = ['hospital', 'unit'] as const;

export const ZCommentList = ZPage(ZComment).extend({
  min_group_size: z.number().int(),
  /** Set when the selection's comments are withheld (a group the dashboards do not publish). */
  withheld: z.enum(COMMENT_WITHHELD).nullable(),
  /** Filter choices: the version's free-text questions, its units (whether each is published) and composites. */
  questions: z.array(z.object({ cauhoi_id: z.number().int(), label: z.string() })),
  units: z.array(z.object({ don_vi: z.number().int(), label: z.string(), shown: z.boolean() })),
  composites: z.array(z.object({ ma_composite: z.string(), name: z.string() })),
});
export type TCommentList = z.infer<typeof ZCommentList>;

/** Tags a comment with a composite (null: none) and flags it (or not) to the hospital's incident team. */
export const ZCommentTag = z.object({
  phien_ban_id: ZId,
  hospital_id: ZId,
  key: ZCommentKey,
  ma_composite: ZCompositeCode.nullable(),
  flagged: z.boolean({ error: 'Thiếu trạng thái chuyển nhóm sự cố' }),
});
export type TCommentTag = z.infer<typeof ZCommentTag>;

export const ZCommentTagResult = z.object({ key: z.string(), ma_composite: z.string().nullable(), flagged: z.boolean() });
