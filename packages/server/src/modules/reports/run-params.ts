import type { ReportSource, TReportParams } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import { assertInScope, type Caller, OUT_OF_SCOPE_MESSAGE } from '../../access/caller.js';
import type { Language } from '../dashboard/language.js';
import { missingParamMessage, paramLabel } from './sources/params.js';

type Key = keyof TReportParams;

/**
 * The reader's ids, checked against the caller's scope before anything else (so a request about
 * another hospital's data is a 403 or 404 whatever else is wrong with it): a hospital in scope;
 * a department and a version that exist and belong to (are run by) a hospital in scope.
 */
async function assertGivenInScope(db: Kysely<DB>, caller: Caller, p: TReportParams): Promise<void> {
  if (p.hospital_id !== undefined) assertInScope(caller, p.hospital_id);
  if (p.phong_ban_id !== undefined) {
    const d = await db.selectFrom('phong_ban').select('hospital_id').where('phong_ban_id', '=', p.phong_ban_id).executeTakeFirst();
    if (!d) throw new NotFoundError('Không tìm thấy khoa/phòng');
    assertInScope(caller, d.hospital_id);
  }
  if (p.phien_ban_id !== undefined) {
    const v = await db
      .selectFrom('phien_ban_khao_sat')
      .select(['phien_ban_id', 'hospital_id'])
      .where('phien_ban_id', '=', p.phien_ban_id)
      .where('is_template', '=', false)
      .executeTakeFirst();
    if (!v) throw new NotFoundError('Không tìm thấy phiên bản khảo sát');
    if (caller.hospitalIds !== 'all') {
      const ids = caller.hospitalIds.length ? caller.hospitalIds : [-1];
      const { rows } = await sql<{ ok: boolean }>`SELECT (${v.hospital_id}::int IN (${sql.join(ids)})
        OR EXISTS (SELECT 1 FROM phien_ban_benh_vien b WHERE b.phien_ban_id = ${v.phien_ban_id} AND b.hospital_id IN (${sql.join(ids)}))) AS ok`.execute(db);
      if (!rows[0]!.ok) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
    }
  }
}

/**
 * The parameters of a run: the definition's fixed values win over the reader's; the source's
 * language parameter defaults to the request's; a required one missing is a 400 ('Vui lòng chọn
 * Phiên bản khảo sát'); a parameter the source does not take is a 400. Every id the reader sent
 * is checked against the caller's scope first, used or not.
 */
export async function resolveParams(db: Kysely<DB>, caller: Caller, source: ReportSource, fixed: TReportParams, given: TReportParams, language: Language): Promise<TReportParams> {
  const sent = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as TReportParams;
  await assertGivenInScope(db, caller, sent);
  const takes = new Set<Key>(source.params.map((p) => p.key));
  const foreign = (Object.keys(sent) as Key[]).filter((k) => !takes.has(k));
  if (foreign.length) {
    const message = `Báo cáo này không nhận tham số: ${foreign.map(paramLabel).join(', ')}`;
    throw new ValidationError(message, { errors: foreign.map((k) => ({ path: `params.${k}`, message })) });
  }
  const out: TReportParams = {};
  for (const k of takes) {
    const v = fixed[k] ?? sent[k];
    if (v !== undefined) (out as Record<Key, unknown>)[k] = v;
  }
  if (takes.has('language') && out.language === undefined) out.language = language;
  const missing = source.params.filter((p) => p.required && out[p.key] === undefined);
  if (missing.length) {
    const message = missing.map((p) => missingParamMessage(p.key, source.code)).join('; ');
    throw new ValidationError(message, { errors: missing.map((p) => ({ path: `params.${p.key}`, message: missingParamMessage(p.key, source.code) })) });
  }
  if (out.tu_ngay && out.den_ngay && out.tu_ngay > out.den_ngay)
    throw new ValidationError('Đến ngày phải sau hoặc bằng từ ngày', { errors: [{ path: 'params.den_ngay', message: 'Đến ngày phải sau hoặc bằng từ ngày' }] });
  if (out.phong_ban_id !== undefined && out.hospital_id !== undefined) {
    const d = await db.selectFrom('phong_ban').select('hospital_id').where('phong_ban_id', '=', out.phong_ban_id).executeTakeFirst();
    if (d && d.hospital_id !== out.hospital_id)
      throw new ValidationError('Khoa/phòng không thuộc bệnh viện đã chọn', { errors: [{ path: 'params.phong_ban_id', message: 'Khoa/phòng không thuộc bệnh viện đã chọn' }] });
  }
  return out;
}

/** The parameters a reader fills: the source's, less the fixed ones. */
export const askedParams = (source: ReportSource, fixed: TReportParams) =>
  source.params.filter((p) => fixed[p.key] === undefined).map((p) => ({ key: p.key, required: p.required }));
