import { type TDashboardQuery, toWireTime } from '@hm/contract';
import { percent, round1 } from '@hm/scoring';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ConflictError } from '../../../errors/app-errors.js';
import { type FileDownload, XLSX_TYPE } from '../../../resources/file-route.js';
import type { Caller } from '../../../access/caller.js';
import type { Language } from '../language.js';
import { type ScoreRequest, scoreRequest } from '../score-request.js';
import { valueCounts } from '../snapshot-figures.js';
import type { DashboardQuestion } from '../survey-structure.js';
import { type Sheet, setWidths, streamWorkbook } from '../../../http/xlsx-stream.js';

/** The working-time questions: time in the hospital, in the unit, in the profession, hours per week. */
export const WORKING_TIME_SCALES: ReadonlySet<string> = new Set(['tenure', 'hours']);

const T = {
  vi: {
    sheet: 'Thời gian công tác',
    title: 'Thống kê thời gian công tác',
    version: 'Phiên bản khảo sát',
    hospitals: 'Bệnh viện',
    unit: 'Khoa/phòng (câu trả lời của người tham gia)',
    position: 'Vị trí công tác (câu trả lời của người tham gia)',
    all: 'Tất cả',
    notAnswered: 'Không trả lời',
    snapshot: 'Dữ liệu tổng hợp lúc',
    respondents: 'phiếu hợp lệ',
    minGroup: 'Số người trả lời tối thiểu để hiển thị một nhóm',
    pooledNote: 'Số liệu chung gộp theo người trả lời; bệnh viện có ít hơn số tối thiểu không được tính vào số liệu chung.',
    header: ['Phạm vi', 'Mã câu hỏi', 'Câu hỏi', 'Mã đáp án', 'Đáp án', 'Số người', 'Tỷ lệ (%)'],
    pooled: 'Tất cả bệnh viện đã chọn',
    answered: 'Tổng số đã trả lời',
    suppressed: (min: number) => `Không hiển thị: nhóm có ít hơn ${min} người trả lời, hoặc được ẩn để không suy ra được một nhóm nhỏ.`,
    noQuestion: 'Phiên bản không có câu hỏi về thời gian công tác.',
    noSnapshot: 'Phiên bản chưa có dữ liệu tổng hợp. Hãy tính dữ liệu (Tính dữ liệu) trước khi xuất thống kê.',
    stillOpen: 'Phiên bản khảo sát chưa kết thúc: thống kê được tính một lần, khi khảo sát đóng.',
    file: (id: number) => `Thống kê thời gian công tác - phiên bản ${id}.xlsx`,
  },
  en: {
    sheet: 'Working time',
    title: 'Working time statistics',
    version: 'Survey version',
    hospitals: 'Hospitals',
    unit: 'Work area/unit (as answered)',
    position: 'Staff position (as answered)',
    all: 'All',
    notAnswered: 'Not answered',
    snapshot: 'Summary data computed at',
    respondents: 'valid responses',
    minGroup: 'Minimum respondents for a group to be shown',
    pooledNote: 'Pooled figures count each respondent once; hospitals below the minimum are left out of them.',
    header: ['Scope', 'Item', 'Question', 'Code', 'Answer', 'Respondents', 'Percent'],
    pooled: 'All selected hospitals',
    answered: 'Answered',
    suppressed: (min: number) => `Not shown: fewer than ${min} respondents, or hidden so that a small group cannot be worked out.`,
    noQuestion: 'The version has no working-time question.',
    noSnapshot: 'The version has no summary data yet. Compute the data before exporting.',
    stillOpen: 'The survey has not ended: statistics are computed once, when it closes.',
    file: (id: number) => `Working time - version ${id}.xlsx`,
  },
} as const;

/**
 * xuat-thong-ke-thoi-gian: the distributions of the working-time questions for the selection,
 * read from the latest snapshot's cells (never the answers), with the dashboards' suppression:
 * the selection as a whole (the hospital, or the pool of hospitals), then each hospital when
 * there are several. A suppressed block says so instead of figures.
 */
export async function workingTimeExport(db: Kysely<DB>, caller: Caller, q: TDashboardQuery, language: Language): Promise<FileDownload> {
  const t = T[language];
  const r = await scoreRequest(db, caller, q, language);
  if (r.wire.takes_votes) throw new ConflictError(t.stillOpen);
  if (!r.snapshot || !r.pool) throw new ConflictError(t.noSnapshot);
  const questions = r.structure.parts.flatMap((p) => p.questions).filter((x) => x.scale !== null && WORKING_TIME_SCALES.has(x.scale));
  const ids = questions.map((x) => x.cauhoi_id);
  const snapshotId = r.snapshot.snapshot_id;

  const blocks: Block[] = [];
  const several = r.scope.hospitals.length > 1;
  blocks.push({
    name: several ? t.pooled : r.scope.hospitals[0]!.name,
    counts: r.available ? await valueCounts(db, snapshotId, r.included, r.filter, ids) : null,
  });
  if (several) {
    const hidden = r.pool.hiddenHospitals(r.filter);
    for (const h of r.scope.hospitals) {
      blocks.push({ name: h.name, counts: hidden.has(h.hospital_id) ? null : await valueCounts(db, snapshotId, [h.hospital_id], r.filter, ids) });
    }
  }

  const body = streamWorkbook(async (workbook) => {
    const sheet = workbook.addWorksheet(t.sheet);
    setWidths(sheet, [32, 10, 60, 10, 32, 12, 10]);
    writeHeading(sheet, r, language);
    if (questions.length === 0) sheet.addRow([t.noQuestion]).commit();
    else {
      sheet.addRow([...t.header]).commit();
      for (const b of blocks) writeBlock(sheet, b, questions, r.scope.minGroupSize, language);
    }
    sheet.commit();
  });
  return { filename: t.file(q.phien_ban_id), contentType: XLSX_TYPE, body };
}

interface Block {
  name: string;
  /** Respondents per question × answer value; null = suppressed. */
  counts: Map<number, Map<number, number>> | null;
}

function writeHeading(sheet: Sheet, r: ScoreRequest, language: Language): void {
  const t = T[language];
  const v = r.scope.version;
  const label = (role: 'unit' | 'position', code: number | undefined) => {
    if (code === undefined) return t.all;
    if (code === 0) return t.notAnswered;
    const question = [...r.structure.questions.values()].find((x) => x.role === role);
    return question?.values.find((x) => x.gia_tri === code)?.label ?? String(code);
  };
  const title = language === 'en' ? v.tieu_de_khao_sat_en || v.tieu_de_khao_sat : v.tieu_de_khao_sat || v.tieu_de_khao_sat_en;
  const lines: (string | number)[][] = [
    [t.title],
    [t.version, `${v.phien_ban_id} – ${title}`],
    [t.hospitals, r.scope.hospitals.map((h) => h.name).join('; ')],
    [t.unit, label('unit', r.filter.don_vi)],
    [t.position, label('position', r.filter.vi_tri)],
    [t.snapshot, `${toWireTime(r.snapshot!.computed_at)} (${r.snapshot!.respondents} ${t.respondents})`],
    [t.minGroup, r.scope.minGroupSize],
  ];
  if (r.scope.hospitals.length > 1) lines.push([t.pooledNote]);
  for (const l of lines) sheet.addRow(l).commit();
  sheet.addRow([]).commit();
}

function writeBlock(sheet: Sheet, b: Block, questions: readonly DashboardQuestion[], min: number, language: Language): void {
  const t = T[language];
  if (!b.counts) {
    sheet.addRow([b.name, null, t.suppressed(min)]).commit();
    return;
  }
  for (const q of questions) {
    const counts = b.counts.get(q.cauhoi_id) ?? new Map<number, number>();
    const n = q.values.reduce((s, x) => s + (counts.get(x.gia_tri) ?? 0), 0);
    for (const x of q.values) {
      const count = counts.get(x.gia_tri) ?? 0;
      sheet.addRow([b.name, q.ma_cauhoi, q.ten_cauhoi, x.gia_tri, x.label, count, round1(percent(count, n))]).commit();
    }
    sheet.addRow([b.name, q.ma_cauhoi, q.ten_cauhoi, null, t.answered, n, n > 0 ? 100 : null]).commit();
  }
}
