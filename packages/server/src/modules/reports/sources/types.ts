import type { TReportParams, TReportSourceCode } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Caller } from '../../../access/caller.js';
import type { Language } from '../../dashboard/language.js';

/** A cell of a source row: text, a number, or nothing. Dates are `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm:ss` (Asia/Ho_Chi_Minh). */
export type Cell = string | number | null;
/** One row of a source, keyed by the contract's column fields. */
export type SourceRow = Record<string, Cell>;

/** What a source reads with: the parameters resolved (fixed ones first), the caller and the language of the labels. */
export interface SourceContext {
  db: Kysely<DB>;
  /**
   * The caller with their hospital scope narrowed to the hospitals whose reports licence is in
   * force (run-licence.ts): every dashboard function called with it applies scope, the
   * dashboards' licence and suppression exactly as on the dashboards.
   */
  caller: Caller;
  /** The caller as signed in (the audit-trail source of a system administrator reads the whole trail, as NhatKy does). */
  signedIn: Caller;
  params: TReportParams;
  language: Language;
}

/** What a source answers: its rows in batches, and how many groups the minimum group size left out. */
export interface SourceResult {
  /** Small sources answer one batch; large ones (lists) read the database in keyset batches as they are consumed. */
  batches: AsyncIterable<SourceRow[]>;
  suppressed: number;
}

export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

/**
 * A data source the server owns. `read` checks everything that can refuse the request (scope,
 * licence, missing data) before it returns, so an export refused is still the JSON envelope; the
 * batches then only read.
 */
export interface ReportSourceImpl {
  code: TReportSourceCode;
  read(ctx: SourceContext): Promise<SourceResult>;
  /**
   * The order the rows come in, when it is an order a reader can ask for (lists read by keyset):
   * a report sorted that way streams without holding its rows.
   */
  naturalOrder?: readonly SortKey[];
}

/** One batch as an async iterable. */
export async function* once(rows: SourceRow[]): AsyncIterable<SourceRow[]> {
  yield rows;
}

/** Rows read in keyset batches: `next(after)` returns a batch after the last row of the previous one (null at first). */
export async function* keysetBatches<R>(next: (after: R | null) => Promise<R[]>, toRow: (r: R) => SourceRow, size: number): AsyncIterable<SourceRow[]> {
  let after: R | null = null;
  for (;;) {
    const batch = await next(after);
    if (batch.length) yield batch.map(toRow);
    if (batch.length < size) return;
    after = batch[batch.length - 1]!;
  }
}

/** Rows per keyset batch of the large sources. */
export const BATCH_SIZE = 2000;
