import { FN, reportSourceOf, type TPage, type TReport, type TReportOfCaller, type TReportRunInfo, type TReportWithDetails } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { licensedModules } from '../../access/access.js';
import { AppError } from '../../errors/app-errors.js';
import type { Caller } from '../../access/caller.js';
import { projectId } from '../menu/repository.js';
import { allReports, listReports, loadReport, type ReportListQuery } from './definition-store.js';
import { assertRight, callerRights } from './rights.js';
import { askedParams } from './run-params.js';

/** The reads of report definitions: what each caller may see of them (rights.ts). */
export function reportReads(db: Kysely<DB>) {
  return {
    /** GET /report: the definitions catalogue; writers see every definition, other holders of the write function those they may view. */
    async list(caller: Caller, q: ReportListQuery & { duAnId?: number }): Promise<TPage<TReport>> {
      const duAn = await projectId(db, q.duAnId);
      const rights = await callerRights(db, caller);
      if (rights.full) return listReports(db, caller, duAn, q);
      const visible = (await allReports(db, caller, duAn)).filter((r) => rights.of(r.report_id).xem && (!q.nguon || r.nguon === q.nguon));
      const k = q.keyword?.toLocaleLowerCase('vi');
      const matching = k ? visible.filter((r) => [r.ma_report, r.ten_report, r.ten_report_english, r.mo_ta].some((s) => s?.toLocaleLowerCase('vi').includes(k))) : visible;
      return { data: matching.slice((q.page - 1) * q.size, q.page * q.size), total: matching.length, page: q.page, size: q.size };
    },

    /** GET /report/id/{id}: a report the caller may view, with its columns. */
    async byId(caller: Caller, id: number): Promise<TReportWithDetails> {
      const rights = await callerRights(db, caller);
      const report = await loadReport(db, caller, id);
      assertRight(rights, report, 'xem');
      return report;
    },

    /** GET /report/run/{id}: the definition, the parameters the reader fills and the caller's rights. */
    async runInfo(caller: Caller, id: number): Promise<TReportRunInfo> {
      const rights = await callerRights(db, caller);
      const report = await loadReport(db, caller, id);
      const r = assertRight(rights, report, 'xem');
      const source = reportSourceOf(report.nguon);
      return { ...report, rights: r, ask: source ? askedParams(source, report.tham_so) : [] };
    },

    /** GET /report/phan-quyen: the reports the caller may use (viewable, not suspended unless a writer), with their rights. */
    async ofCaller(caller: Caller, duAnId: number | undefined): Promise<TReportOfCaller[]> {
      const rights = await callerRights(db, caller);
      const reports = await allReports(db, caller, await projectId(db, duAnId));
      return reports.filter((r) => rights.of(r.report_id).xem && (!r.tam_ngung || rights.full)).map((r) => ({ ...r, rights: rights.of(r.report_id) }));
    },

    /**
     * GET /report/check-role?id=: whether the caller's group may view that report (false for an
     * unknown or invisible one, never a 404); without an id, whether it may read reports at all.
     * Both need the report read function and, for a caller with a home hospital, its reports licence.
     */
    async checkRole(caller: Caller, id: number | undefined): Promise<{ allowed: boolean }> {
      if (!caller.functions.has(FN.reportRead)) return { allowed: false };
      if (caller.homeHospitalId !== null && !(await licensedModules(db, caller.homeHospitalId)).includes('reports')) return { allowed: false };
      if (id === undefined) return { allowed: true };
      const rights = await callerRights(db, caller);
      try {
        const report = await loadReport(db, caller, id);
        assertRight(rights, report, 'xem');
        return { allowed: true };
      } catch (e) {
        if (e instanceof AppError) return { allowed: false };
        throw e;
      }
    },
  };
}
