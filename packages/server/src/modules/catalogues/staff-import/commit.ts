import { STAFF_IMPORT_ERRORS_SHOWN, type TStaffImportResult } from '@hm/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ValidationError } from '../../../errors/app-errors.js';
import type { RouteAudit } from '../../../resources/route.js';
import { IMPORT_MESSAGES } from './limits.js';
import { loadLookups } from './lookups.js';
import { type ImportRequest, outcome } from './preview.js';
import { checkRows, type StaffImportRow } from './validate.js';

/** Rows per statement: 10 parameters a row stays far under PostgreSQL's 65,535. */
export const IMPORT_CHUNK = 1000;

/**
 * Adds or updates the rows (by hospital and staff code) in chunks of `IMPORT_CHUNK`, with the
 * connection given (the caller's transaction). An update keeps the staff member's id, account
 * and suspended flag. What happened is counted by the database itself (`xmax = 0` marks a row
 * the statement inserted), so a code added by someone else meanwhile counts as an update.
 * @example const { added, updated } = await upsertStaff(trx, 1, rows);
 */
export async function upsertStaff(db: Kysely<DB>, hospitalId: number, rows: readonly StaffImportRow[]): Promise<{ added: number; updated: number }> {
  let added = 0;
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
    const chunk = rows.slice(i, i + IMPORT_CHUNK).map((r) => ({ hospital_id: hospitalId, ...r }));
    const done = await db
      .insertInto('nhan_vien')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['hospital_id', 'ma_nhan_vien']).doUpdateSet((eb) => ({
          ten_nhan_vien: eb.ref('excluded.ten_nhan_vien'),
          phong_ban_id: eb.ref('excluded.phong_ban_id'),
          chuc_danh_id: eb.ref('excluded.chuc_danh_id'),
          chuc_vu_id: eb.ref('excluded.chuc_vu_id'),
          email: eb.ref('excluded.email'),
          so_dien_thoai: eb.ref('excluded.so_dien_thoai'),
          nhan_su_ngoai: eb.ref('excluded.nhan_su_ngoai'),
        })),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    added += done.filter((r) => r.inserted).length;
  }
  return { added, updated: rows.length - added };
}

/**
 * Commit: all rows or none, in one transaction that checks them again against the catalogues
 * as they are now, writes them in chunks and records one audit row with the counts. Any
 * refused row refuses the file: 400 with the count in the message and the first refused rows
 * in the error envelope's `data.errors` (`path` `dong.<row>`), as a preview lists them.
 */
export async function commitImport(db: Kysely<DB>, r: ImportRequest, audit: RouteAudit): Promise<TStaffImportResult> {
  return db.transaction().execute(async (trx) => {
    const checked = checkRows(r.sheet, await loadLookups(trx, r.hospitalId));
    if (checked.errors.length) {
      const errors = checked.errors.slice(0, STAFF_IMPORT_ERRORS_SHOWN).map((e) => ({ path: `dong.${e.dong}`, message: e.ly_do }));
      throw new ValidationError(IMPORT_MESSAGES.refused(checked.errors.length), { errors });
    }
    const { added, updated } = await upsertStaff(trx, r.hospitalId, checked.rows);
    await audit(trx, {
      hospitalId: r.hospitalId,
      detail: { file: r.file.name, bytes: r.file.bytes, rows: r.sheet.length, added, updated },
    });
    return { ...outcome('commit', r.sheet, checked, true), so_them_moi: added, so_cap_nhat: updated };
  });
}
