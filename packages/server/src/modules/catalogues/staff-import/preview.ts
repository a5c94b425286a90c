import { STAFF_IMPORT_ERRORS_SHOWN, type TStaffImportError, type TStaffImportMode, type TStaffImportResult } from '@hm/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Caller } from '../../../access/caller.js';
import { loadLookups } from './lookups.js';
import type { SheetRow } from './read-rows.js';
import { type CheckedRows, checkRows } from './validate.js';

/** An upload read and its context, for a preview or a commit. */
export interface ImportRequest {
  caller: Caller;
  req: Pick<FastifyRequest, 'id' | 'ip'>;
  hospitalId: number;
  file: { name: string; bytes: number };
  sheet: readonly SheetRow[];
}

/** The answer of an upload from its checked rows (the refused rows cut to STAFF_IMPORT_ERRORS_SHOWN). */
export const outcome = (mode: TStaffImportMode, sheet: readonly SheetRow[], c: CheckedRows, stored: boolean): TStaffImportResult => ({
  mode,
  tong_so_dong: sheet.length,
  so_them_moi: c.adds,
  so_cap_nhat: c.updates,
  so_loi: c.errors.length,
  dong_loi: c.errors.slice(0, STAFF_IMPORT_ERRORS_SHOWN),
  da_luu: stored,
});

/** Preview: what a commit would do, written nowhere. */
export async function previewImport(db: Kysely<DB>, r: ImportRequest): Promise<TStaffImportResult> {
  return outcome('preview', r.sheet, checkRows(r.sheet, await loadLookups(db, r.hospitalId)), false);
}

/** Every refused row of a file (for the errors download), checked as a preview is. */
export async function refusedRows(db: Kysely<DB>, hospitalId: number, sheet: readonly SheetRow[]): Promise<TStaffImportError[]> {
  return checkRows(sheet, await loadLookups(db, hospitalId)).errors;
}
