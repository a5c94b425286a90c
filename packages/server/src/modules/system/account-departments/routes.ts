import { accountDept, endpoints, MESSAGES, type TAccountDept } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { registerConstraintMessages } from '../../../errors/db-errors.js';
import { fieldConflict, ForbiddenError, NotFoundError } from '../../../errors/app-errors.js';
import { assertAccountManageable } from '../../../access/escalation.js';
import { anyDb, resourceReads } from '../../../resources/resource-repository.js';
import { defineRoute, type RouteAudit } from '../../../resources/route.js';
import { isSystemAdmin, scopeIds } from '../../../access/scope.js';
import { type Caller, inScope, OUT_OF_SCOPE_MESSAGE } from '../../../access/caller.js';
import { LINK_MSG, linkableAccount, linkableDepartment } from './link-rules.js';
import { accountDeptStore, linkableAccounts } from './store.js';

registerConstraintMessages({ tai_khoan_phong_ban_tai_khoan_id_phong_ban_id_key: LINK_MSG.duplicate });

/**
 * `tai-khoan-phong-ban`: department links of staff-level accounts (what they grant:
 * access/department-scope.ts). Reads are scoped by the department's hospital; every write runs in
 * one transaction that checks the account (no escalation), the department (the caller's and the
 * account's hospitals) and writes one audit row per link created, changed or removed.
 */
export function accountDeptRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  const reads = resourceReads(db, accountDeptStore);
  /** One audit row per link created, changed or removed (the route declares entity and action). */
  const linkAudit = (audit: RouteAudit, trx: Kysely<DB>, before: TAccountDept | null, after: TAccountDept | null) =>
    audit(trx, { id: (after ?? before)!.tai_khoan_phong_ban_id, hospitalId: (after ?? before)!.hospital_id, before, after });
  const existing = (trx: Kysely<DB>, accountId: number, departmentId: number) =>
    trx.selectFrom('tai_khoan_phong_ban').select('tai_khoan_phong_ban_id').where('tai_khoan_id', '=', accountId).where('phong_ban_id', '=', departmentId).executeTakeFirst();
  /** A stored link, locked, that the caller may change: in its hospitals (403) and of an account it manages. */
  async function lockedLink(trx: Kysely<DB>, caller: Caller, id: number): Promise<TAccountDept> {
    const locked = await trx.selectFrom('tai_khoan_phong_ban').select('tai_khoan_phong_ban_id').where('tai_khoan_phong_ban_id', '=', id).forUpdate().executeTakeFirst();
    if (!locked) throw new NotFoundError(`Không tìm thấy ${accountDept.label}`);
    const link = await reads.byId(caller, id, anyDb(trx));
    await assertAccountManageable(trx, caller, link.tai_khoan_id, { lock: true });
    return link;
  }

  defineRoute(app, endpoints.accountDeptList, ({ caller, query }) => reads.list(caller, query));
  defineRoute(app, endpoints.accountDeptById, ({ caller, params }) => reads.byId(caller, params.id));
  defineRoute(app, endpoints.accountDeptAccounts, ({ caller, query }) => linkableAccounts(db, caller, query));

  defineRoute(app, endpoints.accountDeptByAccount, async ({ caller, params }) => {
    const account = await db.selectFrom('tai_khoan').select(['tai_khoan_id', 'hospital_id']).where('tai_khoan_id', '=', params.id).executeTakeFirst();
    if (!account) throw new NotFoundError('Không tìm thấy tài khoản');
    if (!isSystemAdmin(caller) && (account.hospital_id === null || !inScope(caller, account.hospital_id))) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
    let q = reads.base().where('t.tai_khoan_id', '=', params.id);
    const ids = scopeIds(caller);
    if (ids) q = q.where('pb.hospital_id', 'in', ids);
    return (await q.orderBy('pb.ten_phong_ban').execute()) as TAccountDept[];
  });

  defineRoute(app, endpoints.accountDeptCreate, ({ caller, body, audit }) =>
    db.transaction().execute(async (trx) => {
      const account = await linkableAccount(trx, caller, body.tai_khoan_id);
      await linkableDepartment(trx, caller, account, body.phong_ban_id);
      if (await existing(trx, body.tai_khoan_id, body.phong_ban_id)) throw fieldConflict('phong_ban_id', LINK_MSG.duplicate);
      const { tai_khoan_phong_ban_id: id } = await trx.insertInto('tai_khoan_phong_ban').values(body).returning('tai_khoan_phong_ban_id').executeTakeFirstOrThrow();
      const row = await reads.byId(caller, id, anyDb(trx));
      await linkAudit(audit, trx, null, row);
      return row;
    }),
  );

  defineRoute(app, endpoints.accountDeptCreateMany, ({ caller, body, audit }) =>
    db.transaction().execute(async (trx) => {
      const pairs = [...new Map(body.map((l) => [`${l.tai_khoan_id}:${l.phong_ban_id}`, l])).values()];
      const accounts = new Map<number, Awaited<ReturnType<typeof linkableAccount>>>();
      for (const p of pairs) {
        if (!accounts.has(p.tai_khoan_id)) accounts.set(p.tai_khoan_id, await linkableAccount(trx, caller, p.tai_khoan_id));
        await linkableDepartment(trx, caller, accounts.get(p.tai_khoan_id)!, p.phong_ban_id);
      }
      // Links that exist already are kept as they are: asking twice changes nothing.
      const created = await trx
        .insertInto('tai_khoan_phong_ban')
        .values(pairs)
        .onConflict((oc) => oc.columns(['tai_khoan_id', 'phong_ban_id']).doNothing())
        .returning('tai_khoan_phong_ban_id')
        .execute();
      for (const { tai_khoan_phong_ban_id: id } of created) await linkAudit(audit, trx, null, await reads.byId(caller, id, anyDb(trx)));
      if (created.length === 0) audit.skip();
      const rows = (await reads
        .base(anyDb(trx))
        .where('t.tai_khoan_id', 'in', [...accounts.keys()])
        .where(
          't.phong_ban_id',
          'in',
          pairs.map((p) => p.phong_ban_id),
        )
        .orderBy('tk.ten_tai_khoan')
        .orderBy('pb.ten_phong_ban')
        .execute()) as TAccountDept[];
      const asked = new Set(pairs.map((p) => `${p.tai_khoan_id}:${p.phong_ban_id}`));
      return rows.filter((r) => asked.has(`${r.tai_khoan_id}:${r.phong_ban_id}`));
    }),
  );

  defineRoute(
    app,
    endpoints.accountDeptUpdate,
    ({ caller, body, audit }) =>
      db.transaction().execute(async (trx) => {
        const before = await lockedLink(trx, caller, body.tai_khoan_phong_ban_id);
        const account = await linkableAccount(trx, caller, body.tai_khoan_id);
        await linkableDepartment(trx, caller, account, body.phong_ban_id);
        const same = await existing(trx, body.tai_khoan_id, body.phong_ban_id);
        if (same && same.tai_khoan_phong_ban_id !== before.tai_khoan_phong_ban_id) throw fieldConflict('phong_ban_id', LINK_MSG.duplicate);
        await trx
          .updateTable('tai_khoan_phong_ban')
          .set({ tai_khoan_id: body.tai_khoan_id, phong_ban_id: body.phong_ban_id })
          .where('tai_khoan_phong_ban_id', '=', before.tai_khoan_phong_ban_id)
          .execute();
        const after = await reads.byId(caller, before.tai_khoan_phong_ban_id, anyDb(trx));
        await linkAudit(audit, trx, before, after);
        return after;
      }),
    { message: MESSAGES.updated },
  );

  defineRoute(
    app,
    endpoints.accountDeptDelete,
    ({ caller, params, audit }) =>
      db.transaction().execute(async (trx) => {
        const before = await lockedLink(trx, caller, params.id);
        await trx.deleteFrom('tai_khoan_phong_ban').where('tai_khoan_phong_ban_id', '=', params.id).execute();
        await linkAudit(audit, trx, before, null);
        return null;
      }),
    { message: MESSAGES.deleted },
  );

  // Every link of an account in the caller's hospitals (a link elsewhere belongs to whoever manages that hospital).
  defineRoute(
    app,
    endpoints.accountDeptDeleteByAccount,
    ({ caller, params, audit }) =>
      db.transaction().execute(async (trx) => {
        await assertAccountManageable(trx, caller, params.id, { lock: true });
        let q = reads.base(anyDb(trx)).where('t.tai_khoan_id', '=', params.id);
        const ids = scopeIds(caller);
        if (ids) q = q.where('pb.hospital_id', 'in', ids);
        const links = (await q.execute()) as TAccountDept[];
        if (links.length)
          await trx
            .deleteFrom('tai_khoan_phong_ban')
            .where(
              'tai_khoan_phong_ban_id',
              'in',
              links.map((l) => l.tai_khoan_phong_ban_id),
            )
            .execute();
        for (const link of links) await linkAudit(audit, trx, link, null);
        if (links.length === 0) audit.skip();
        return null;
      }),
    { message: MESSAGES.deleted },
  );
}
