import { zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError, ConflictError, ForbiddenError, ServiceUnavailableError } from '../../errors/app-errors.js';
import { loadCaller } from '../../access/caller.js';
import { chromiumInstalled, openPrinter, type Printer } from '../background-job/pdf-printer.js';
import { reportFontCss } from '../feedback-report/report-font.js';
import { REPORT_MSG } from '../feedback-report/report-request.js';
import { debriefJobs, type DebriefJobMeta } from './job-store.js';
import { planPack } from './pack-data.js';
import { packDocument } from './pack-document.js';

export interface DebriefOptions {
  chromiumPath: string;
  serverRoot: string;
}

export const DEBRIEF_MSG = {
  noUnits: (min: number) => `Không có khoa/đơn vị nào trong phạm vi của bạn có từ ${min} người trả lời trở lên (và được trình bày trên dashboard): không có bộ tài liệu nào để tạo`,
  tooMany: (n: number) => `Bạn đang có ${n} bộ tài liệu khoa chờ tạo: vui lòng đợi chúng xong rồi tạo tiếp`,
  busy: 'Máy chủ đang bận tạo nhiều bộ tài liệu: vui lòng thử lại sau ít phút',
  notFound: 'Không tìm thấy bộ tài liệu khoa',
  notReady: 'Bộ tài liệu khoa chưa tạo xong',
  failed: 'Bộ tài liệu khoa không tạo được',
} as const;

/** A name safe in a zip and on every file system (any script). */
export const cleanName = (s: string, max: number): string =>
  s
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

/** The zip's name: what, which hospital, which survey. */
export const packFileName = (language: 'vi' | 'en', hospitalCode: string, title: string): string =>
  `${language === 'en' ? 'Debrief packs' : 'Tài liệu trao đổi theo khoa'} - ${cleanName(hospitalCode, 40)} - ${cleanName(title, 80)}.zip`;

/**
 * One pack: the units the account may have (its access checked again, as it is now), then for
 * each unit its figures, its document and its PDF (one Chromium for all of them), the progress
 * written after each unit; the PDFs zipped (stored, not compressed again: PDF streams are
 * compressed already) and kept with the job.
 */
export async function generatePack(db: Kysely<DB>, job: DebriefJobMeta, o: DebriefOptions): Promise<void> {
  const started = performance.now();
  const caller = await loadCaller(db, job.created_by);
  if (!caller || !caller.active) throw new ForbiddenError(REPORT_MSG.accountInactive);
  const plan = await planPack(db, caller, { phien_ban_id: job.phien_ban_id, hospital_id: job.hospital_id, language: job.language });
  if (plan.units.length === 0) throw new ConflictError(DEBRIEF_MSG.noUnits(plan.minGroupSize));
  await debriefJobs.progress(db, job.debrief_id, { done: 0, units: plan.units.length });
  if (!chromiumInstalled(o.chromiumPath)) throw new ServiceUnavailableError(REPORT_MSG.noChromium);
  const font = reportFontCss(o.serverRoot);
  const files: Record<string, Uint8Array> = {};
  const perUnit: number[] = [];
  let printer: Printer | null = null;
  let title = '';
  let code = '';
  try {
    try {
      printer = await openPrinter(o.chromiumPath);
    } catch (err) {
      throw Object.assign(new AppError(500, REPORT_MSG.printFailed), { cause: err });
    }
    let i = 0;
    for (const unit of plan.units) {
      const at = performance.now();
      const data = await plan.load(unit);
      i += 1;
      if (data) {
        title = data.version.title;
        code = data.hospital.code;
        const { pdf } = await printer.print(packDocument(data, font));
        const name = `${String(i).padStart(2, '0')} - ${cleanName(data.unit.label, 80)}.pdf`;
        files[name] = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      }
      perUnit.push(Math.round(performance.now() - at));
      await debriefJobs.progress(db, job.debrief_id, { done: i, units: plan.units.length });
    }
  } finally {
    await printer?.close();
  }
  const zip = zipSync(files, { level: 0, mtime: new Date() });
  await debriefJobs.finish(db, job.debrief_id, {
    file: zip,
    fileName: packFileName(job.language, code, title),
    params: { ...job.params, units: Object.keys(files).length, unit_ms: perUnit, total_ms: Math.round(performance.now() - started), zip_bytes: zip.byteLength },
  });
}
