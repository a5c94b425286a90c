import { z } from 'zod';
import { fromWireTime } from './time.js';

/** A row id: a positive 32-bit integer (the database's serial). */
export const ZId = z.coerce.number({ message: 'Mã phải là số' }).int('Mã phải là số nguyên').positive('Mã không hợp lệ').max(2_147_483_647, 'Mã không hợp lệ');

/** Wire time: `YYYY-MM-DD HH:mm:ss` in Asia/Ho_Chi_Minh, 24-hour (DESIGN.md, "API contract"). */
export const ZWireDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Thời gian phải có dạng YYYY-MM-DD HH:mm:ss')
  .refine((s) => fromWireTime(s) !== null, 'Thời gian không hợp lệ');

export const ZLanguage = z.enum(['vi', 'en']);
export type TLanguage = z.infer<typeof ZLanguage>;

/** Characters PostgreSQL refuses in text (NUL) or that only hide text (other C0 controls but tab and line breaks). */
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** NUL, which no text column stores, and unpaired UTF-16 surrogates, which have no UTF-8 form. */
const UNSTORABLE_CHARS = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const BAD_CHARACTER_MESSAGE = 'Dữ liệu chứa ký tự không hợp lệ';

/**
 * Whether a string holds a character the database cannot store: the server refuses it in any
 * string of any request (path, query, body), whatever the field's schema.
 * @example hasUnstorableCharacter('a\u0000b') // true
 */
export const hasUnstorableCharacter = (s: string): boolean => UNSTORABLE_CHARS.test(s);

/**
 * The one string of every text input: no NUL or other control characters (the database refuses
 * NUL; the rest only hide text), trimmed, at most `max` characters.
 * @example zText(200) // '  Khoa Nội ' → 'Khoa Nội'
 */
export const zText = (max: number, required = 'Phải là chuỗi ký tự') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : 'Phải là chuỗi ký tự') })
    .refine((s) => !CONTROL_CHARS.test(s) && !hasUnstorableCharacter(s), BAD_CHARACTER_MESSAGE)
    .transform((s) => s.trim().normalize('NFC'))
    .pipe(z.string().max(max, `Tối đa ${max} ký tự`));

/**
 * A string kept exactly as sent (passwords, tokens): not trimmed, control characters allowed,
 * only what the database cannot store refused, at most `max` characters.
 * @example zVerbatim(200, 'Vui lòng nhập mật khẩu') // ' mật khẩu ' stays ' mật khẩu '
 */
export const zVerbatim = (max: number, required = 'Phải là chuỗi ký tự', tooLong = `Tối đa ${max} ký tự`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : 'Phải là chuỗi ký tự') })
    .max(max, tooLong)
    .refine((s) => !hasUnstorableCharacter(s), BAD_CHARACTER_MESSAGE);

/** A required code (`ma_*`): trimmed, non-empty, no spaces inside. */
export const zCode = (max: number, required = 'Vui lòng nhập mã') => zText(max, required).pipe(z.string().min(1, required).regex(/^\S+$/, 'Mã không được chứa khoảng trắng'));

/** A required name (`ten_*`): trimmed, non-empty. */
export const zName = (max: number, required = 'Vui lòng nhập tên') => zText(max, required).pipe(z.string().min(1, required));

/** An optional text: empty or missing becomes null. */
export const zOptionalText = (max: number) =>
  zText(max)
    .nullish()
    .transform((v) => v || null);

/** An optional e-mail: empty or missing becomes null. */
export const zOptionalEmail = (max = 200) => zOptionalText(max).pipe(z.email({ message: 'E-mail không hợp lệ' }).nullable());

/** Query of every paged list: page from 1, size up to 200, optional keyword. */
export const ZPageQuery = z.object({
  page: z.coerce.number({ message: 'Trang phải là số' }).int('Trang phải là số nguyên').min(1, 'Trang bắt đầu từ 1').max(1_000_000, 'Trang quá lớn').default(1),
  size: z.coerce.number({ message: 'Số dòng phải là số' }).int('Số dòng phải là số nguyên').min(1, 'Số dòng tối thiểu là 1').max(200, 'Tối đa 200 dòng mỗi trang').default(20),
  keyword: zText(200).optional(),
});

/** The hospital a call is about; the access hook reads exactly this name (DESIGN.md, "Hospital scope"). */
export const ZHospitalScopeQuery = z.object({
  hospitalId: z.coerce
    .number({ message: 'Mã bệnh viện phải là số' })
    .int('Mã bệnh viện phải là số nguyên')
    .positive('Mã bệnh viện không hợp lệ')
    .max(2_147_483_647, 'Mã bệnh viện không hợp lệ')
    .optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of rows: the rows are `data.data` (the original API's shape). */
export const ZPage = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
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

/**
 * Several ids in a query string: comma-separated (the client writes an array so) or the key
 * repeated; an empty value is no id. At most 500.
 * @example ZIdListQuery.parse('3,7') // [3, 7]
 */
export const ZIdListQuery = z.preprocess(
  (v) => {
    const parts = (x: unknown) => (typeof x === 'string' ? x.split(',').filter((p) => p !== '') : [x]);
    return typeof v === 'string' ? parts(v) : Array.isArray(v) ? v.flatMap(parts) : v;
  },
  z.array(ZId).max(500, 'Tối đa 500 mục'),
);

export const ZEmpty = z.null();

/** A delete's answer where the spec gives the message as data (the survey structure). */
export const ZMessageOnly = z.object({ message: z.string() });

/** Reorders a parent's children (a version's parts, a part's questions): every id once, in the new order. */
export const ZReorderBody = z.object({ parent_id: ZId, ids: z.array(ZId).min(1).max(500) });
export type TReorderBody = z.infer<typeof ZReorderBody>;
