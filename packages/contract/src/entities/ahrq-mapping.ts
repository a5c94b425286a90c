import { z } from 'zod';
import { ZId, ZPageQuery, ZQueryBool, zName, zOptionalText, zText } from '../common.js';

/**
 * The two AHRQ category lists hospital catalogues map to (DESIGN.md, "Instruments"): unit/work
 * areas for departments (`phong_ban`), staff positions for job titles (`chuc_danh`).
 */
export const AHRQ_KINDS = ['phong_ban', 'chuc_danh'] as const;
export const ZAhrqKind = z.enum(AHRQ_KINDS, { message: 'Loại ánh xạ phải là phong_ban hoặc chuc_danh' });
export type TAhrqKind = z.infer<typeof ZAhrqKind>;

/** An AHRQ category (`phong_ban_ahrq` / `chuc_danh_ahrq`): system-wide, bilingual, grouped as on the AHRQ form. */
export const ZAhrqCategory = z.object({
  id: z.number().int(),
  ma: z.string(),
  ten_vi: z.string(),
  ten_en: z.string(),
  /** The heading it stands under on the AHRQ form (e.g. 'Điều dưỡng' / 'Nursing'). */
  nhom_vi: z.string().nullable(),
  nhom_en: z.string().nullable(),
  thu_tu: z.number().int(),
  tam_ngung: z.boolean(),
});
export type TAhrqCategory = z.infer<typeof ZAhrqCategory>;

const text = (max: number, required: string) => zName(max, required);
const optionalText = zOptionalText;

/** What an administrator writes: a new category (POST) or one with its id (PUT). */
export const ZAhrqCategoryInput = z.object({
  ma: text(30, 'Vui lòng nhập mã danh mục AHRQ'),
  ten_vi: text(200, 'Vui lòng nhập tên tiếng Việt'),
  ten_en: text(200, 'Vui lòng nhập tên tiếng Anh'),
  nhom_vi: optionalText(200),
  nhom_en: optionalText(200),
  thu_tu: z.coerce.number({ message: 'Thứ tự phải là số' }).int('Thứ tự phải là số nguyên').min(0, 'Thứ tự không được âm').max(10000).default(0),
  tam_ngung: z.boolean().default(false),
});
export type TAhrqCategoryInput = z.input<typeof ZAhrqCategoryInput>;
export const ZAhrqCategoryUpdate = ZAhrqCategoryInput.extend({ id: ZId });
export type TAhrqCategoryUpdate = z.input<typeof ZAhrqCategoryUpdate>;

export const ZAhrqCategoryQuery = z.object({
  /** Include suspended categories (the catalogue's own list); the mapping pickers leave them out. */
  tam_ngung: ZQueryBool.optional(),
  /** Code, names or groups containing it, marks and case aside ('ngoai' finds 'Ngoại khoa'). */
  keyword: zText(200).optional(),
});

/** A hospital department or job title with the AHRQ category it maps to. */
export const ZMappingRow = z.object({
  /** `phong_ban_id` or `chuc_danh_id`. */
  id: z.number().int(),
  hospital_id: z.number().int(),
  hospital_name: z.string(),
  ma: z.string(),
  ten: z.string(),
  tam_ngung: z.boolean(),
  ahrq_id: z.number().int().nullable(),
  /** Staff records that carry it: where a mapping matters most. */
  staff: z.number().int(),
});
export type TMappingRow = z.infer<typeof ZMappingRow>;

export const ZMappingQuery = ZPageQuery.extend({
  hospitalId: z.coerce.number().int().positive().optional(),
  /** Only the rows without a category. */
  unmapped: ZQueryBool.optional(),
});
export type TMappingQuery = z.input<typeof ZMappingQuery>;

/** Saves several rows' categories at once (`ahrq_id: null` removes a mapping). */
export const ZMappingSave = z.object({
  kind: ZAhrqKind,
  items: z
    .array(z.object({ id: ZId, ahrq_id: ZId.nullable() }), { message: 'Danh sách ánh xạ không hợp lệ' })
    .min(1, 'Không có thay đổi nào để lưu')
    .max(2000, 'Tối đa 2000 dòng mỗi lần lưu')
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Một dòng xuất hiện hai lần'),
});
export type TMappingSave = z.input<typeof ZMappingSave>;
export const ZMappingSaved = z.object({ saved: z.number().int() });

/** How far a hospital's catalogues are mapped. */
export const ZMappingCount = z.object({ total: z.number().int(), mapped: z.number().int() });
export const ZMappingSummary = z.object({
  hospital_id: z.number().int(),
  hospital_name: z.string(),
  phong_ban: ZMappingCount,
  chuc_danh: ZMappingCount,
});
export type TMappingSummary = z.infer<typeof ZMappingSummary>;
export const ZMappingSummaryQuery = z.object({ hospitalId: z.coerce.number().int().positive().optional() });
