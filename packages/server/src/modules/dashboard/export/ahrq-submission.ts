import { AHRQ_SUBMISSION_INSTRUMENT, type TAhrqSubmissionQuery } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { HSOPS2 } from '../../survey-core/instruments/index.js';
import type { RouteAudit } from '../../../resources/route.js';
import { ConflictError } from '../../../errors/app-errors.js';
import type { Caller } from '../../../access/caller.js';
import { type ExportScope, exportScope } from './export-scope.js';

/**
 * What the two AHRQ submission files share (docs/decisions/ahrq-submission-files.md): the
 * refusals, the Site ID and the respondent file's variables.
 */

export const AHRQ_MSG = {
  notSops2: 'Chỉ phiên bản khảo sát sao chép từ bộ câu hỏi AHRQ SOPS Hospital Survey 2.0 mới xuất được tệp nộp cơ sở dữ liệu AHRQ (cơ sở dữ liệu chỉ nhận phiên bản 2.0).',
  notClosed: 'Tệp nộp cơ sở dữ liệu AHRQ chỉ xuất được khi phiên bản khảo sát đã đóng.',
} as const;

/** The variable naming a hospital in both files: the hospital's id (numeric and unique, as the site-level specification asks). */
export const SITE_ID = 'SiteID';
export const siteIdOf = (hospitalId: number): number => hospitalId;

/** A variable of the respondent file: an item of the SOPS 2.0 form and the codes it may hold. */
export interface AhrqItem {
  /** The item code of the form (A1 … F6, D3, E1, G1 … G4) or POSITION / UNIT. */
  code: string;
  role: 'unit' | 'position' | null;
  /** The response codes the form offers for the item (9 where it offers "Does Not Apply or Don't Know"). */
  codes: ReadonlySet<number>;
}

/** Every coded item of SOPS 2.0 in form order (position, unit, sections A–F, background G); the comments are never submitted. */
export const AHRQ_ITEMS: readonly AhrqItem[] = HSOPS2.parts.flatMap((p) =>
  p.questions.filter((q) => q.scale !== null).map((q) => ({ code: q.code, role: q.role ?? null, codes: new Set(HSOPS2.scales[q.scale!]!.map((o) => o.value)) })),
);

export const RESPONDENT_HEADERS: readonly string[] = [SITE_ID, ...AHRQ_ITEMS.map((i) => i.code)];

/**
 * The scope of a submission export: the raw export's (version, hospitals in scope, licence),
 * then a SOPS 2.0 version (the only one the AHRQ database takes) that is closed (409 otherwise).
 */
export async function submissionScope(db: Kysely<DB>, caller: Caller, q: TAhrqSubmissionQuery): Promise<ExportScope> {
  const scope = await exportScope(db, caller, q.phien_ban_id, q.hospital_id);
  if (scope.version.instrument_code !== AHRQ_SUBMISSION_INSTRUMENT) throw new ConflictError(AHRQ_MSG.notSops2);
  // While it takes votes (or could again) two exports would differ by the rows of whoever voted in between.
  if (scope.version.status_khao_sat !== 2) throw new ConflictError(AHRQ_MSG.notClosed);
  return scope;
}

/** The export's audit row (as its endpoint declares it), written before the first byte: an aborted download is recorded too. */
export async function auditSubmission(db: Kysely<DB>, audit: RouteAudit, q: TAhrqSubmissionQuery, detail: Record<string, unknown>): Promise<void> {
  await audit(db, {
    id: q.phien_ban_id,
    phienBanId: q.phien_ban_id,
    hospitalId: q.hospital_id ?? null,
    detail: { phien_ban_id: q.phien_ban_id, hospital_id: q.hospital_id ?? null, ...detail },
  });
}

/** `AHRQ-HSOPS2-respondents-v12-BVDEMO.xlsx`: the submission files are English whatever the display language. */
export const submissionFileName = (kind: 'respondents' | 'site', scope: ExportScope, asked: number | undefined): string =>
  `AHRQ-${AHRQ_SUBMISSION_INSTRUMENT}-${kind}-v${scope.version.phien_ban_id}${asked ? `-${scope.hospitals[0]?.ma_benh_vien ?? asked}` : ''}.xlsx`;
