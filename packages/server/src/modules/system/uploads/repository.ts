import { createHash } from 'node:crypto';
import { FN, type TUpload, type TUploadMime } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { RouteAudit } from '../../../resources/route.js';
import { ForbiddenError, NotFoundError } from '../../../errors/app-errors.js';
import { assertCanWrite, isSystemAdmin, scopeIds } from '../../../access/scope.js';
import { assertInScope, type Caller } from '../../../access/caller.js';
import { sniffType, storedName } from './file-type.js';
import { UPLOAD_MESSAGES } from './messages.js';
import { uploadSelect } from './store.js';

/** A file as it arrived: the browser's name, its bytes, an optional description. */
export interface IncomingFile {
  name: string;
  bytes: Buffer;
  description: string | null;
}

/** A file ready to store: its type found, its name fitted to the type. */
interface CheckedFile extends IncomingFile {
  mime: TUploadMime;
  stored: string;
}

/** Hospital files: in scope and licensed for the system module; product-wide files (null): system administrators. */
export async function assertCanUpload(db: Kysely<DB>, caller: Caller, hospitalId: number | null): Promise<void> {
  if (hospitalId === null) {
    if (!isSystemAdmin(caller)) throw new ForbiddenError(UPLOAD_MESSAGES.productWide);
    return;
  }
  await assertCanWrite(db, caller, 'hospital', 'system', hospitalId);
}

/** Every file's type from its content (the first refusal names the file when there are several). */
async function check(files: IncomingFile[]): Promise<CheckedFile[]> {
  const out: CheckedFile[] = [];
  for (const f of files) {
    try {
      const mime = await sniffType(f.bytes, f.name);
      out.push({ ...f, mime, stored: storedName(f.name, mime) });
    } catch (e) {
      if (files.length > 1 && e instanceof Error) e.message = `${f.name || 'Tệp'}: ${e.message}`;
      throw e;
    }
  }
  return out;
}

/**
 * Stores whole files of one hospital (or product-wide) in one transaction, with one audit row
 * each: all or none. Called only once every byte was read, so a cut-off upload stores nothing.
 */
export async function storeUploads(db: Kysely<DB>, caller: Caller, audit: RouteAudit, hospitalId: number | null, files: IncomingFile[]): Promise<TUpload[]> {
  const checked = await check(files);
  return db.transaction().execute(async (trx) => {
    await assertCanUpload(trx, caller, hospitalId);
    const inserted = await trx
      .insertInto('upload')
      .values(
        checked.map((f) => ({
          hospital_id: hospitalId,
          ten_tep: f.stored,
          mo_ta: f.description,
          loai_mime: f.mime,
          kich_thuoc: f.bytes.length,
          sha256: createHash('sha256').update(f.bytes).digest('hex'),
          noi_dung: f.bytes,
          created_by: caller.accountId,
        })),
      )
      .returning('upload_id')
      .execute();
    const ids = inserted.map((r) => r.upload_id);
    const rows = (await uploadSelect(trx).where('t.upload_id', 'in', ids).orderBy('t.upload_id').execute()) as TUpload[];
    for (const [i, row] of rows.entries()) {
      await audit(trx, { id: row.upload_id, hospitalId, after: row, detail: { ten_tep_goc: checked[i]!.name } });
    }
    return rows;
  });
}

/**
 * The bytes of one file the caller may read: a file of a hospital in scope, or a product-wide one,
 * for those who manage uploads; for everyone else only the logo of a hospital in their scope (the
 * drawer shows it). Another hospital's file is refused before any byte is read.
 */
export async function readUploadBytes(db: Kysely<DB>, caller: Caller, id: number): Promise<{ name: string; mime: string; bytes: Buffer }> {
  const row = await db.selectFrom('upload').select(['hospital_id', 'ten_tep', 'loai_mime']).where('upload_id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(UPLOAD_MESSAGES.notFound);
  if (row.hospital_id !== null) assertInScope(caller, row.hospital_id);
  if (!caller.functions.has(FN.uploadWrite)) {
    const ids = scopeIds(caller);
    let logo = db.selectFrom('hospital').select('hospital_id').where('logo_upload_id', '=', id);
    if (ids) logo = logo.where('hospital_id', 'in', ids);
    if (!(await logo.executeTakeFirst())) throw new ForbiddenError();
  }
  const content = await db.selectFrom('upload').select('noi_dung').where('upload_id', '=', id).executeTakeFirst();
  if (!content) throw new NotFoundError(UPLOAD_MESSAGES.notFound);
  const raw = content.noi_dung;
  // pg answers a Buffer, PGlite a Uint8Array: the same bytes either way.
  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  return { name: row.ten_tep, mime: row.loai_mime, bytes };
}
