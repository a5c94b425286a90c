import type { TAhrqSubmissionQuery } from '@hm/contract';
import type { RouteAudit } from '../../../resources/route.js';
import { giveWay } from '../../../db/give-way.js';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { type FileDownload, XLSX_TYPE } from '../../../resources/file-route.js';
import { setWidths, streamWorkbook } from '../../../http/xlsx-stream.js';
import type { Caller } from '../../../access/caller.js';
import { AHRQ_ITEMS, type AhrqItem, auditSubmission, RESPONDENT_HEADERS, siteIdOf, submissionFileName, submissionScope } from './ahrq-submission.js';
import { type RoleCoder, roleCoders } from './ahrq-role-codes.js';
import { RAW_BATCH } from './raw-data.js';

/** Rows written between two turns given to other requests. */
const ROWS_PER_TURN = 250;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const NO_ID = '00000000-0000-0000-0000-000000000000';

interface BatchRow {
  ket_qua_id: string;
  hospital_id: number;
  /** `cauhoi_id:gia_tri` pairs joined with ',' (ordered), null when the response has no coded answer. */
  codes: string | null;
}

/** Where each question of the version goes: its column (after SiteID) and the item it is. */
type ColumnOf = Map<number, { index: number; item: AhrqItem }>;

/**
 * The version's questions that are SOPS 2.0 items: the unit and position questions by their
 * role, the others by their item code (a supplemental question of the hospital's own is not
 * submitted).
 */
async function columnsOf(db: Kysely<DB>, versionId: number): Promise<ColumnOf> {
  const questions = await db.selectFrom('cau_hoi').select(['cauhoi_id', 'ma_cauhoi', 'vai_tro']).where('phien_ban_id', '=', versionId).execute();
  const columns: ColumnOf = new Map();
  AHRQ_ITEMS.forEach((item, index) => {
    const q = item.role ? questions.find((x) => x.vai_tro === item.role) : questions.find((x) => x.vai_tro === null && x.ma_cauhoi.trim().toUpperCase() === item.code);
    if (q) columns.set(q.cauhoi_id, { index, item });
  });
  return columns;
}

/**
 * xuat-ahrq-respondent: the respondent-level file of an AHRQ database submission (xlsx, one sheet,
 * a header row of variable names). One row per complete response of the hospitals in scope —
 * `ket_qua.hoan_thanh`, set at submit by the completeness rule every dashboard counts
 * (`isComplete`, voting/validity.ts) — in the order of the random response id, with its Site ID.
 * Codes exactly as answered: never reverse-coded, 9 kept, blank when not answered or when outside
 * the codes the form offers for the item; unit and position as AHRQ category numbers
 * (`roleCoders`). Audited before the first byte; read in keyset batches like the raw export.
 */
export async function ahrqRespondentExport(db: Kysely<DB>, caller: Caller, q: TAhrqSubmissionQuery, meta: { audit: RouteAudit; log: (e: unknown) => void }): Promise<FileDownload> {
  const scope = await submissionScope(db, caller, q);
  const hospitalIds = scope.hospitals.map((h) => h.hospital_id);
  const ids = hospitalIds.length ? hospitalIds : [0];
  const perHospital = (
    await sql<{ hospital_id: number; n: number }>`
      SELECT hospital_id, count(*)::int AS n FROM ket_qua WHERE phien_ban_id = ${q.phien_ban_id} AND hospital_id = ANY(${ids}::int[]) AND hoan_thanh GROUP BY hospital_id`.execute(
      db,
    )
  ).rows;
  const [columns, coders] = await Promise.all([columnsOf(db, q.phien_ban_id), roleCoders(db, q.phien_ban_id, hospitalIds)]);
  await auditSubmission(db, meta.audit, q, {
    rows: perHospital.reduce((s, h) => s + h.n, 0),
    hospitals: hospitalIds.map((id) => ({ hospital_id: id, site_id: siteIdOf(id), rows: perHospital.find((h) => h.hospital_id === id)?.n ?? 0 })),
  });

  const body = streamWorkbook(async (workbook, flow) => {
    const sheet = workbook.addWorksheet('Respondents', { views: [{ state: 'frozen', ySplit: 1 }] });
    setWidths(
      sheet,
      RESPONDENT_HEADERS.map((h) => Math.max(7, h.length + 2)),
    );
    sheet.addRow([...RESPONDENT_HEADERS]).commit();
    let after = NO_ID;
    for (;;) {
      const batch = await readBatch(db, q.phien_ban_id, ids, after);
      for (let i = 0; i < batch.length; i++) {
        sheet.addRow(rowValues(batch[i]!, columns, coders)).commit();
        if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
      }
      if (batch.length < RAW_BATCH) break;
      after = batch[batch.length - 1]!.ket_qua_id;
      await giveWay(db);
      await flow(sheet);
    }
    sheet.commit();
  }, meta.log);
  return { filename: submissionFileName('respondents', scope, q.hospital_id), contentType: XLSX_TYPE, body };
}

async function readBatch(db: Kysely<DB>, versionId: number, hospitalIds: number[], after: string): Promise<BatchRow[]> {
  const result = await sql<BatchRow>`
    WITH r AS (
      SELECT k.ket_qua_id, k.hospital_id
      FROM ket_qua k
      WHERE k.phien_ban_id = ${versionId} AND k.hospital_id = ANY(${hospitalIds}::int[]) AND k.hoan_thanh AND k.ket_qua_id > ${after}::uuid
      ORDER BY k.ket_qua_id
      LIMIT ${RAW_BATCH}
    )
    SELECT r.ket_qua_id, r.hospital_id, a.codes
    FROM r
    LEFT JOIN LATERAL (
      SELECT string_agg(d.cauhoi_id || ':' || d.gia_tri, ',' ORDER BY d.cauhoi_id, d.gia_tri) FILTER (WHERE d.gia_tri IS NOT NULL) AS codes
      FROM ket_qua_chi_tiet d
      WHERE d.ket_qua_id = r.ket_qua_id
    ) a ON true
    ORDER BY r.ket_qua_id`.execute(db);
  return result.rows;
}

function rowValues(r: BatchRow, columns: ColumnOf, coders: Record<'unit' | 'position', RoleCoder>): (number | null)[] {
  const cells: (number | null)[] = new Array(AHRQ_ITEMS.length).fill(null);
  if (r.codes) {
    for (const pair of r.codes.split(',')) {
      const colon = pair.indexOf(':');
      const column = columns.get(Number(pair.slice(0, colon)));
      // Every SOPS 2.0 item takes one answer: the first (lowest) code of a multiple choice stands.
      if (!column || cells[column.index] !== null) continue;
      const value = Number(pair.slice(colon + 1));
      const { item } = column;
      cells[column.index] = item.role ? coders[item.role](r.hospital_id, value) : item.codes.has(value) ? value : null;
    }
  }
  return [siteIdOf(r.hospital_id), ...cells];
}
