import {
  FN,
  type TGroupReports,
  type TPage,
  type TReportPermission,
  type TReportRights,
  type ZGroupReportsInput,
  type ZReportPermissionInput,
  type ZReportPermissionListQuery,
  type ZReportPermissionUpdateInput,
} from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { keywordMatches } from '../../db/search.js';
import type { RouteAudit } from '../../resources/route.js';
import { noFunctionBeyond } from '../../access/escalation.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import { isSystemAdmin } from '../../access/scope.js';
import type { Caller } from '../../access/caller.js';
import { projectId } from '../menu/repository.js';
import { assertGroupReadable, type GroupRef, isSystemAdminGroup, lockedReason, lockGroupForAssignment } from '../system/permission-groups/rules.js';
import { allReports, type Db } from './definition-store.js';
import { ALL, type CallerRights, callerRights, fixedParamsVisible, NONE } from './rights.js';

/**
 * A group's rights on reports (`phan-quyen-report`, HeThong/PhanQuyenBaoCao). A report right is
 * part of a permission group, which is product-wide: changing one follows the group rules
 * (docs/decisions/permission-groups.md and reports.md): the caller needs the group-edit function
 * as well as the report write one (hospital administrators change no permission group, DESIGN.md),
 * acts only on a group within their reach (`assertGroupWithinCaller`: not higher, no function they
 * lack) and never on their own group, and gives only rights they hold on that report themselves
 * (taking rights away is not an escalation). The system administrators' group holds every right
 * implicitly and is not written. Every write is one transaction with one audit row.
 */
export const PERMISSION_MSG = {
  needGroupEdit: 'Quyền trên báo cáo là một phần của nhóm quyền: bạn cần chức năng sửa phân quyền để thay đổi',
  systemGroup: 'Nhóm quản trị hệ thống luôn có mọi quyền trên mọi báo cáo; không cần phân quyền',
  exists: 'Nhóm quyền đã có quyền trên báo cáo này; hãy sửa quyền đó',
  notFound: 'Không tìm thấy quyền báo cáo',
  reportNotFound: 'Không tìm thấy báo cáo',
  notHeld: (what: string[]) => `Bạn không thể cấp quyền mà chính bạn không có: ${what.join('; ')}`,
  unknownReports: (ids: number[]) => `Không tìm thấy báo cáo (id ${ids.slice(0, 10).join(', ')}) trong dự án này`,
  duplicateReports: 'Một báo cáo được gửi hai lần',
} as const;

type PermInput = z.output<typeof ZReportPermissionInput>;
type PermUpdate = z.output<typeof ZReportPermissionUpdateInput>;
type PermListQuery = z.output<typeof ZReportPermissionListQuery>;
type GroupInput = z.output<typeof ZGroupReportsInput>;

const RIGHT_NAMES: Record<keyof TReportRights, string> = { xem: 'xem', chay: 'chạy', xuat: 'xuất' };
const rightsText = (r: TReportRights) => (['xem', 'chay', 'xuat'] as const).filter((k) => r[k]).join(',') || 'không';
const rightsOf = (r: { xem: boolean; chay: boolean; xuat: boolean }): TReportRights => ({ xem: r.xem, chay: r.chay, xuat: r.xuat });

function selectPermissions(db: Db) {
  return db
    .selectFrom('phan_quyen_report as pr')
    .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'pr.phan_quyen_id')
    .innerJoin('report as r', 'r.report_id', 'pr.report_id')
    .select(['pr.phan_quyen_report_id', 'pr.phan_quyen_id', 'pq.ten_phan_quyen', 'pr.report_id', 'r.ma_report', 'r.ten_report', 'pr.xem', 'pr.chay', 'pr.xuat']);
}

/** SQL: groups whose report rights the caller may read: their own, or within their reach (any for a system administrator). */
const readableGroup = (caller: Caller) =>
  isSystemAdmin(caller)
    ? sql<boolean>`true`
    : sql<boolean>`(pq.phan_quyen_id = ${caller.groupId} OR (pq.cap >= ${caller.level} AND ${noFunctionBeyond(caller, 'pq.phan_quyen_id')}))`;

/** The caller may change groups at all (the group-edit function, beside the report write function the route needs). */
function assertMayEditGroups(caller: Caller): void {
  if (!caller.functions.has(FN.permissionWrite)) throw new ForbiddenError(PERMISSION_MSG.needGroupEdit);
}

/** A group whose report rights the caller changes: within reach, not their own, not the system administrators'. */
async function lockGroup(db: Db, caller: Caller, groupId: number): Promise<GroupRef> {
  assertMayEditGroups(caller);
  const group = await lockGroupForAssignment(db as Kysely<DB>, caller, groupId);
  if (isSystemAdminGroup(group)) throw new ConflictError(PERMISSION_MSG.systemGroup);
  return group;
}

/** Rights added (compared with before) that the caller does not hold on the report, as text for the refusal. */
function beyondCaller(mine: CallerRights, reportId: number, code: string, before: TReportRights, after: TReportRights): string | null {
  if (mine.full) return null;
  const held = mine.of(reportId);
  const missing = (['xem', 'chay', 'xuat'] as const).filter((k) => after[k] && !before[k] && !held[k]);
  return missing.length ? `${missing.map((k) => RIGHT_NAMES[k]).join(', ')} trên báo cáo ${code}` : null;
}

/** The wire shape of a group's view (screen PhanQuyenBaoCao). */
async function groupView(db: Db, caller: Caller, group: GroupRef, duAnId: number): Promise<TGroupReports> {
  const [reports, mine, held] = await Promise.all([
    allReports(db, caller, duAnId),
    callerRights(db as Kysely<DB>, caller),
    db.selectFrom('phan_quyen_report').select(['report_id', 'xem', 'chay', 'xuat']).where('phan_quyen_id', '=', group.phan_quyen_id).execute(),
  ]);
  const byReport = new Map(held.map((r) => [r.report_id, rightsOf(r)]));
  const system = isSystemAdminGroup(group);
  const locked = system ? PERMISSION_MSG.systemGroup : (lockedReason(caller, group) ?? (caller.functions.has(FN.permissionWrite) ? null : PERMISSION_MSG.needGroupEdit));
  return {
    phan_quyen_id: group.phan_quyen_id,
    du_an_id: duAnId,
    reports: reports.map((r) => ({
      report_id: r.report_id,
      ma_report: r.ma_report,
      ten_report: r.ten_report,
      ten_report_english: r.ten_report_english,
      nguon: r.nguon,
      tam_ngung: r.tam_ngung,
      rights: system ? ALL : (byReport.get(r.report_id) ?? NONE),
      assignable: mine.full || mine.of(r.report_id).xem,
    })),
    locked,
  };
}

export function reportPermissions(db: Kysely<DB>) {
  async function byId(caller: Caller, id: number, conn: Db = db, lock = false): Promise<TReportPermission> {
    let q = selectPermissions(conn).where('pr.phan_quyen_report_id', '=', id).where(fixedParamsVisible(caller));
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new NotFoundError(PERMISSION_MSG.notFound);
    await assertGroupReadable(conn as Kysely<DB>, caller, row.phan_quyen_id);
    return row;
  }

  return {
    byId: (caller: Caller, id: number) => byId(caller, id),

    /** GET /phan-quyen-report: paged, by group, report and project; keyword over group and report names and codes. */
    async list(caller: Caller, q: PermListQuery): Promise<TPage<TReportPermission>> {
      let base = selectPermissions(db)
        .where('r.du_an_id', '=', await projectId(db, q.duAnId))
        .where(readableGroup(caller))
        .where(fixedParamsVisible(caller));
      if (q.phanQuyenId) base = base.where('pr.phan_quyen_id', '=', q.phanQuyenId);
      if (q.reportId) base = base.where('pr.report_id', '=', q.reportId);
      if (q.keyword) {
        base = base.where(keywordMatches(['pq.ten_phan_quyen', 'pq.ma_phan_quyen', 'r.ma_report', 'r.ten_report'], q.keyword));
      }
      const [{ total }] = (await base
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('total'))
        .execute()) as [{ total: number }];
      const data = await base
        .orderBy('pq.cap')
        .orderBy('pq.ma_phan_quyen')
        .orderBy(sql`lower(r.ma_report)`)
        .orderBy('pr.phan_quyen_report_id')
        .limit(q.size)
        .offset((q.page - 1) * q.size)
        .execute();
      return { data, total, page: q.page, size: q.size };
    },

    /** POST /phan-quyen-report: one group's rights on one report. */
    create(caller: Caller, audit: RouteAudit, body: PermInput): Promise<TReportPermission> {
      return db.transaction().execute(async (trx) => {
        await lockGroup(trx, caller, body.phan_quyen_id);
        const report = await trx
          .selectFrom('report as r')
          .select(['r.report_id', 'r.ma_report'])
          .where('r.report_id', '=', body.report_id)
          .where(fixedParamsVisible(caller))
          .executeTakeFirst();
        if (!report) throw new NotFoundError(PERMISSION_MSG.reportNotFound);
        const exists = await trx
          .selectFrom('phan_quyen_report')
          .select('phan_quyen_report_id')
          .where('phan_quyen_id', '=', body.phan_quyen_id)
          .where('report_id', '=', body.report_id)
          .executeTakeFirst();
        if (exists) throw new ConflictError(PERMISSION_MSG.exists);
        const after = rightsOf(body);
        const beyond = beyondCaller(await callerRights(trx, caller), report.report_id, report.ma_report, NONE, after);
        if (beyond) throw new ForbiddenError(PERMISSION_MSG.notHeld([beyond]));
        const { phan_quyen_report_id } = await trx
          .insertInto('phan_quyen_report')
          .values({ phan_quyen_id: body.phan_quyen_id, report_id: body.report_id, ...after })
          .returning('phan_quyen_report_id')
          .executeTakeFirstOrThrow();
        const row = await byId(caller, phan_quyen_report_id, trx);
        await audit(trx, { id: phan_quyen_report_id, after: { phan_quyen_id: row.phan_quyen_id, ma_report: row.ma_report, ...after } });
        return row;
      });
    },

    /** PUT /phan-quyen-report: the rights of an existing row. */
    update(caller: Caller, audit: RouteAudit, body: PermUpdate): Promise<TReportPermission> {
      return db.transaction().execute(async (trx) => {
        const before = await byId(caller, body.phan_quyen_report_id, trx, true);
        await lockGroup(trx, caller, before.phan_quyen_id);
        const after = rightsOf(body);
        const beyond = beyondCaller(await callerRights(trx, caller), before.report_id, before.ma_report, rightsOf(before), after);
        if (beyond) throw new ForbiddenError(PERMISSION_MSG.notHeld([beyond]));
        if (after.xem) await trx.updateTable('phan_quyen_report').set(after).where('phan_quyen_report_id', '=', before.phan_quyen_report_id).execute();
        else await trx.deleteFrom('phan_quyen_report').where('phan_quyen_report_id', '=', before.phan_quyen_report_id).execute();
        await audit(trx, {
          action: after.xem ? 'update' : 'delete',
          id: before.phan_quyen_report_id,
          before: { phan_quyen_id: before.phan_quyen_id, ma_report: before.ma_report, ...rightsOf(before) },
          after: after.xem ? { phan_quyen_id: before.phan_quyen_id, ma_report: before.ma_report, ...after } : null,
        });
        return { ...before, ...after };
      });
    },

    /** DELETE /phan-quyen-report/id/{id}: the group loses every right on the report. */
    remove(caller: Caller, audit: RouteAudit, id: number): Promise<{ id: number }> {
      return db.transaction().execute(async (trx) => {
        const before = await byId(caller, id, trx, true);
        await lockGroup(trx, caller, before.phan_quyen_id);
        await trx.deleteFrom('phan_quyen_report').where('phan_quyen_report_id', '=', id).execute();
        await audit(trx, { id: id, before: { phan_quyen_id: before.phan_quyen_id, ma_report: before.ma_report, ...rightsOf(before) } });
        return { id };
      });
    },

    /** GET /phan-quyen-report/nhom: a group's rights on every report of the project, what the caller may give, and why it is read-only. */
    async ofGroup(caller: Caller, groupId: number, duAnId: number | undefined): Promise<TGroupReports> {
      const group = await assertGroupReadable(db, caller, groupId);
      return groupView(db, caller, group, await projectId(db, duAnId));
    },

    /**
     * POST /phan-quyen-report/update-phan-quyen: a group's rights on every report of the project
     * replaced (a report left out loses every right); the rights added must be the caller's own.
     */
    replaceGroup(caller: Caller, audit: RouteAudit, body: GroupInput): Promise<TGroupReports> {
      return db.transaction().execute(async (trx) => {
        const group = await lockGroup(trx, caller, body.phan_quyen_id);
        const duAn = await projectId(trx, body.du_an_id);
        const reports = await allReports(trx, caller, duAn);
        const byId = new Map(reports.map((r) => [r.report_id, r]));
        const unknown = [...new Set(body.items.map((i) => i.report_id))].filter((id) => !byId.has(id));
        if (unknown.length) throw new ValidationError(PERMISSION_MSG.unknownReports(unknown), { errors: [{ path: 'items', message: PERMISSION_MSG.unknownReports(unknown) }] });
        if (new Set(body.items.map((i) => i.report_id)).size !== body.items.length)
          throw new ValidationError(PERMISSION_MSG.duplicateReports, { errors: [{ path: 'items', message: PERMISSION_MSG.duplicateReports }] });
        const ids = [...byId.keys()];
        const held = ids.length
          ? await trx
              .selectFrom('phan_quyen_report')
              .select(['report_id', 'xem', 'chay', 'xuat'])
              .where('phan_quyen_id', '=', group.phan_quyen_id)
              .where('report_id', 'in', ids)
              .execute()
          : [];
        const before = new Map(held.map((r) => [r.report_id, rightsOf(r)]));
        const after = new Map(body.items.filter((i) => i.xem).map((i) => [i.report_id, rightsOf(i)]));
        const mine = await callerRights(trx, caller);
        const beyond = ids.map((id) => beyondCaller(mine, id, byId.get(id)!.ma_report, before.get(id) ?? NONE, after.get(id) ?? NONE)).filter((x): x is string => x !== null);
        if (beyond.length) throw new ForbiddenError(PERMISSION_MSG.notHeld(beyond));
        if (ids.length) await trx.deleteFrom('phan_quyen_report').where('phan_quyen_id', '=', group.phan_quyen_id).where('report_id', 'in', ids).execute();
        if (after.size)
          await trx
            .insertInto('phan_quyen_report')
            .values([...after].map(([report_id, r]) => ({ phan_quyen_id: group.phan_quyen_id, report_id, ...r })))
            .execute();
        const text = (m: Map<number, TReportRights>) => [...m].map(([id, r]) => `${byId.get(id)!.ma_report}:${rightsText(r)}`).sort();
        await audit(trx, { id: group.phan_quyen_id, before: { bao_cao: text(before) }, after: { bao_cao: text(after) }, detail: { du_an_id: duAn } });
        return groupView(trx, caller, group, duAn);
      });
    },
  };
}
