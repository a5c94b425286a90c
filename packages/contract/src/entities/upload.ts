import { z } from 'zod';
import { ZHospitalScopeQuery, ZId, ZPageQuery, ZQueryBool, ZWireDateTime, zName, zOptionalText } from '../common.js';

/** The largest file one upload may hold (checked while the bytes arrive). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Files of one `upload-data/files` request. */
export const UPLOAD_MAX_FILES = 10;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What may be stored, decided by the file's content (its first bytes, the entries of a zip, valid
 * UTF-8 text), never by its name or the browser's type. The name's extension is made to agree
 * with the type found. SVG and HTML are refused: a browser runs their scripts.
 */
export const UPLOAD_TYPES = {
  'image/png': { ext: ['png'], image: true },
  'image/jpeg': { ext: ['jpg', 'jpeg'], image: true },
  'image/webp': { ext: ['webp'], image: true },
  'image/gif': { ext: ['gif'], image: true },
  'application/pdf': { ext: ['pdf'], image: false },
  [XLSX]: { ext: ['xlsx'], image: false },
  [DOCX]: { ext: ['docx'], image: false },
  'text/csv': { ext: ['csv'], image: false },
  'text/plain': { ext: ['txt'], image: false },
} as const satisfies Record<string, { ext: readonly string[]; image: boolean }>;
export type TUploadMime = keyof typeof UPLOAD_TYPES;
export const UPLOAD_MIMES = Object.keys(UPLOAD_TYPES) as TUploadMime[];
export const isImageMime = (mime: string): boolean => (UPLOAD_TYPES as Record<string, { image: boolean }>)[mime]?.image === true;

/** The file picker's hint (`accept`); the server decides by content anyway. */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_TYPES)
  .flatMap((t) => t.ext.map((e) => `.${e}`))
  .join(',');
export const UPLOAD_IMAGE_ACCEPT = Object.values(UPLOAD_TYPES)
  .filter((t) => t.image)
  .flatMap((t) => t.ext.map((e) => `.${e}`))
  .join(',');

/** An uploaded file as lists and forms see it (never its bytes). `hospital_id` null = product-wide. */
export const ZUpload = z.object({
  upload_id: z.number().int(),
  hospital_id: z.number().int().nullable(),
  /** The hospital's name; null for a product-wide file. */
  ten_benh_vien: z.string().nullable(),
  ten_tep: z.string(),
  mo_ta: z.string().nullable(),
  /** The type found in the content (one of `UPLOAD_TYPES`). */
  loai_mime: z.string(),
  /** Bytes. */
  kich_thuoc: z.number().int(),
  sha256: z.string(),
  la_anh: z.boolean(),
  /** Who uploaded it (display name; null once the account is gone). */
  nguoi_tai_len: z.string().nullable(),
  created_at: ZWireDateTime,
});
export type TUpload = z.infer<typeof ZUpload>;

/** A file name: a name, no path separators or characters that Windows refuses. */
export const zFileName = zName(255, 'Vui lòng nhập tên tệp').pipe(z.string().regex(/^[^/\\:*?<>|]+$/, 'Tên tệp không được chứa các ký tự / \\ : * ? < > |'));

/** What `PUT upload-data` changes: the name (its extension must fit the type) and the description. The hospital does not change. */
export const ZUploadInput = z.object({
  hospital_id: ZId.nullable().default(null),
  ten_tep: zFileName,
  mo_ta: zOptionalText(500),
});
export type TUploadInput = z.input<typeof ZUploadInput>;

export const ZUploadKind = z.enum(['image', 'document'], { message: 'Loại tệp không hợp lệ' });
/** The list: paging, keyword (name, description), the hospital (product-wide files are listed beside it), images or documents only. */
export const ZUploadListQuery = ZPageQuery.extend(ZHospitalScopeQuery.shape).extend({ loai: ZUploadKind.optional() });
export type TUploadListQuery = z.input<typeof ZUploadListQuery>;

/** Base64 characters of the largest file. */
const MAX_BASE64 = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;

/**
 * `POST upload-data` (JSON): one file in the body, base64, for callers that do not speak
 * multipart (scripts); the same limit and checks as the multipart calls.
 */
export const ZUploadJsonCreate = ZUploadInput.extend({
  noi_dung: z
    .base64('Nội dung tệp phải là base64')
    .min(1, 'Tệp rỗng')
    .max(MAX_BASE64, `Tệp vượt quá dung lượng cho phép (tối đa ${UPLOAD_MAX_BYTES / 1024 / 1024} MB)`),
});
export type TUploadJsonCreate = z.input<typeof ZUploadJsonCreate>;

/** The multipart calls' query: the hospital the files belong to (none = product-wide, system administrators only). */
export const ZUploadMultipartQuery = ZHospitalScopeQuery;

/** The download: `inline` shows an image in the page (preview); anything else is an attachment. */
export const ZUploadFileQuery = z.object({ inline: ZQueryBool.optional() });
