import { z } from 'zod';
import { ZId, zName, zOptionalText, zText } from '../common.js';

/** A system parameter (`tham_so_he_thong`); hospital_id null = the product-wide default. */
export const ZSystemParameter = z.object({
  id: z.number().int(),
  hospital_id: z.number().int().nullable(),
  /** The hospital's name (null for the product-wide default). */
  ten_benh_vien: z.string().nullable(),
  ma_tham_so: z.string(),
  ten_tham_so: z.string(),
  gia_tri: z.string(),
  mo_ta: z.string().nullable(),
});
export type TSystemParameter = z.infer<typeof ZSystemParameter>;

/** Known parameter codes. */
export const PARAM = {
  minGroupSize: 'MIN_GROUP_SIZE',
  straightLining: 'STRAIGHT_LINING_RULE',
} as const;
export type TParamCode = (typeof PARAM)[keyof typeof PARAM];
export const PARAM_CODES = Object.values(PARAM) as [TParamCode, ...TParamCode[]];

/** What a parameter's value may be: an integer in a range, or a 0/1 switch. */
export type ParamRule = { kind: 'integer'; min: number; max: number } | { kind: 'switch' };

/**
 * Each code's type and allowed range, with its names (the form's choices and hints). The
 * minimum group size protects anonymity: never below 3 (DESIGN.md, "Scoring").
 */
export const PARAM_RULES: Record<TParamCode, ParamRule & { vi: string; en: string; hintVi: string; hintEn: string }> = {
  MIN_GROUP_SIZE: {
    kind: 'integer',
    min: 3,
    max: 1000,
    vi: 'Số người trả lời tối thiểu của một nhóm',
    en: 'Minimum respondents per group',
    hintVi: 'Số nguyên từ 3 đến 1000',
    hintEn: 'A whole number from 3 to 1000',
  },
  STRAIGHT_LINING_RULE: { kind: 'switch', vi: 'Loại phiếu trả lời một kiểu', en: 'Exclude straight-lined responses', hintVi: '0 = tắt, 1 = bật', hintEn: '0 = off, 1 = on' },
};

/** Why a value is refused for a code (Vietnamese), or null when it is allowed. */
export function paramValueError(code: string, value: string): string | null {
  const rule = PARAM_RULES[code as TParamCode];
  if (!rule) return 'Mã tham số không được hỗ trợ';
  if (rule.kind === 'switch') return value === '0' || value === '1' ? null : 'Giá trị phải là 0 (tắt) hoặc 1 (bật)';
  if (!/^-?\d+$/.test(value)) return `Giá trị phải là số nguyên từ ${rule.min} đến ${rule.max}`;
  const n = Number(value);
  if (n < rule.min) return `Giá trị không được nhỏ hơn ${rule.min}`;
  if (n > rule.max) return `Giá trị không được lớn hơn ${rule.max}`;
  return null;
}

/** A parameter as written: the scope (null = product-wide default), the code, the value checked against the code's rule. */
export const ZSystemParameterInput = z
  .object({
    hospital_id: ZId.nullable().default(null),
    ma_tham_so: z.enum(PARAM_CODES, { message: 'Vui lòng chọn một mã tham số được hỗ trợ' }),
    ten_tham_so: zName(200, 'Vui lòng nhập tên tham số'),
    gia_tri: zText(50, 'Vui lòng nhập giá trị').pipe(z.string().min(1, 'Vui lòng nhập giá trị')),
    mo_ta: zOptionalText(500),
  })
  .superRefine((v, ctx) => {
    const message = paramValueError(v.ma_tham_so, v.gia_tri);
    if (message) ctx.addIssue({ code: 'custom', path: ['gia_tri'], message });
  });
export type TSystemParameterInput = z.input<typeof ZSystemParameterInput>;
