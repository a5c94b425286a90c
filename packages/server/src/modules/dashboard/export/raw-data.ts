import { giveWay } from '../../../db/give-way.js';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { type FileDownload, XLSX_TYPE } from '../../../resources/file-route.js';
import type { RouteAudit } from '../../../resources/route.js';
import type { Caller } from '../../../access/caller.js';
import type { Language } from '../language.js';
import { takesVotes } from '../snapshot-triggers.js';
import { ConflictError } from '../../../errors/app-errors.js';
import { type ExportScope, exportScope } from './export-scope.js';
import { FIXED_HEADERS, type RawLayout, rawLayout } from './raw-columns.js';
import { type Sheet, setWidths, streamWorkbook } from '../../../http/xlsx-stream.js';

/**
 * Responses per query: each batch reads them with all their answers in one query. On the
 * embedded database at 100,000 respondents a batch of 500 is 20–35 ms of its thread (2,000:
 * 90–220 ms), and another request waited at most 117–146 ms during the export (1,000: 238 ms;
 * scripts/bench-dashboard.mjs); the export takes no longer.
 */
export const RAW_BATCH = 500;
/** Rows written between two turns given to other requests (writing a row takes ~0.1–0.2 ms). */
const ROWS_PER_TURN = 250;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface RawExportRequest {
  phien_ban_id: number;
  hospital_id?: number;
  comments?: boolean;
}

interface BatchRow {
  ket_qua_id: string;
  hospital_id: number;
  language: string;
  hop_le: number;
  hoan_thanh: boolean;
  /** `cauhoi_id:gia_tri` pairs joined with ',' (ordered), null when the response has no coded answer. */
  codes: string | null;
  text_ids: number[] | null;
  texts: string[] | null;
}

export const RAW_MSG = {
  stillOpen: 'Dữ liệu thô chỉ xuất được khi phiên bản khảo sát đã đóng: hai lần xuất trong lúc đang nhận phiếu sẽ cho thấy phiếu của người vừa trả lời giữa hai lần.',
} as const;

const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * xuat-raw-data: the respondent-level raw codes of a version's hospitals in the caller's scope
 * (or the one asked), one row per response in the order of its random id (so nothing orders the
 * votes), no submission day. Recorded in the audit log before the first byte, so an aborted
 * download is logged too. Read in keyset batches with the answers in the same query: memory
 * stays flat and, on the embedded database, other requests run between batches.
 */
export async function rawDataExport(
  db: Kysely<DB>,
  caller: Caller,
  q: RawExportRequest,
  meta: { audit: RouteAudit; language: Language; log: (e: unknown) => void },
): Promise<FileDownload> {
  const scope = await exportScope(db, caller, q.phien_ban_id, q.hospital_id);
  // Two exports while votes arrive would differ by the rows of whoever voted in between.
  if (takesVotes(scope.version.status_khao_sat)) throw new ConflictError(RAW_MSG.stillOpen);
  const withComments = q.comments === true;
  const hospitalIds = scope.hospitals.map((h) => h.hospital_id);
  const rows = hospitalIds.length
    ? (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ket_qua WHERE phien_ban_id = ${q.phien_ban_id} AND hospital_id = ANY(${hospitalIds}::int[])`.execute(db)).rows[0]!.n
    : 0;
  const layout = await rawLayout(db, q.phien_ban_id, withComments, meta.language);
  await meta.audit(db, { id: q.phien_ban_id, phienBanId: q.phien_ban_id, hospitalId: q.hospital_id ?? null, detail: { comments: withComments, rows, hospitals: hospitalIds } });

  const body = streamWorkbook(async (workbook, flow) => {
    const data = workbook.addWorksheet(meta.language === 'en' ? 'Raw data' : 'Dữ liệu thô', { views: [{ state: 'frozen', ySplit: 1 }] });
    setWidths(data, [14, 10, 8, 11, ...layout.columns.map((c) => (c.kind === 'text' ? 40 : Math.max(8, c.header.length + 2)))]);
    data.addRow([...FIXED_HEADERS, ...layout.columns.map((c) => c.header)]).commit();
    const codes = new Map(scope.hospitals.map((h) => [h.hospital_id, h.ma_benh_vien]));
    let after = NO_ID;
    for (;;) {
      const batch = hospitalIds.length ? await readBatch(db, q.phien_ban_id, hospitalIds, after, withComments) : [];
      for (let i = 0; i < batch.length; i++) {
        data.addRow(rowValues(batch[i]!, layout, codes)).commit();
        if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
      }
      if (batch.length < RAW_BATCH) break;
      after = batch[batch.length - 1]!.ket_qua_id;
      await giveWay(db);
      await flow(data);
    }
    data.commit();
    writeCodebook(workbook.addWorksheet(meta.language === 'en' ? 'Codebook' : 'Bảng mã'), layout, scope, withComments, meta.language);
  }, meta.log);
  const where = q.hospital_id ? ` - ${scope.hospitals[0]?.ma_benh_vien ?? q.hospital_id}` : '';
  return { filename: `Dữ liệu thô - phiên bản ${q.phien_ban_id}${where}.xlsx`, contentType: XLSX_TYPE, body };
}

async function readBatch(db: Kysely<DB>, versionId: number, hospitalIds: number[], after: string, withComments: boolean): Promise<BatchRow[]> {
  const texts = withComments
    ? sql`array_agg(d.cauhoi_id ORDER BY d.cauhoi_id) FILTER (WHERE d.noi_dung IS NOT NULL) AS text_ids,
          array_agg(d.noi_dung ORDER BY d.cauhoi_id) FILTER (WHERE d.noi_dung IS NOT NULL) AS texts`
    : sql`NULL::int[] AS text_ids, NULL::text[] AS texts`;
  const result = await sql<BatchRow>`
    WITH r AS (
      SELECT k.ket_qua_id, k.hospital_id, k.language, k.hop_le, k.hoan_thanh
      FROM ket_qua k
      WHERE k.phien_ban_id = ${versionId} AND k.hospital_id = ANY(${hospitalIds}::int[]) AND k.ket_qua_id > ${after}::uuid
      ORDER BY k.ket_qua_id
      LIMIT ${RAW_BATCH}
    )
    SELECT r.ket_qua_id, r.hospital_id, r.language, r.hop_le::int AS hop_le, r.hoan_thanh, a.codes, a.text_ids, a.texts
    FROM r
    LEFT JOIN LATERAL (
      SELECT string_agg(d.cauhoi_id || ':' || d.gia_tri, ',' ORDER BY d.cauhoi_id, d.gia_tri) FILTER (WHERE d.gia_tri IS NOT NULL) AS codes, ${texts}
      FROM ket_qua_chi_tiet d
      WHERE d.ket_qua_id = r.ket_qua_id
    ) a ON true
    ORDER BY r.ket_qua_id`.execute(db);
  return result.rows;
}

function rowValues(r: BatchRow, layout: RawLayout, hospitalCodes: Map<number, string>): (string | number | null)[] {
  const cells: (string | number | null)[] = new Array(layout.columns.length).fill(null);
  if (r.codes) {
    for (const pair of r.codes.split(',')) {
      const colon = pair.indexOf(':');
      const i = layout.codeIndex.get(Number(pair.slice(0, colon)));
      if (i === undefined) continue;
      const value = Number(pair.slice(colon + 1));
      if (layout.columns[i]!.kind === 'codes') cells[i] = cells[i] === null ? String(value) : `${cells[i]};${value}`;
      else cells[i] = value;
    }
  }
  if (r.text_ids && r.texts) {
    r.text_ids.forEach((id, k) => {
      const i = layout.textIndex.get(id);
      if (i !== undefined) cells[i] = r.texts![k]!;
    });
  }
  return [hospitalCodes.get(r.hospital_id) ?? String(r.hospital_id), r.language, r.hop_le, r.hoan_thanh ? 1 : 0, ...cells];
}

function writeCodebook(sheet: Sheet, layout: RawLayout, scope: ExportScope, withComments: boolean, language: Language): void {
  const en = language === 'en';
  setWidths(sheet, [16, 60, 30, 24, 10, 10, 40]);
  sheet.addRow(en ? ['Column', 'Question', 'Part', 'Answer type', 'Reverse', 'Code', 'Label'] : ['Cột', 'Câu hỏi', 'Phần', 'Kiểu trả lời', 'Câu đảo', 'Mã', 'Nhãn']).commit();
  for (const l of layout.codebook) sheet.addRow([l.column, l.question, l.part, l.kind, l.reverse, l.code, l.label]).commit();
  sheet.addRow([]).commit();
  const hospitals = scope.hospitals.map((h) => `${h.ma_benh_vien} (${h.name})`).join('; ');
  const notes = en
    ? [
        `Version ${scope.version.phien_ban_id}: ${scope.version.tieu_de_khao_sat_en || scope.version.tieu_de_khao_sat}`,
        `Hospitals: ${hospitals}`,
        'Raw codes as answered: reverse-worded items are not reverse-coded; 9 = does not apply / don’t know; empty = not answered.',
        'Rows are in random order; no submission day or time is exported.',
        withComments ? 'Free-text comments included.' : 'Free-text comments not included.',
      ]
    : [
        `Phiên bản ${scope.version.phien_ban_id}: ${scope.version.tieu_de_khao_sat}`,
        `Bệnh viện: ${hospitals}`,
        'Mã thô như người trả lời đã chọn: câu đảo chưa được đảo mã; 9 = không áp dụng / không biết; ô trống = không trả lời.',
        'Các dòng theo thứ tự ngẫu nhiên; không xuất ngày giờ gửi phiếu.',
        withComments ? 'Có kèm ý kiến (câu trả lời bằng chữ).' : 'Không kèm ý kiến (câu trả lời bằng chữ).',
      ];
  for (const n of notes) sheet.addRow([n]).commit();
  sheet.commit();
}
