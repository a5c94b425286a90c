import type { TReportData, TReportParams, TReportWithDetails, ZReportDataRequest } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { RouteAudit } from '../../resources/route.js';
import { ValidationError } from '../../errors/app-errors.js';
import type { Caller } from '../../access/caller.js';
import type { Language } from '../dashboard/language.js';
import { type DetailLike, type Plan, planOf } from './definition-rules.js';
import { loadReport } from './definition-store.js';
import { Grouper } from './grouping.js';
import { assertRight, callerRights, type Need } from './rights.js';
import { reportsCaller } from './run-licence.js';
import { resolveParams } from './run-params.js';
import { SOURCE_IMPLS } from './sources/index.js';
import type { SortKey, SourceResult, SourceRow } from './sources/types.js';
import { compareRows, isPrefixOf } from './sorting.js';

type DataRequest = z.output<typeof ZReportDataRequest>;

/** Rows a report may hold in memory to sort them in an order its source does not give (beyond: narrow it with filters). */
export const MAX_SORTED_ROWS = 200_000;

export const RUN_MSG = {
  sortNotShown: (field: string) => `Chỉ sắp xếp được theo cột đang hiển thị (cột "${field}" không có trong báo cáo)`,
  tooLargeToSort: `Báo cáo có hơn ${MAX_SORTED_ROWS.toLocaleString('vi-VN')} dòng: hãy thêm bộ lọc hoặc bỏ sắp xếp để xem và xuất`,
} as const;

/** A run ready to read: the definition, its plan, the parameters used, the source's answer and the order of the rows. */
export interface PreparedRun {
  report: TReportWithDetails;
  plan: Plan;
  params: TReportParams;
  source: SourceResult;
  sort: SortKey[];
  /** The rows come in the order asked (or none was asked), so they can stream. */
  streams: boolean;
}

/**
 * Everything that can refuse a run, before any row is read: the report exists and is visible
 * (404), the caller's group holds the right (403; a suspended report only for writers), the
 * reader's ids are in scope (403/404), the parameters complete (400), a reader's sort is on a
 * shown column (400), the reports licence of the hospitals (403), and the source's own scope,
 * licence and missing-data checks.
 */
export async function prepareRun(
  db: Kysely<DB>,
  caller: Caller,
  q: { report_id: number; params: TReportParams; sort: SortKey | null },
  need: Need,
  language: Language,
): Promise<PreparedRun> {
  const rights = await callerRights(db, caller);
  const report = await loadReport(db, caller, q.report_id);
  assertRight(rights, report, need);
  const plan = planOf(report.nguon, report.details as DetailLike[], language);
  const params = await resolveParams(db, caller, plan.source, report.tham_so, q.params, language);
  let sort = plan.sort;
  if (q.sort) {
    if (!plan.columns.some((c) => c.field === q.sort!.field))
      throw new ValidationError(RUN_MSG.sortNotShown(q.sort.field), { errors: [{ path: 'sort.field', message: RUN_MSG.sortNotShown(q.sort.field) }] });
    sort = [q.sort];
  }
  const narrowed = await reportsCaller(db, caller, params.hospital_id);
  const impl = SOURCE_IMPLS[report.nguon];
  const source = await impl.read({ db, caller: narrowed, signedIn: caller, params, language: params.language ?? language });
  return { report, plan, params, source, sort, streams: !plan.group && (sort.length === 0 || isPrefixOf(sort, impl.naturalOrder)) };
}

async function* filtered(run: PreparedRun): AsyncIterable<SourceRow[]> {
  const { filters } = run.plan;
  for await (const batch of run.source.batches) {
    const kept = filters.length ? batch.filter((r) => filters.every((f) => f(r))) : batch;
    if (kept.length) yield kept;
  }
}

const project =
  (fields: readonly string[]) =>
  (r: SourceRow): SourceRow =>
    Object.fromEntries(fields.map((f) => [f, r[f] ?? null]));

/**
 * Every row of a run, shown columns only, in order: streamed batch by batch when no grouping and
 * no reordering is needed; otherwise grouped (one accumulator per group) or collected and sorted
 * (at most MAX_SORTED_ROWS, refused beyond with the reason). Called before the answer starts, so a
 * refusal is still the JSON envelope.
 */
export async function orderedRows(run: PreparedRun): Promise<{ rows: AsyncIterable<SourceRow[]>; count: number | null }> {
  const fields = run.plan.columns.map((c) => c.field);
  if (run.streams) {
    const toShown = project(fields);
    async function* stream(): AsyncIterable<SourceRow[]> {
      for await (const batch of filtered(run)) yield batch.map(toShown);
    }
    return { rows: stream(), count: null };
  }
  let all: SourceRow[];
  if (run.plan.group) {
    const g = new Grouper(run.plan.group);
    for await (const batch of filtered(run)) for (const r of batch) g.add(r);
    all = g.rows();
  } else {
    all = [];
    for await (const batch of filtered(run)) {
      if (all.length + batch.length > MAX_SORTED_ROWS) throw new ValidationError(RUN_MSG.tooLargeToSort);
      for (const r of batch) all.push(r);
    }
  }
  if (run.sort.length) all.sort(compareRows(run.sort));
  const shown = all.map(project(fields));
  async function* single(): AsyncIterable<SourceRow[]> {
    if (shown.length) yield shown;
  }
  return { rows: single(), count: shown.length };
}

/** What the audit trail keeps of a run or an export. */
export const runAuditEntry = (run: PreparedRun, caller: Caller, extra: Record<string, unknown>) => ({
  id: run.report.report_id,
  hospitalId: run.params.hospital_id ?? caller.homeHospitalId,
  phienBanId: run.params.phien_ban_id ?? null,
  detail: { ma_report: run.report.ma_report, nguon: run.report.nguon, params: run.params, sort: run.sort, ...extra },
});

/**
 * get-data: one page of a run's rows. Streamed runs count every row and keep only the page;
 * grouped or reordered runs are computed whole, then paged. The first page of a run is one audit
 * row with its parameters (turning pages of the same run reads nothing new and is not recorded
 * again); every export is recorded (export-report.ts).
 */
export async function runPage(db: Kysely<DB>, caller: Caller, audit: RouteAudit, q: DataRequest, language: Language): Promise<TReportData> {
  const run = await prepareRun(db, caller, { report_id: q.report_id, params: q.params, sort: q.sort }, 'chay', language);
  const { rows } = await orderedRows(run);
  const from = (q.page - 1) * q.size;
  const page: SourceRow[] = [];
  let total = 0;
  for await (const batch of rows) {
    for (const r of batch) {
      if (total >= from && page.length < q.size) page.push(r);
      total++;
    }
  }
  // Turning the pages of a run reads nothing new: only its first page is recorded.
  if (q.page === 1) await audit(db, runAuditEntry(run, caller, { rows: total, suppressed: run.source.suppressed }));
  else audit.skip();
  return {
    report_id: run.report.report_id,
    columns: run.plan.columns,
    rows: page,
    total,
    page: q.page,
    size: q.size,
    bieu_do: run.report.bieu_do,
    suppressed: run.source.suppressed,
    params: run.params,
  };
}
