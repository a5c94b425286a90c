import { toWireTime, type TReport, type TReportDetail, type TReportParams, type TReportWithDetails, type TPage, type TReportSourceCode } from '@hm/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { keywordMatches } from '../../db/search.js';
import { NotFoundError } from '../../errors/app-errors.js';
import type { Caller } from '../../access/caller.js';
import { fixedParamsVisible, RIGHTS_MSG } from './rights.js';

export type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'r.report_id',
  'r.du_an_id',
  'r.ma_report',
  'r.ten_report',
  'r.ten_report_english',
  'r.mo_ta',
  'r.nguon',
  'r.bieu_do',
  'r.tham_so',
  'r.tam_ngung',
  'r.updated_at',
] as const;

type ReportRow = {
  report_id: number;
  du_an_id: number;
  ma_report: string;
  ten_report: string;
  ten_report_english: string | null;
  mo_ta: string | null;
  nguon: string;
  bieu_do: string;
  tham_so: Record<string, unknown>;
  tam_ngung: boolean;
  updated_at: Date;
};

/** A stored row as the wire has it. */
export const toReport = (r: ReportRow): TReport => ({
  report_id: r.report_id,
  du_an_id: r.du_an_id,
  ma_report: r.ma_report,
  ten_report: r.ten_report,
  ten_report_english: r.ten_report_english,
  mo_ta: r.mo_ta,
  nguon: r.nguon as TReportSourceCode,
  bieu_do: r.bieu_do as TReport['bieu_do'],
  tham_so: (r.tham_so ?? {}) as TReportParams,
  tam_ngung: r.tam_ngung,
  updated_at: r.updated_at ? toWireTime(r.updated_at) : null,
});

/** The reports of a project (alias `r`), ordered by code. */
export const selectReports = (db: Db) => db.selectFrom('report as r').select([...COLUMNS]);

/** A report's details in the order they are shown. */
export async function detailsOf(db: Db, reportIds: readonly number[]): Promise<Map<number, TReportDetail[]>> {
  const out = new Map<number, TReportDetail[]>(reportIds.map((id) => [id, []]));
  if (!reportIds.length) return out;
  const rows = await db
    .selectFrom('report_detail')
    .selectAll()
    .where('report_id', 'in', [...reportIds])
    .orderBy('report_id')
    .orderBy('thu_tu')
    .orderBy('report_detail_id')
    .execute();
  for (const d of rows) out.get(d.report_id)!.push(d as TReportDetail);
  return out;
}

/**
 * One report with its details, visible to the caller (its fixed parameters name nothing outside
 * the caller's hospitals); 404 otherwise. `lock`: FOR UPDATE (a write's transaction).
 */
export async function loadReport(db: Db, caller: Caller, id: number, { lock = false } = {}): Promise<TReportWithDetails> {
  let q = selectReports(db).where('r.report_id', '=', id).where(fixedParamsVisible(caller));
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new NotFoundError(RIGHTS_MSG.notFound);
  return { ...toReport(row as ReportRow), details: (await detailsOf(db, [id])).get(id)! };
}

export interface ReportListQuery {
  page: number;
  size: number;
  keyword?: string;
  nguon?: string;
}

/** Definitions of a project, paged, by source and keyword (code, names, description). */
export async function listReports(db: Db, caller: Caller, duAnId: number, q: ReportListQuery): Promise<TPage<TReport>> {
  let base = selectReports(db).where('r.du_an_id', '=', duAnId).where(fixedParamsVisible(caller));
  if (q.nguon) base = base.where('r.nguon', '=', q.nguon);
  if (q.keyword) {
    base = base.where(keywordMatches(['r.ma_report', 'r.ten_report', 'r.ten_report_english', 'r.mo_ta'], q.keyword));
  }
  const [{ total }] = (await base
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .execute()) as [{ total: number }];
  const rows = await base
    .orderBy(sql`lower(r.ma_report)`)
    .orderBy('r.report_id')
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  return { data: rows.map((r) => toReport(r as ReportRow)), total, page: q.page, size: q.size };
}

/** Every report of a project visible to the caller, ordered by code. */
export async function allReports(db: Db, caller: Caller, duAnId: number): Promise<TReport[]> {
  const rows = await selectReports(db)
    .where('r.du_an_id', '=', duAnId)
    .where(fixedParamsVisible(caller))
    .orderBy(sql`lower(r.ma_report)`)
    .orderBy('r.report_id')
    .execute();
  return rows.map((r) => toReport(r as ReportRow));
}
