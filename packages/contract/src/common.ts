import { z } from 'zod';
import { fromWireTime } from './time.js';

export const ZId = z.coerce.number().int().positive();

/** Wire time: `YYYY-MM-DD HH:mm:ss` in Asia/Ho_Chi_Minh, 24-hour (DESIGN.md, "API contract"). */
export const ZWireDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Thời gian phải có dạng YYYY-MM-DD HH:mm:ss')
  .refine((s) => fromWireTime(s) !== null, 'Thời gian không hợp lệ');

export const ZLanguage = z.enum(['vi', 'en']);
export type TLanguage = z.infer<typeof ZLanguage>;

/** Query of every paged list: page from 1, size up to 200, optional keyword. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(200).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of rows: the rows are `data.data` (the original API's shape). */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export interface TPage<T> {
  data: T[];
  total: number;
  page: number;
  size: number;
}

/** Combobox rows: ids and names only. */
export const ZComboItem = z.object({ id: z.number().int(), name: z.string() });
export type TComboItem = z.infer<typeof ZComboItem>;

/** Query booleans arrive as strings. */
export const ZQueryBool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const ZEmpty = z.null();
