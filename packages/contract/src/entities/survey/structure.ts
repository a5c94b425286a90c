import { z } from 'zod';
import { ZId, ZPageQuery, zText } from '../../common.js';

/** Every text field refuses NUL and control characters (the database refuses NUL), trims and NFC-normalises. */
const text = zText;
const code = z
  .string()
  .trim()
  .max(20, 'Mã tối đa 20 ký tự')
  .regex(/^[A-Za-z0-9_.-]*$/, 'Mã chỉ gồm chữ, số, dấu chấm, gạch ngang, gạch dưới');

/** Question part (`phan_cauhoi`): a section of the form. Status 1 active, 2 inactive. */
export const ZPartType = z.enum(['radio', 'checkbox', 'text']);
export const ZPart = z.object({
  phan_cauhoi_id: z.number().int(),
  phien_ban_id: z.number().int(),
  ma_phan: z.string(),
  giatri_cauhoi: z.string(),
  giatri_cauhoi_en: z.string(),
  mo_ta: z.string(),
  mo_ta_en: z.string(),
  type: ZPartType,
  /** Background (demographic) or comment part: not counted for a complete response. */
  la_thong_tin_chung: z.boolean(),
  stt: z.number().int(),
  status: z.union([z.literal(1), z.literal(2)]),
  so_cau_hoi: z.number().int(),
});
export type TPart = z.infer<typeof ZPart>;

const partFields = {
  ma_phan: code.default(''),
  giatri_cauhoi: text(1000).default(''),
  giatri_cauhoi_en: text(1000).default(''),
  mo_ta: text(4000).default(''),
  mo_ta_en: text(4000).default(''),
  type: ZPartType.default('radio'),
  la_thong_tin_chung: z.boolean().default(false),
  status: z.union([z.literal(1), z.literal(2)]).default(1),
};
const needsName = (v: { giatri_cauhoi: string; giatri_cauhoi_en: string }) => v.giatri_cauhoi !== '' || v.giatri_cauhoi_en !== '';
const NAME_REQUIRED = { message: 'Vui lòng nhập tên phần câu hỏi', path: ['giatri_cauhoi'] };
export const ZPartCreate = z.object({ phien_ban_id: ZId, ...partFields }).refine(needsName, NAME_REQUIRED);
export const ZPartUpdate = z.object({ phan_cauhoi_id: ZId, ...partFields }).refine(needsName, NAME_REQUIRED);
export type TPartCreate = z.input<typeof ZPartCreate>;
export type TPartUpdate = z.input<typeof ZPartUpdate>;
/** Status filter: -1 all, 1 active, 2 inactive. */
export const ZPartListQuery = ZPageQuery.extend({
  phien_ban_id: ZId,
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(-1), z.literal(1), z.literal(2)]))
    .default(-1),
});
export type TPartListQuery = z.infer<typeof ZPartListQuery>;

/** Question (`cauhoi`): tamngung 0 active / 1 paused; thuan_nghich 0 positive / 1 reverse-worded. */
export const ZQuestionRole = z.enum(['position', 'unit']);
export const ZQuestion = z.object({
  cauhoi_id: z.number().int(),
  phancauhoi_id: z.number().int(),
  phien_ban_id: z.number().int(),
  ma_cauhoi: z.string(),
  stt_cauhoi: z.number().int(),
  ten_cauhoi: z.string(),
  ten_cauhoi_en: z.string(),
  /** Scale code (agree5, freq5…) or null for a free-text question. */
  scale: z.string().nullable(),
  tamngung: z.union([z.literal(0), z.literal(1)]),
  thuan_nghich: z.union([z.literal(0), z.literal(1)]),
  vai_tro: ZQuestionRole.nullable(),
  ma_cauhoi_qhlq: z.string().nullable(),
  ten_cauhoi_qh_lq: z.string().nullable(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

const questionFields = {
  ma_cauhoi: code.default(''),
  ten_cauhoi: text(2000).default(''),
  ten_cauhoi_en: text(2000).default(''),
  scale: zText(40).nullable().default(null),
  tamngung: z.union([z.literal(0), z.literal(1)]).default(0),
  thuan_nghich: z.union([z.literal(0), z.literal(1)]).default(0),
  vai_tro: ZQuestionRole.nullable().default(null),
  ma_cauhoi_qhlq: text(20).nullable().default(null),
  ten_cauhoi_qh_lq: text(2000).nullable().default(null),
};
const needsText = (v: { ten_cauhoi: string; ten_cauhoi_en: string }) => v.ten_cauhoi !== '' || v.ten_cauhoi_en !== '';
const TEXT_REQUIRED = { message: 'Vui lòng nhập nội dung câu hỏi', path: ['ten_cauhoi'] };
export const ZQuestionCreate = z.object({ phancauhoi_id: ZId, ...questionFields }).refine(needsText, TEXT_REQUIRED);
/** Update; `phancauhoi_id` moves the question to another part of the same version. */
export const ZQuestionUpdate = z.object({ cauhoi_id: ZId, phancauhoi_id: ZId.optional(), ...questionFields }).refine(needsText, TEXT_REQUIRED);
export type TQuestionCreate = z.input<typeof ZQuestionCreate>;
export type TQuestionUpdate = z.input<typeof ZQuestionUpdate>;
export const ZQuestionListQuery = ZPageQuery.extend({
  phancauhoi_id: ZId.optional(),
  phien_ban_id: ZId.optional(),
}).refine((q) => q.phancauhoi_id !== undefined || q.phien_ban_id !== undefined, { message: 'Thiếu phần câu hỏi hoặc phiên bản khảo sát', path: ['phancauhoi_id'] });
export type TQuestionListQuery = z.infer<typeof ZQuestionListQuery>;

/** Answer (`dapan`) of a question: a coded value (number) or a free-text box (text). */
export const ZAnswerType = z.enum(['number', 'text']);
export const ZAnswer = z.object({
  dapan_id: z.number().int(),
  cauhoi_id: z.number().int(),
  type: ZAnswerType,
  gia_tri: z.number().int().nullable(),
  ten_dap_an: z.string(),
  ten_dap_an_en: z.string(),
  stt: z.number().int(),
});
export type TAnswer = z.infer<typeof ZAnswer>;

const answerFields = {
  type: ZAnswerType.default('number'),
  gia_tri: z.number().int().min(-99).max(999).nullable().default(null),
  ten_dap_an: text(500).default(''),
  ten_dap_an_en: text(500).default(''),
};
type AnswerFields = { type: 'number' | 'text'; gia_tri: number | null; ten_dap_an: string; ten_dap_an_en: string };
function checkAnswer(v: AnswerFields, ctx: z.RefinementCtx): void {
  if (v.type === 'number' && v.gia_tri === null) ctx.addIssue({ code: 'custom', path: ['gia_tri'], message: 'Vui lòng nhập giá trị của đáp án' });
  if (v.type === 'number' && !v.ten_dap_an && !v.ten_dap_an_en) ctx.addIssue({ code: 'custom', path: ['ten_dap_an'], message: 'Vui lòng nhập nhãn của đáp án' });
}
export const ZAnswerItem = z.object(answerFields).superRefine(checkAnswer);
export const ZAnswerCreate = z.object({ cauhoi_id: ZId, ...answerFields }).superRefine(checkAnswer);
export const ZAnswerUpdate = z.object({ dapan_id: ZId, ...answerFields }).superRefine(checkAnswer);
/** MFormDapAn: replaces the whole answer set of a question at once, in the order given. */
export const ZAnswerSetBody = z
  .object({ cauhoi_id: ZId, items: z.array(ZAnswerItem).max(60, 'Tối đa 60 đáp án') })
  .refine((v) => new Set(v.items.filter((i) => i.gia_tri !== null).map((i) => i.gia_tri)).size === v.items.filter((i) => i.gia_tri !== null).length, {
    message: 'Giá trị các đáp án không được trùng nhau',
    path: ['items'],
  });
export type TAnswerCreate = z.input<typeof ZAnswerCreate>;
export type TAnswerUpdate = z.input<typeof ZAnswerUpdate>;
export type TAnswerSetBody = z.input<typeof ZAnswerSetBody>;
export const ZAnswerListQuery = z.object({ cauhoi_id: ZId });

/** Composite (`composite`): status 0 active / 1 inactive; holds questions of its version. */
export const ZComposite = z.object({
  composite_id: z.number().int(),
  phien_ban_id: z.number().int(),
  ma_composite: z.string(),
  name_composite_vi: z.string(),
  name_composite_en: z.string(),
  language: z.enum(['vi', 'en']),
  status_composite: z.union([z.literal(0), z.literal(1)]),
  stt: z.number().int(),
  cauhoi_ids: z.array(z.number().int()),
});
export type TComposite = z.infer<typeof ZComposite>;

const compositeFields = {
  ma_composite: code.default(''),
  name_composite_vi: text(500).default(''),
  name_composite_en: text(500).default(''),
  language: z.enum(['vi', 'en']).default('vi'),
  status_composite: z.union([z.literal(0), z.literal(1)]).default(0),
  cauhoi_ids: z.array(ZId).max(100).default([]),
};
const needsCompositeName = (v: { name_composite_vi: string; name_composite_en: string; language: 'vi' | 'en' }) =>
  (v.language === 'en' ? v.name_composite_en : v.name_composite_vi) !== '';
const COMPOSITE_NAME = { message: 'Vui lòng nhập tên composite', path: ['name_composite_vi'] };
export const ZCompositeCreate = z.object({ phien_ban_id: ZId, ...compositeFields }).refine(needsCompositeName, COMPOSITE_NAME);
export const ZCompositeUpdate = z.object({ composite_id: ZId, ...compositeFields }).refine(needsCompositeName, COMPOSITE_NAME);
export type TCompositeCreate = z.input<typeof ZCompositeCreate>;
export type TCompositeUpdate = z.input<typeof ZCompositeUpdate>;
export const ZCompositeListQuery = ZPageQuery.extend({
  phien_ban_id: ZId,
  /** -1 all, 0 active, 1 inactive. */
  status_composite: z.coerce
    .number()
    .pipe(z.union([z.literal(-1), z.literal(0), z.literal(1)]))
    .default(-1),
  language: z.enum(['vi', 'en']).optional(),
});
export type TCompositeListQuery = z.infer<typeof ZCompositeListQuery>;

export const ZStructureIdParams = z.object({ id: ZId });

/** The whole questionnaire of a version, texts resolved to one language for GET /{id}/{language}. */
export const ZQuestionTree = ZQuestion.extend({ answers: z.array(ZAnswer) });
export const ZPartTree = ZPart.extend({ questions: z.array(ZQuestionTree) });
export type TQuestionTree = z.infer<typeof ZQuestionTree>;
export type TPartTree = z.infer<typeof ZPartTree>;
