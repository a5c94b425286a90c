import type { TReportDetail, TReportParams, TReportWithDetails, ZReportCloneInput, ZReportInput, ZReportUpdateInput } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { RouteAudit } from '../../resources/route.js';
import { registerConstraintMessages } from '../../errors/db-errors.js';
import { fieldConflict, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import type { Caller } from '../../access/caller.js';
import { projectId } from '../menu/repository.js';
import { assertDefinition, type DetailLike, type FieldError } from './definition-rules.js';
import { type Db, loadReport } from './definition-store.js';
import { assertReportWriter } from './rights.js';

type Input = z.output<typeof ZReportInput>;
type UpdateInput = z.output<typeof ZReportUpdateInput>;
type CloneInput = z.output<typeof ZReportCloneInput>;

export const DEFINITION_MSG = {
  codeTaken: (code: string) => `Mã báo cáo "${code}" đã tồn tại trong dự án (không phân biệt chữ hoa, chữ thường)`,
  detailNotFound: 'Không tìm thấy cột của báo cáo',
  lastDetail: 'Báo cáo phải có ít nhất một cột: không thể xóa cột cuối cùng',
  foreignDetail: 'Cột không thuộc báo cáo này',
  duplicateDetail: 'Một cột được gửi hai lần',
} as const;

registerConstraintMessages({ report_code_idx: 'Mã báo cáo đã tồn tại trong dự án (không phân biệt chữ hoa, chữ thường)' });

/** What the audit trail keeps of a definition: its fields and one line per column. */
function auditView(
  r: Pick<TReportWithDetails, 'ma_report' | 'ten_report' | 'ten_report_english' | 'mo_ta' | 'nguon' | 'bieu_do' | 'tham_so' | 'tam_ngung'> & { details: DetailLike[] },
): Record<string, unknown> {
  const line = (d: DetailLike) =>
    [d.field, d.nhan ? `"${d.nhan}"` : '', d.hien_thi ? '' : 'ẩn', d.nhom ? 'nhóm' : '', d.tong_hop ?? '', d.sap_xep ?? '', d.loc_phep ? `${d.loc_phep} ${d.loc_gia_tri}` : '']
      .filter(Boolean)
      .join(' ');
  return {
    ma_report: r.ma_report,
    ten_report: r.ten_report,
    ten_report_english: r.ten_report_english,
    mo_ta: r.mo_ta,
    nguon: r.nguon,
    bieu_do: r.bieu_do,
    tham_so: r.tham_so,
    tam_ngung: r.tam_ngung,
    cot: r.details.map(line),
  };
}

async function assertCodeFree(db: Db, duAnId: number, code: string, exceptId: number | null): Promise<void> {
  let q = db
    .selectFrom('report')
    .select('ma_report')
    .where('du_an_id', '=', duAnId)
    .where(sql`lower(ma_report)`, '=', sql`lower(${code})`);
  if (exceptId !== null) q = q.where('report_id', '<>', exceptId);
  const taken = await q.executeTakeFirst();
  if (taken) throw fieldConflict('ma_report', DEFINITION_MSG.codeTaken(taken.ma_report));
}

/** The fixed parameters name rows that exist and agree (a department of the hospital, a hospital running the version). */
async function assertFixedParams(db: Db, p: TReportParams): Promise<void> {
  const errors: FieldError[] = [];
  if (p.phien_ban_id !== undefined) {
    const v = await db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('phien_ban_id', '=', p.phien_ban_id).where('is_template', '=', false).executeTakeFirst();
    if (!v) errors.push({ path: 'tham_so.phien_ban_id', message: 'Không tìm thấy phiên bản khảo sát' });
  }
  if (p.hospital_id !== undefined) {
    const h = await db.selectFrom('hospital').select('hospital_id').where('hospital_id', '=', p.hospital_id).executeTakeFirst();
    if (!h) errors.push({ path: 'tham_so.hospital_id', message: 'Không tìm thấy bệnh viện' });
    else if (p.phien_ban_id !== undefined && !errors.length) {
      const runs = await sql<{ ok: boolean }>`SELECT EXISTS (SELECT 1 FROM phien_ban_khao_sat v WHERE v.phien_ban_id = ${p.phien_ban_id} AND (v.hospital_id = ${p.hospital_id}
        OR EXISTS (SELECT 1 FROM phien_ban_benh_vien b WHERE b.phien_ban_id = v.phien_ban_id AND b.hospital_id = ${p.hospital_id}))) AS ok`.execute(db);
      if (!runs.rows[0]!.ok) errors.push({ path: 'tham_so.hospital_id', message: 'Bệnh viện không tham gia phiên bản khảo sát này' });
    }
  }
  if (p.phong_ban_id !== undefined) {
    const d = await db.selectFrom('phong_ban').select('hospital_id').where('phong_ban_id', '=', p.phong_ban_id).executeTakeFirst();
    if (!d) errors.push({ path: 'tham_so.phong_ban_id', message: 'Không tìm thấy khoa/phòng' });
    else if (p.hospital_id !== undefined && d.hospital_id !== p.hospital_id) errors.push({ path: 'tham_so.phong_ban_id', message: 'Khoa/phòng không thuộc bệnh viện đã chọn' });
  }
  if (errors.length) throw new ValidationError(errors[0]!.message, { errors });
}

const detailValues = (reportId: number, d: DetailLike) => ({
  report_id: reportId,
  field: d.field,
  nhan: d.nhan,
  hien_thi: d.hien_thi,
  thu_tu: d.thu_tu,
  sap_xep: d.sap_xep,
  nhom: d.nhom,
  tong_hop: d.tong_hop,
  loc_phep: d.loc_phep,
  loc_gia_tri: d.loc_phep === null ? null : d.loc_gia_tri,
});

const reportValues = (body: Input) => ({
  ma_report: body.ma_report,
  ten_report: body.ten_report,
  ten_report_english: body.ten_report_english,
  mo_ta: body.mo_ta,
  nguon: body.nguon,
  bieu_do: body.bieu_do,
  tham_so: JSON.stringify(body.tham_so),
  tam_ngung: body.tam_ngung,
});

/** Refuses a body breaking the definition rules, then checks its fixed parameters against the data. */
async function checkBody(db: Db, body: Input): Promise<void> {
  assertDefinition(body.nguon, body.details as DetailLike[], body.tham_so);
  await assertFixedParams(db, body.tham_so);
}

export function reportDefinitions(db: Kysely<DB>) {
  return {
    /** POST /report: a definition with its columns, one transaction, one audit row. */
    create(caller: Caller, audit: RouteAudit, body: Input): Promise<TReportWithDetails> {
      assertReportWriter(caller);
      return db.transaction().execute(async (trx) => {
        const duAnId = await projectId(trx, body.du_an_id);
        await checkBody(trx, body);
        await assertCodeFree(trx, duAnId, body.ma_report, null);
        const { report_id } = await trx
          .insertInto('report')
          .values({ du_an_id: duAnId, ...reportValues(body), created_by: caller.accountId, updated_by: caller.accountId })
          .returning('report_id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('report_detail')
          .values(body.details.map((d) => detailValues(report_id, d as DetailLike)))
          .execute();
        const after = await loadReport(trx, caller, report_id);
        await audit(trx, { id: report_id, after: auditView(after) });
        return after;
      });
    },

    /** PUT /report: the definition and its columns replaced (columns sent with their id are kept and updated, the others deleted). */
    update(caller: Caller, audit: RouteAudit, body: UpdateInput): Promise<TReportWithDetails> {
      assertReportWriter(caller);
      return db.transaction().execute(async (trx) => {
        const before = await loadReport(trx, caller, body.report_id, { lock: true });
        const duAnId = body.du_an_id === undefined ? before.du_an_id : await projectId(trx, body.du_an_id);
        const owned = new Set(before.details.map((d) => d.report_detail_id));
        const seen = new Set<number>();
        const errors: FieldError[] = [];
        body.details.forEach((d, i) => {
          if (d.report_detail_id === undefined) return;
          if (!owned.has(d.report_detail_id)) errors.push({ path: `details.${i}.report_detail_id`, message: `Cột thứ ${i + 1}: ${DEFINITION_MSG.foreignDetail}` });
          else if (seen.has(d.report_detail_id)) errors.push({ path: `details.${i}.report_detail_id`, message: `Cột thứ ${i + 1}: ${DEFINITION_MSG.duplicateDetail}` });
          seen.add(d.report_detail_id);
        });
        if (errors.length) throw new ValidationError(errors[0]!.message, { errors });
        await checkBody(trx, body);
        await assertCodeFree(trx, duAnId, body.ma_report, body.report_id);
        await trx
          .updateTable('report')
          .set({ du_an_id: duAnId, ...reportValues(body), updated_by: caller.accountId, updated_at: sql`now()` })
          .where('report_id', '=', body.report_id)
          .execute();
        const gone = [...owned].filter((id) => !seen.has(id));
        if (gone.length) await trx.deleteFrom('report_detail').where('report_detail_id', 'in', gone).execute();
        for (const d of body.details) {
          const values = detailValues(body.report_id, d as DetailLike);
          if (d.report_detail_id !== undefined) await trx.updateTable('report_detail').set(values).where('report_detail_id', '=', d.report_detail_id).execute();
          else await trx.insertInto('report_detail').values(values).execute();
        }
        const after = await loadReport(trx, caller, body.report_id);
        await audit(trx, { id: body.report_id, before: auditView(before), after: auditView(after) });
        return after;
      });
    },

    /** POST /report/clone: a copy with its columns under a new code and name (no group rights: they are given anew). */
    clone(caller: Caller, audit: RouteAudit, body: CloneInput): Promise<TReportWithDetails> {
      assertReportWriter(caller);
      return db.transaction().execute(async (trx) => {
        const from = await loadReport(trx, caller, body.report_id);
        await assertCodeFree(trx, from.du_an_id, body.ma_report, null);
        const { report_id } = await trx
          .insertInto('report')
          .values({
            du_an_id: from.du_an_id,
            ma_report: body.ma_report,
            ten_report: body.ten_report,
            ten_report_english: from.ten_report_english,
            mo_ta: from.mo_ta,
            nguon: from.nguon,
            bieu_do: from.bieu_do,
            tham_so: JSON.stringify(from.tham_so),
            tam_ngung: from.tam_ngung,
            created_by: caller.accountId,
            updated_by: caller.accountId,
          })
          .returning('report_id')
          .executeTakeFirstOrThrow();
        if (from.details.length)
          await trx
            .insertInto('report_detail')
            .values(from.details.map((d) => detailValues(report_id, d as DetailLike)))
            .execute();
        const after = await loadReport(trx, caller, report_id);
        await audit(trx, { id: report_id, after: auditView(after), detail: { tu_report_id: from.report_id, tu_ma_report: from.ma_report } });
        return after;
      });
    },

    /** DELETE /report/{id}: the definition, its columns and every group's rights on it (cascade), recorded with what went. */
    remove(caller: Caller, audit: RouteAudit, id: number): Promise<{ id: number }> {
      assertReportWriter(caller);
      return db.transaction().execute(async (trx) => {
        const before = await loadReport(trx, caller, id, { lock: true });
        const rights = await trx
          .selectFrom('phan_quyen_report as pr')
          .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'pr.phan_quyen_id')
          .select(['pq.ma_phan_quyen', 'pr.xem', 'pr.chay', 'pr.xuat'])
          .where('pr.report_id', '=', id)
          .orderBy('pq.ma_phan_quyen')
          .execute();
        await trx.deleteFrom('report').where('report_id', '=', id).execute();
        await audit(trx, {
          id: id,
          before: auditView(before),
          detail: { quyen_da_xoa: rights.map((r) => `${r.ma_phan_quyen}:${[r.xem && 'xem', r.chay && 'chay', r.xuat && 'xuat'].filter(Boolean).join(',')}`) },
        });
        return { id };
      });
    },

    /** DELETE /report/detail/{id}: one column, when what is left is still a valid definition. */
    removeDetail(caller: Caller, audit: RouteAudit, detailId: number): Promise<{ id: number }> {
      assertReportWriter(caller);
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('report_detail').select('report_id').where('report_detail_id', '=', detailId).executeTakeFirst();
        if (!row) throw new NotFoundError(DEFINITION_MSG.detailNotFound);
        const before = await loadReport(trx, caller, row.report_id, { lock: true });
        const rest: TReportDetail[] = before.details.filter((d) => d.report_detail_id !== detailId);
        if (rest.length === 0) throw new ValidationError(DEFINITION_MSG.lastDetail);
        try {
          assertDefinition(before.nguon, rest as DetailLike[], before.tham_so);
        } catch (e) {
          if (e instanceof ValidationError) throw new ValidationError(`Không thể xóa cột này: ${e.message}`, e.data);
          throw e;
        }
        await trx.deleteFrom('report_detail').where('report_detail_id', '=', detailId).execute();
        await trx
          .updateTable('report')
          .set({ updated_by: caller.accountId, updated_at: sql`now()` })
          .where('report_id', '=', before.report_id)
          .execute();
        await audit(trx, { id: before.report_id, before: auditView(before), after: auditView({ ...before, details: rest as DetailLike[] }), detail: { xoa_cot: detailId } });
        return { id: detailId };
      });
    },
  };
}
