import { z } from 'zod';
import { ZHospitalScopeQuery } from '../common.js';

/** The largest staff file accepted (bytes): the page checks it before sending, the server refuses beyond it (413). */
export const STAFF_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most data rows of one staff file (the header not counted). */
export const STAFF_IMPORT_MAX_ROWS = 50_000;

/**
 * How an uploaded staff file is handled: `preview` checks every row and writes nothing;
 * `commit` writes every row in one transaction, or nothing when any row is refused.
 */
export const ZStaffImportMode = z.enum(['preview', 'commit'], { message: 'Chế độ nhập phải là preview hoặc commit' });
export type TStaffImportMode = z.infer<typeof ZStaffImportMode>;

/** The hospital the staff belong to (default: the caller's home hospital). */
export const ZStaffImportTemplateQuery = ZHospitalScopeQuery;
export type TStaffImportTemplateQuery = z.infer<typeof ZStaffImportTemplateQuery>;

/** Query of the upload: the hospital and the mode (default `preview`). */
export const ZStaffImportQuery = ZHospitalScopeQuery.extend({ mode: ZStaffImportMode.default('preview') });
export type TStaffImportQuery = z.input<typeof ZStaffImportQuery>;

/** Query of the refused-rows file: the same file is uploaded again (nothing is kept between calls). */
export const ZStaffImportErrorsQuery = ZHospitalScopeQuery;
export type TStaffImportErrorsQuery = z.infer<typeof ZStaffImportErrorsQuery>;

/** A refused row: its row number in the sheet (the header is row 1), its staff code, and why (Vietnamese). */
export const ZStaffImportError = z.object({
  dong: z.number().int(),
  ma_nhan_vien: z.string().nullable(),
  ly_do: z.string(),
});
export type TStaffImportError = z.infer<typeof ZStaffImportError>;

/** At most this many refused rows come with the answer; the errors file lists them all. */
export const STAFF_IMPORT_ERRORS_SHOWN = 1000;

/**
 * The outcome of an upload. Preview: what a commit would do. Commit: what was stored
 * (`da_luu`), counted by the database (a code added by someone else in between counts as an update).
 */
export const ZStaffImportResult = z.object({
  mode: ZStaffImportMode,
  /** Data rows read (the header and blank rows are not counted). */
  tong_so_dong: z.number().int(),
  /** Rows whose staff code is new in the hospital: added. */
  so_them_moi: z.number().int(),
  /** Rows whose staff code exists in the hospital: that staff member is updated. */
  so_cap_nhat: z.number().int(),
  so_loi: z.number().int(),
  /** The first refused rows (at most STAFF_IMPORT_ERRORS_SHOWN), in sheet order. */
  dong_loi: z.array(ZStaffImportError),
  da_luu: z.boolean(),
});
export type TStaffImportResult = z.infer<typeof ZStaffImportResult>;
